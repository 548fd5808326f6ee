/**
 * Write-tool state of the MCP origin (schema version 2), used by
 * server/mcp/tools/approvals.repository.ts:
 *
 * - mcp_approvals: what a prepare step handed out. One-time, bound to the
 *   member, the tool, the canonical request and the observed state. Like the
 *   OAuth secrets, the fingerprint itself is not stored, only its SHA-256.
 * - mcp_idempotency: the first result of each applied change per (member,
 *   key), returned again when the same request is retried with the same key.
 *
 * Times are epoch seconds, like the OAuth tables.
 */
export const MCP_WRITE_TABLES = `
CREATE TABLE mcp_approvals (
  fingerprint_sha256 TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES members(uid),
  tool TEXT NOT NULL,
  request_sha256 TEXT NOT NULL,
  state_sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX mcp_approvals_expires ON mcp_approvals(expires_at);
CREATE TABLE mcp_idempotency (
  uid INTEGER NOT NULL REFERENCES members(uid),
  idempotency_key TEXT NOT NULL,
  tool TEXT NOT NULL,
  request_sha256 TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (uid, idempotency_key)
);
CREATE INDEX mcp_idempotency_created ON mcp_idempotency(created_at);
`;
