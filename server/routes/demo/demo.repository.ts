import type Database from 'better-sqlite3';
import type { DemoAccounts } from '@contract/demo';
import { signMemberToken } from '../../auth/member-token';
import { DEMO_PUBLISHERS } from '../../db/seed-publishers';
import { MEMBERS } from '../../db/seed-tenants';

/**
 * The demo accounts with usable credentials: fresh 30-day member tokens on
 * every call, the seeded publisher keys, balances as the database holds them now.
 */
export function createDemoAccounts(
  db: Database.Database,
  jwtSecret: string,
): () => Promise<DemoAccounts> {
  const member = db.prepare<[number], { tenant: string; name: string; balance_cents: number }>(
    'SELECT tenant, name, balance_cents FROM members WHERE uid = ?',
  );
  return async () => {
    const members: DemoAccounts['members'] = [];
    for (const seed of MEMBERS) {
      const row = member.get(seed.uid);
      if (!row) continue;
      const token = await signMemberToken(jwtSecret, {
        uid: seed.uid,
        tenant: row.tenant,
        name: row.name,
      });
      members.push({
        uid: seed.uid,
        name: row.name,
        tenant: row.tenant,
        balance: row.balance_cents / 100,
        note: seed.note,
        token,
      });
    }
    const publishers = DEMO_PUBLISHERS.map((p) => ({
      name: p.name,
      scopes: [...p.scopes],
      note: p.note,
      key: p.key,
    }));
    return { members, publishers };
  };
}
