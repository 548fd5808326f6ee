import type { CampaignTypes } from '../../contract/campaigns';
import { toNumber } from '../../contract/common';
import { pricingModel } from '../../contract/pricing';

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
  website: string;
  geo: string;
  payout: number;
  d_revenue: number;
  t_revenue: number;
  bid_control_count: number;
  doc: string;
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
  const geo = Array.isArray(doc.geo)
    ? doc.geo.filter((g): g is string => typeof g === 'string')
    : [];
  return {
    type,
    type_name: typeDisplayName(types, type),
    status: Math.trunc(finiteOr(doc.status, 0)),
    name: typeof doc.name === 'string' ? doc.name : '',
    website: typeof doc.website === 'string' ? doc.website : '',
    geo: JSON.stringify(geo),
    payout: finiteOr(doc.payout, 0),
    d_revenue: finiteOr(doc.d_revenue, 0),
    t_revenue: finiteOr(doc.t_revenue, 0),
    bid_control_count: Array.isArray(doc.bidControl) ? doc.bidControl.length : 0,
    doc: JSON.stringify(doc),
  };
}
