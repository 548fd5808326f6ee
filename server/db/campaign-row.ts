import type Database from 'better-sqlite3';
import type { CampaignTypes } from '@contract/campaigns';
import { toNumber } from '@contract/common';
import { pricingModel } from '@contract/pricing';

/**
 * The indexed copies of a campaign document. Written together with `doc` on
 * every insert and update so the columns never disagree with the object.
 * daily_budget / total_budget are spend figures owned by the server and are
 * not derived from the document (docs/decisions/004-budget-spend-columns.md).
 */
export interface CampaignColumns {
  type: number;
  type_name: string;
  status: number;
  name: string;
  /** foldName(name): what the list's `query` filter matches, indexed (schema 4). */
  name_fold: string;
  website: string;
  geo: string;
  payout: number;
  d_revenue: number;
  t_revenue: number;
  bid_control_count: number;
  doc: string;
}

/**
 * The name as the list's `query` filter compares it. SQLite's lower() and
 * LIKE fold ASCII only; a search for "über" must find "ÜBER". Stored in
 * campaigns.name_fold (not an index on an app function), so any SQLite tool
 * can check and edit the file; open.ts registers the same function as fold()
 * for migrations and for repairing rows a tool changed.
 */
export function foldName(name: string): string {
  return name.toLowerCase();
}

/** "Push" + "CPC" -> "Push CPC"; a name that already says its model is kept. */
export function typeDisplayName(types: CampaignTypes, type: number): string {
  const entry = types[String(type)];
  if (!entry) return `Type ${type}`;
  const model = pricingModel(entry.pricing);
  return model !== 'OTHER' && entry.name.toUpperCase().includes(model)
    ? entry.name
    : `${entry.name} ${entry.pricing}`.trim();
}

function finiteOr(value: unknown, fallback: number): number {
  const n = toNumber(value);
  return Number.isFinite(n) ? n : fallback;
}

export function campaignColumns(
  doc: Record<string, unknown>,
  types: CampaignTypes,
): CampaignColumns {
  const type = Math.trunc(finiteOr(doc.type, 0));
  const name = typeof doc.name === 'string' ? doc.name : '';
  const geo = Array.isArray(doc.geo)
    ? doc.geo.filter((g): g is string => typeof g === 'string')
    : [];
  return {
    type,
    type_name: typeDisplayName(types, type),
    status: Math.trunc(finiteOr(doc.status, 0)),
    name,
    name_fold: foldName(name),
    website: typeof doc.website === 'string' ? doc.website : '',
    geo: JSON.stringify(geo),
    payout: finiteOr(doc.payout, 0),
    d_revenue: finiteOr(doc.d_revenue, 0),
    t_revenue: finiteOr(doc.t_revenue, 0),
    bid_control_count: Array.isArray(doc.bidControl) ? doc.bidControl.length : 0,
    doc: JSON.stringify(doc),
  };
}

/**
 * The seeds' INSERT. They also fill files of older schema versions (the
 * migration tests, the bench's baseline), which have no name_fold column yet.
 */
export function insertCampaignStatement(db: Database.Database): Database.Statement {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('campaigns');
  const names = [
    'cid',
    'uid',
    'tenant',
    'type',
    'type_name',
    'status',
    'name',
    ...(columns.includes('name_fold') ? ['name_fold'] : []),
    'website',
    'geo',
    'payout',
    'd_revenue',
    't_revenue',
    'daily_budget',
    'total_budget',
    'bid_control_count',
    'doc',
    'updated_at',
  ];
  return db.prepare(
    `INSERT INTO campaigns (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
  );
}
