import type Database from 'better-sqlite3';
import { campaignColumns, insertCampaignStatement } from './campaign-row';
import { createRng } from './prng';
import { SEED } from './seed';
import { buildCampaign } from './seed-campaigns';
import { TENANTS } from './seed-tenants';

/**
 * The scale option of the seed (issue 8): one extra advertiser owning N campaigns,
 * built exactly like the demo advertisers' (buildCampaign, the same type/status
 * cycle, the same spend columns), so list queries can be measured at 100,000 rows.
 * Never part of the default seed: `seedDatabase` is unchanged and the bench (or
 * bench/scale-db.ts) adds this member to a seeded database.
 */
export interface ScaleSeedOptions {
  campaigns: number;
  uid?: number;
  tenant?: string;
  name?: string;
  balanceCents?: number;
  /** First campaign id; the default range stays clear of the demo seed's 10001… ids. */
  firstCid?: number;
  /** updated_at of every row; the current time by default, as in the demo seed. */
  now?: string;
}

export const SCALE_MEMBER = {
  uid: 3001,
  tenant: 'acme',
  name: 'Scale Advertiser',
  balanceCents: 100_000,
} as const;
export const SCALE_FIRST_CID = 1_000_001;

export interface ScaleSeedResult {
  uid: number;
  tenant: string;
  name: string;
  firstCid: number;
  lastCid: number;
  campaigns: number;
  /** Wall time of the insert transaction, milliseconds. */
  ms: number;
}

const STATUSES = [0, 1, 2, 3, 4] as const;

/** Adds the scale member and its campaigns in one transaction with prepared statements. */
export function seedScale(db: Database.Database, options: ScaleSeedOptions): ScaleSeedResult {
  const count = options.campaigns;
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`campaigns must be a whole number >= 0, got ${count}`);
  const uid = options.uid ?? SCALE_MEMBER.uid;
  const tenantId = options.tenant ?? SCALE_MEMBER.tenant;
  const name = options.name ?? SCALE_MEMBER.name;
  const firstCid = options.firstCid ?? SCALE_FIRST_CID;
  const now = options.now ?? new Date().toISOString();
  const t = TENANTS.find((x) => x.id === tenantId);
  if (!t) throw new Error(`Unknown tenant ${tenantId}`);
  const typeKeys = Object.keys(t.campaign_types);
  // Its own stream: the campaigns do not depend on how much the demo seed drew.
  const rng = createRng((SEED + uid) >>> 0);

  const started = performance.now();
  db.transaction(() => {
    db.prepare('INSERT INTO members (uid, tenant, name, balance_cents) VALUES (?, ?, ?, ?)').run(
      uid,
      tenantId,
      name,
      options.balanceCents ?? SCALE_MEMBER.balanceCents,
    );
    const campaign = insertCampaignStatement(db);
    // The same loop as seedDatabase's: types cycle fastest, the status shifts by one per cycle.
    for (let index = 0; index < count; index++) {
      const cid = firstCid + index;
      const typeKey = typeKeys[index % typeKeys.length] ?? '';
      const status = STATUSES[(index + Math.floor(index / typeKeys.length)) % STATUSES.length] ?? 3;
      const doc = buildCampaign(rng, {
        cid,
        uid,
        typeKey,
        status,
        index,
        types: t.campaign_types,
        settings: t.settings,
      });
      const cols = campaignColumns(doc, t.campaign_types);
      const dailySpend = cols.status === 1 ? rng.decimal(0, Math.max(cols.d_revenue, 5), 2) : 0;
      campaign.run({
        ...cols,
        cid,
        uid,
        tenant: tenantId,
        daily_budget: dailySpend,
        total_budget: Math.round((dailySpend + rng.decimal(0, 900, 2)) * 100) / 100,
        updated_at: now,
      });
    }
  })();
  const ms = performance.now() - started;
  return {
    uid,
    tenant: tenantId,
    name,
    firstCid,
    lastCid: firstCid + count - 1,
    campaigns: count,
    ms,
  };
}
