import type Database from 'better-sqlite3';
import { campaignColumns, insertCampaignStatement } from './campaign-row';
import { createRng } from './prng';
import { buildCampaign } from './seed-campaigns';
import { insertPublishers } from './seed-publishers';
import { MEMBERS, TENANTS } from './seed-tenants';
import { insertTraffic } from './seed-traffic';

export interface SeedOptions {
  /** Last day of seeded traffic (YYYY-MM-DD); defaults to today in UTC. */
  today?: string;
  trafficDays?: number;
}

export const SEED = 20_261_121;
export const FIRST_CID = 10_001;
const STATUSES = [0, 1, 2, 3, 4] as const;

/** Names that exercise search: LIKE wildcards, quotes and non-ASCII text. */
const SPECIAL_NAMES: Record<number, string> = {
  0: '100% Cashback_Promo',
  1: 'Sommer-Aktion "Größe" ✓',
  2: 'Zebra last alphabetically',
  3: 'aardvark first alphabetically',
};

/** Deterministic: the same campaigns, keys and traffic on every machine. */
export function seedDatabase(db: Database.Database, options: SeedOptions = {}): void {
  const rng = createRng(SEED);
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const now = new Date().toISOString();
  db.transaction(() => {
    const tenant = db.prepare(
      'INSERT INTO tenants (id, name, campaign_types, settings, modules) VALUES (?, ?, ?, ?, ?)',
    );
    for (const t of TENANTS)
      tenant.run(
        t.id,
        t.name,
        JSON.stringify(t.campaign_types),
        JSON.stringify(t.settings),
        JSON.stringify(t.modules),
      );
    const member = db.prepare(
      'INSERT INTO members (uid, tenant, name, balance_cents) VALUES (?, ?, ?, ?)',
    );
    const campaign = insertCampaignStatement(db);
    let cid = FIRST_CID;
    for (const m of MEMBERS) {
      member.run(m.uid, m.tenant, m.name, m.balanceCents);
      const t = TENANTS.find((x) => x.id === m.tenant);
      if (!t) throw new Error(`Unknown tenant ${m.tenant}`);
      const typeKeys = Object.keys(t.campaign_types);
      for (let index = 0; index < m.campaigns; index++, cid++) {
        // Types cycle fastest; the status shifts by one per cycle, so every (type, status)
        // pair occurs and even a member with a few campaigns has every status.
        const typeKey = typeKeys[index % typeKeys.length] ?? '';
        const status =
          STATUSES[(index + Math.floor(index / typeKeys.length)) % STATUSES.length] ?? 3;
        const doc = buildCampaign(rng, {
          cid,
          uid: m.uid,
          typeKey,
          status,
          index,
          types: t.campaign_types,
          settings: t.settings,
        });
        const special = m.uid === 1001 ? SPECIAL_NAMES[index] : undefined;
        if (special) doc.name = special;
        const cols = campaignColumns(doc, t.campaign_types);
        const dailySpend = cols.status === 1 ? rng.decimal(0, Math.max(cols.d_revenue, 5), 2) : 0;
        campaign.run({
          ...cols,
          cid,
          uid: m.uid,
          tenant: m.tenant,
          daily_budget: dailySpend,
          total_budget: Math.round((dailySpend + rng.decimal(0, 900, 2)) * 100) / 100,
          updated_at: now,
        });
      }
    }
    insertPublishers(db);
    insertTraffic(db, rng, { today, days: options.trafficDays ?? 420 });
  })();
}
