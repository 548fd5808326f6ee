import { STATUS_NAMES, type CampaignListRow, type CampaignStatus } from '@contract/campaigns';

/** A list row for unit tests: only cid and status matter to this feature. */
export function testRow(cid: number, status: number, name = `Campaign ${cid}`): CampaignListRow {
  return {
    cid,
    uid: 1001,
    type_name: 'Push (CPC)',
    name,
    website: '',
    geo: ['US'],
    payout: 0.1,
    d_revenue: 10,
    t_revenue: 0,
    daily_budget: 0,
    total_budget: 0,
    bid_control_count: 0,
    status,
    status_name: STATUS_NAMES[status as CampaignStatus] ?? String(status),
  };
}
