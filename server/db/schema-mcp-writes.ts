/**
 * Write-tool state of the MCP origin (schema version 2): approvals handed out
 * by a prepare step (one-time, bound to member, request and observed state) and
 * the idempotency keys of applied changes with their first result.
 */
export const MCP_WRITE_TABLES = `
CREATE TABLE mcp_approvals (
  fingerprint TEXT PRIMARY KEY,
  uid INTEGER NOT NULL REFERENCES members(uid),
  tool TEXT NOT NULL,
  request_sha256 TEXT NOT NULL,
  state_sha256 TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE mcp_idempotency (
  uid INTEGER NOT NULL REFERENCES members(uid),
  idempotency_key TEXT NOT NULL,
  request_sha256 TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (uid, idempotency_key)
);
`;
