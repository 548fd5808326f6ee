import type Database from 'better-sqlite3';
import { signMemberToken } from '../../auth/member-token';
import { seedScale } from '../../db/seed-scale';

/** Members made for one test live above this uid, clear of the demo and bench members. */
const FIRST_TEST_UID = 900_001;

export interface TestMemberRequest {
  campaigns: number;
  tenant: string;
  balanceCents: number;
}

/**
 * A new member of its own with `campaigns` campaigns built like the demo
 * seed's (every type in turn, the status cycle, schedules, bidControl, extra
 * fields), and a token for it. A browser test that changes campaigns works on
 * its own member, so parallel specs never share — or race for — a row.
 */
export async function createTestMember(
  db: Database.Database,
  jwtSecret: string,
  request: TestMemberRequest,
) {
  const { uid: lastUid } = db
    .prepare('SELECT COALESCE(MAX(uid), ?) AS uid FROM members WHERE uid >= ?')
    .get(FIRST_TEST_UID - 1, FIRST_TEST_UID) as { uid: number };
  const { cid: lastCid } = db
    .prepare('SELECT COALESCE(MAX(cid), 0) AS cid FROM campaigns')
    .get() as { cid: number };
  const uid = lastUid + 1;
  const seeded = seedScale(db, {
    campaigns: request.campaigns,
    uid,
    tenant: request.tenant,
    name: `Test Advertiser ${uid}`,
    balanceCents: request.balanceCents,
    firstCid: lastCid + 1,
  });
  const token = await signMemberToken(jwtSecret, {
    uid,
    tenant: seeded.tenant,
    name: seeded.name,
  });
  return {
    uid,
    tenant: seeded.tenant,
    name: seeded.name,
    token,
    firstCid: seeded.firstCid,
    lastCid: seeded.lastCid,
  };
}
