import type Database from 'better-sqlite3';
import { parseScopes, type McpScope } from '@contract/mcp';

/** A validated authorization request, waiting for the member's answer on the consent page. */
export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  resource: string;
  scopes: McpScope[];
}

export interface ConsentRequest extends PendingAuthorization {
  id: string;
  tenant: string;
  /** Echoed by the consent form: a form posted from elsewhere does not know it. */
  csrf: string;
  expiresAt: number;
}

interface Row {
  id: string;
  tenant: string;
  client_id: string;
  redirect_uri: string;
  state: string | null;
  code_challenge: string;
  resource: string;
  scopes: string;
  csrf: string;
  expires_at: number;
}

/** Pending consent requests (oauth_requests): one-time, short-lived, kept server-side. */
export function createConsentRequestsRepository(db: Database.Database) {
  const insert = db.prepare<[Row]>(
    `INSERT INTO oauth_requests
       (id, tenant, client_id, redirect_uri, state, code_challenge, resource, scopes, csrf, expires_at)
     VALUES (@id, @tenant, @client_id, @redirect_uri, @state, @code_challenge, @resource, @scopes,
             @csrf, @expires_at)`,
  );
  const purge = db.prepare<[number]>('DELETE FROM oauth_requests WHERE expires_at <= ?');
  const select = db.prepare<[string], Row>('SELECT * FROM oauth_requests WHERE id = ?');
  const remove = db.prepare<[string]>('DELETE FROM oauth_requests WHERE id = ?');
  return {
    /** Stores a request, forgetting the ones nobody answered in time. */
    create(request: ConsentRequest, now: number): void {
      purge.run(now);
      insert.run({
        id: request.id,
        tenant: request.tenant,
        client_id: request.clientId,
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: request.codeChallenge,
        resource: request.resource,
        scopes: request.scopes.join(' '),
        csrf: request.csrf,
        expires_at: request.expiresAt,
      });
    },
    find(id: string): ConsentRequest | undefined {
      const row = select.get(id);
      return (
        row && {
          id: row.id,
          tenant: row.tenant,
          clientId: row.client_id,
          redirectUri: row.redirect_uri,
          state: row.state,
          codeChallenge: row.code_challenge,
          resource: row.resource,
          scopes: parseScopes(row.scopes).scopes,
          csrf: row.csrf,
          expiresAt: row.expires_at,
        }
      );
    },
    /** True for the one caller that removed it: a request is answered once. */
    remove(id: string): boolean {
      return remove.run(id).changes === 1;
    },
  };
}
export type ConsentRequestsRepository = ReturnType<typeof createConsentRequestsRepository>;
