/**
 * OAuth state of the MCP origin (schema version 2). Every secret (code, access
 * token, refresh token) is stored as its SHA-256 only. A grant ("family") is
 * what one authorization produced: its code and every token rotated from it,
 * so a reused code or refresh token revokes them all at once. Times are epoch
 * seconds, so tests can age a row with one UPDATE.
 *
 * A client belongs to the customer origin (issuer) it registered at: every
 * origin is its own authorization server, and a client_id means nothing at another.
 */
export const OAUTH_TABLES = `
CREATE TABLE oauth_clients (
  client_id TEXT PRIMARY KEY,
  issuer TEXT NOT NULL,
  metadata TEXT NOT NULL,
  issued_at INTEGER NOT NULL
);
CREATE TABLE oauth_requests (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL REFERENCES tenants(id),
  client_id TEXT NOT NULL REFERENCES oauth_clients(client_id),
  redirect_uri TEXT NOT NULL,
  state TEXT,
  code_challenge TEXT NOT NULL,
  resource TEXT NOT NULL,
  scopes TEXT NOT NULL,
  csrf TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE oauth_grants (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL REFERENCES tenants(id),
  uid INTEGER NOT NULL REFERENCES members(uid),
  client_id TEXT NOT NULL REFERENCES oauth_clients(client_id),
  resource TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE oauth_codes (
  code_sha256 TEXT PRIMARY KEY,
  grant_id TEXT NOT NULL REFERENCES oauth_grants(id),
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE oauth_tokens (
  token_sha256 TEXT PRIMARY KEY,
  grant_id TEXT NOT NULL REFERENCES oauth_grants(id),
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  scopes TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX oauth_tokens_grant ON oauth_tokens(grant_id);
CREATE INDEX oauth_codes_grant ON oauth_codes(grant_id);
`;
