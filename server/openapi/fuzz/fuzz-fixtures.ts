import { DEMO_PUBLISHERS } from '../../db/seed-publishers';
import { readCampaign } from '../../testing/campaign-fixtures';
import type { Json } from '../../testing/requests';
import type { TestApp } from '../../testing/test-app';

/** A member the fuzz acts as, with campaigns it owns as real reads to mutate. */
export interface FuzzMember {
  token: string;
  ownedCids: number[];
  campaigns: Json[];
}

/** What the generators draw real values from, so requests get past "not found". */
export interface FuzzFixtures {
  members: FuzzMember[];
  foreignCids: number[];
  publisherKeys: string[];
  tids: number[];
  sids: number[];
  typeIds: number[];
}

function cidsOf(t: TestApp, uid: number): number[] {
  return (
    t.db.prepare('SELECT cid FROM campaigns WHERE uid = ? ORDER BY cid').all(uid) as {
      cid: number;
    }[]
  ).map((r) => r.cid);
}

/** One campaign of each (type, status) pair of the member: every pricing model and state. */
function variedCids(t: TestApp, uid: number): number[] {
  return (
    t.db
      .prepare(
        'SELECT MIN(cid) AS cid FROM campaigns WHERE uid = ? GROUP BY type, status ORDER BY 1',
      )
      .all(uid) as { cid: number }[]
  ).map((r) => r.cid);
}

async function member(t: TestApp, uid: number, token: string): Promise<FuzzMember> {
  const campaigns = await Promise.all(variedCids(t, uid).map((cid) => readCampaign(t, cid, token)));
  return { token, ownedCids: cidsOf(t, uid), campaigns };
}

export async function loadFuzzFixtures(t: TestApp): Promise<FuzzFixtures> {
  return {
    // The demo member can activate; the low-balance one gets 402s.
    members: [await member(t, 1001, t.tokens.demo), await member(t, 1002, t.tokens.lowBalance)],
    foreignCids: cidsOf(t, 2001).slice(0, 5),
    publisherKeys: [t.publisherKeys.both, t.publisherKeys.xmlOnly, t.publisherKeys.searchOnly],
    tids: DEMO_PUBLISHERS.flatMap((p) => p.tids),
    sids: DEMO_PUBLISHERS.flatMap((p) => p.feeds),
    typeIds: (
      t.db.prepare('SELECT DISTINCT type FROM campaigns ORDER BY 1').all() as { type: number }[]
    ).map((r) => r.type),
  };
}
