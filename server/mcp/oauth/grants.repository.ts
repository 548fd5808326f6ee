import type Database from 'better-sqlite3';
import { parseScopes, type McpScope } from '@contract/mcp';

/** One authorization: who allowed which client what, on which resource. */
export interface Grant {
  id: string;
  tenant: string;
  uid: number;
  clientId: string;
  resource: string;
  scopes: McpScope[];
  revokedAt: number | null;
}

export interface CodeRecord {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface TokenRecord {
  grant: Grant;
  kind: 'access' | 'refresh';
  scopes: McpScope[];
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

interface GrantColumns {
  grant_id: string;
  tenant: string;
  uid: number;
  client_id: string;
  resource: string;
  grant_scopes: string;
  grant_revoked_at: number | null;
}

const GRANT_COLUMNS = `g.id AS grant_id, g.tenant, g.uid, g.client_id, g.resource,
  g.scopes AS grant_scopes, g.revoked_at AS grant_revoked_at`;

function grantOf(row: GrantColumns): Grant {
  return {
    id: row.grant_id,
    tenant: row.tenant,
    uid: row.uid,
    clientId: row.client_id,
    resource: row.resource,
    scopes: parseScopes(row.grant_scopes).scopes,
    revokedAt: row.grant_revoked_at,
  };
}

// A used code or refresh token is kept a while after it expires, so that
// replaying it still revokes its grant; after that it is just unknown.
const KEEP_EXPIRED_SECONDS = 24 * 3600;

/** Grants and what was issued from them (oauth_grants, oauth_codes, oauth_tokens). */
export function createGrantsRepository(db: Database.Database) {
  const insertGrant = db.prepare<[string, string, number, string, string, string, number]>(
    `INSERT INTO oauth_grants (id, tenant, uid, client_id, resource, scopes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCode = db.prepare<[string, string, string, string, number]>(
    `INSERT INTO oauth_codes (code_sha256, grant_id, redirect_uri, code_challenge, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const selectCode = db.prepare<
    [string],
    GrantColumns & {
      redirect_uri: string;
      code_challenge: string;
      expires_at: number;
      used_at: number | null;
    }
  >(
    `SELECT c.redirect_uri, c.code_challenge, c.expires_at, c.used_at, ${GRANT_COLUMNS}
       FROM oauth_codes c JOIN oauth_grants g ON g.id = c.grant_id WHERE c.code_sha256 = ?`,
  );
  const useCode = db.prepare<[number, string]>(
    'UPDATE oauth_codes SET used_at = ? WHERE code_sha256 = ? AND used_at IS NULL',
  );
  const insertToken = db.prepare<[string, string, string, string, number]>(
    `INSERT INTO oauth_tokens (token_sha256, grant_id, kind, scopes, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const selectToken = db.prepare<
    [string],
    GrantColumns & {
      kind: 'access' | 'refresh';
      scopes: string;
      expires_at: number;
      used_at: number | null;
      revoked_at: number | null;
    }
  >(
    `SELECT t.kind, t.scopes, t.expires_at, t.used_at, t.revoked_at, ${GRANT_COLUMNS}
       FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id WHERE t.token_sha256 = ?`,
  );
  const useToken = db.prepare<[number, string]>(
    'UPDATE oauth_tokens SET used_at = ? WHERE token_sha256 = ? AND used_at IS NULL',
  );
  const revokeToken = db.prepare<[number, string]>(
    'UPDATE oauth_tokens SET revoked_at = ? WHERE token_sha256 = ? AND revoked_at IS NULL',
  );
  const revokeGrant = db.prepare<[number, string]>(
    'UPDATE oauth_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const purgeCodes = db.prepare<[number]>('DELETE FROM oauth_codes WHERE expires_at <= ?');
  const purgeTokens = db.prepare<[number]>('DELETE FROM oauth_tokens WHERE expires_at <= ?');

  return {
    /** Runs `work` in one write transaction (BEGIN IMMEDIATE), so a code or token is used once. */
    atomically<T>(work: () => T): T {
      return db.transaction(work).immediate();
    },
    createGrant(grant: Omit<Grant, 'revokedAt'>, now: number): void {
      insertGrant.run(
        grant.id,
        grant.tenant,
        grant.uid,
        grant.clientId,
        grant.resource,
        grant.scopes.join(' '),
        now,
      );
    },
    addCode(code: {
      sha256: string;
      grantId: string;
      redirectUri: string;
      codeChallenge: string;
      expiresAt: number;
    }): void {
      insertCode.run(
        code.sha256,
        code.grantId,
        code.redirectUri,
        code.codeChallenge,
        code.expiresAt,
      );
    },
    findCode(sha256: string): CodeRecord | undefined {
      const row = selectCode.get(sha256);
      return (
        row && {
          grant: grantOf(row),
          redirectUri: row.redirect_uri,
          codeChallenge: row.code_challenge,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      );
    },
    /** False when it was already used: the caller lost a race with a replay. */
    useCode(sha256: string, now: number): boolean {
      return useCode.run(now, sha256).changes === 1;
    },
    addToken(token: {
      sha256: string;
      grantId: string;
      kind: 'access' | 'refresh';
      scopes: McpScope[];
      expiresAt: number;
    }): void {
      insertToken.run(
        token.sha256,
        token.grantId,
        token.kind,
        token.scopes.join(' '),
        token.expiresAt,
      );
    },
    findToken(sha256: string): TokenRecord | undefined {
      const row = selectToken.get(sha256);
      return (
        row && {
          grant: grantOf(row),
          kind: row.kind,
          scopes: parseScopes(row.scopes).scopes,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
          revokedAt: row.revoked_at,
        }
      );
    },
    useToken(sha256: string, now: number): boolean {
      return useToken.run(now, sha256).changes === 1;
    },
    revokeToken(sha256: string, now: number): void {
      revokeToken.run(now, sha256);
    },
    /** Revokes the grant, and so every code and token issued from it. */
    revokeGrant(grantId: string, now: number): void {
      revokeGrant.run(now, grantId);
    },
    purgeExpired(now: number): void {
      purgeCodes.run(now - KEEP_EXPIRED_SECONDS);
      purgeTokens.run(now - KEEP_EXPIRED_SECONDS);
    },
  };
}
export type GrantsRepository = ReturnType<typeof createGrantsRepository>;
