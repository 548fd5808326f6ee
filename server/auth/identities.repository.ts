import type Database from 'better-sqlite3';
import { PUBLISHER_SCOPES, type PublisherScope } from '@contract/reports';
import type { Member, PublisherIdentity } from '../http/app-env';
import { hashPublisherKey } from './publisher-key-hash';

/** Look-ups the auth middleware needs: members by uid, publisher keys by hash. */
export function createIdentitiesRepository(db: Database.Database) {
  const member = db.prepare<
    [number],
    { uid: number; tenant: string; name: string; balance_cents: number }
  >('SELECT uid, tenant, name, balance_cents FROM members WHERE uid = ?');
  const key = db.prepare<[string], { publisher_id: number; name: string; scopes: string }>(
    `SELECT k.publisher_id, p.name, k.scopes FROM publisher_keys k
       JOIN publishers p ON p.id = k.publisher_id
      WHERE k.key_sha256 = ? AND k.revoked_at IS NULL`,
  );
  return {
    member(uid: number): Member | undefined {
      const row = member.get(uid);
      return (
        row && { uid: row.uid, tenant: row.tenant, name: row.name, balanceCents: row.balance_cents }
      );
    },
    publisherByKey(plainKey: string): PublisherIdentity | undefined {
      const row = key.get(hashPublisherKey(plainKey));
      if (!row) return undefined;
      const scopes = (JSON.parse(row.scopes) as string[]).filter((s): s is PublisherScope =>
        (PUBLISHER_SCOPES as readonly string[]).includes(s),
      );
      return { publisherId: row.publisher_id, name: row.name, scopes };
    },
  };
}
export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
