import { describe, expect, it } from 'vitest';
import { validateCampaign } from '@contract/campaign-rules';
import { openDatabase } from './open';
import { SCALE_FIRST_CID, SCALE_MEMBER, seedScale } from './seed-scale';
import { TENANTS } from './seed-tenants';

type Db = ReturnType<typeof openDatabase>;
const NOW = '2026-11-20T12:00:00.000Z';
const COUNT = 600;

/** Every column but updated_at, which the demo seed sets to the current time. */
function rows(db: Db, where: string) {
  return db
    .prepare(
      `SELECT cid, uid, tenant, type, type_name, status, name, website, geo, payout, d_revenue,
              t_revenue, daily_budget, total_budget, bid_control_count, doc
         FROM campaigns WHERE ${where} ORDER BY cid`,
    )
    .all() as { cid: number; uid: number; type: number; status: number; doc: string }[];
}

function seeded(): Db {
  return openDatabase(':memory:', { today: '2026-11-20', trafficDays: 1 });
}

describe('seedScale', () => {
  const db = seeded();
  const demoBefore = rows(db, 'TRUE');
  const result = seedScale(db, { campaigns: COUNT, now: NOW });
  const scale = rows(db, `uid = ${SCALE_MEMBER.uid}`);

  it('adds one advertiser with N campaigns in its own id range', () => {
    expect(result).toMatchObject({
      uid: 3001,
      tenant: 'acme',
      name: 'Scale Advertiser',
      firstCid: SCALE_FIRST_CID,
      lastCid: SCALE_FIRST_CID + COUNT - 1,
      campaigns: COUNT,
    });
    expect(db.prepare('SELECT * FROM members WHERE uid = 3001').get()).toEqual({
      uid: 3001,
      tenant: 'acme',
      name: 'Scale Advertiser',
      balance_cents: 100_000,
    });
    expect(scale).toHaveLength(COUNT);
    expect(scale.map((r) => r.cid)).toEqual(
      Array.from({ length: COUNT }, (_, i) => SCALE_FIRST_CID + i),
    );
    const updated = db
      .prepare('SELECT DISTINCT updated_at AS at FROM campaigns WHERE uid = 3001')
      .all();
    expect(updated).toEqual([{ at: NOW }]);
  });

  it('leaves the demo seed as it was', () => {
    expect(rows(db, `uid <> ${SCALE_MEMBER.uid}`)).toEqual(demoBefore);
    expect(rows(seeded(), 'TRUE')).toEqual(demoBefore);
  });

  it('builds campaigns like the demo seed: every type and status, all valid for the tenant', () => {
    const acme = TENANTS.find((t) => t.id === 'acme');
    if (!acme) throw new Error('acme');
    expect(new Set(scale.map((r) => `${r.type}/${r.status}`)).size).toBe(5 * 5);
    for (const row of scale) {
      const doc = JSON.parse(row.doc);
      expect(doc).toMatchObject({ cid: row.cid, uid: 3001, type: row.type, status: row.status });
      expect(validateCampaign(doc, acme.campaign_types, acme.settings)).toEqual({});
    }
  });

  it('is deterministic', () => {
    const again = seeded();
    seedScale(again, { campaigns: COUNT, now: NOW });
    expect(rows(again, `uid = ${SCALE_MEMBER.uid}`)).toEqual(scale);
  });

  it('takes another member and tenant, and refuses what it cannot build', () => {
    const other = seeded();
    const r = seedScale(other, {
      campaigns: 30,
      uid: 3002,
      tenant: 'globex',
      name: 'Globex Scale',
      firstCid: 2_000_001,
    });
    expect(r.lastCid).toBe(2_000_030);
    const types = new Set(rows(other, 'uid = 3002').map((x) => x.type));
    expect([...types].sort()).toEqual([11, 12, 15]);
    expect(() => seedScale(other, { campaigns: 1, uid: 3003, tenant: 'nope' })).toThrow(
      'Unknown tenant nope',
    );
    expect(() => seedScale(other, { campaigns: -1, uid: 3004 })).toThrow('whole number');
  });
});
