import { statusNameOf, type McpCampaignObject, type McpCampaignSummary } from '@contract/mcp';
import type { RangeRow } from '../../routes/campaigns/campaigns.repository';
import type { CampaignColumnsRow, CampaignSnapshot } from './campaign-snapshots.repository';

/** How the tools show campaigns at detailLevel summary, from a list row or a snapshot. */
export function summaryOfListRow(row: RangeRow): McpCampaignSummary {
  return {
    cid: row.cid,
    name: row.name,
    status: row.status,
    statusName: row.status_name,
    type: row.type,
    typeName: row.type_name,
    payout: row.payout,
    dailyBudget: row.d_revenue,
    totalBudget: row.t_revenue,
  };
}

/** detailLevel full of the list: exactly the REST list row (no type code, which REST does not send). */
export function fullListRow(row: RangeRow) {
  const { type: _type, ...rest } = row;
  return rest;
}

/** From the columns alone: a summary never needs the stored object. */
export function summaryOfSnapshot(s: CampaignColumnsRow): McpCampaignSummary {
  return {
    cid: s.cid,
    name: s.name,
    status: s.status,
    statusName: statusNameOf(s.status),
    type: s.type,
    typeName: s.type_name,
    payout: s.payout,
    dailyBudget: s.d_revenue,
    totalBudget: s.t_revenue,
  };
}

/**
 * detailLevel full of get: the complete object as stored (what GET /login/campaigns/:cid
 * returns as data.campaign), plus display names.
 */
export function fullSnapshot(s: CampaignSnapshot): McpCampaignObject {
  const doc = JSON.parse(s.doc) as Record<string, unknown>;
  // The document always holds cid, uid, name and status (every write keeps them in sync).
  const full = { cid: s.cid, ...doc, typeName: s.type_name, statusName: statusNameOf(s.status) };
  return full as McpCampaignObject;
}
