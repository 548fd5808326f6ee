import type { OAuthClientMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import type Database from 'better-sqlite3';

/** A dynamically registered public client, as stored and as answered at registration. */
export interface RegisteredClient {
  clientId: string;
  /** The customer origin it registered at: unknown on every other origin. */
  issuer: string;
  issuedAt: number;
  metadata: OAuthClientMetadata;
}

export function createClientsRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT INTO oauth_clients (client_id, issuer, metadata, issued_at) VALUES (?, ?, ?, ?)',
  );
  const select = db.prepare<[string, string], { metadata: string; issued_at: number }>(
    'SELECT metadata, issued_at FROM oauth_clients WHERE client_id = ? AND issuer = ?',
  );
  return {
    register(client: RegisteredClient): void {
      insert.run(client.clientId, client.issuer, JSON.stringify(client.metadata), client.issuedAt);
    },
    find(clientId: string, issuer: string): RegisteredClient | undefined {
      const row = select.get(clientId, issuer);
      return (
        row && {
          clientId,
          issuer,
          issuedAt: row.issued_at,
          metadata: JSON.parse(row.metadata) as OAuthClientMetadata,
        }
      );
    },
  };
}
export type ClientsRepository = ReturnType<typeof createClientsRepository>;
