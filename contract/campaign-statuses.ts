// The campaign statuses of the contract's state table as plain values, without zod:
// the MCP console's contract reads them, and its zod is a copy of its own (decision 060).
export const CAMPAIGN_STATUSES = [0, 1, 2, 3, 4] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Names from the contract's state table; the server's status_name wins where given. */
export const STATUS_NAMES: Record<CampaignStatus, string> = {
  0: 'Pending',
  1: 'Active',
  2: 'Suspended',
  3: 'Paused',
  4: 'Scheduled',
};
export const PENDING_STATUS = 0;
export const ACTIVE_STATUS = 1;

/** Statuses a member may request (never Pending: members cannot approve). */
export const MEMBER_TARGET_STATUSES = [1, 3, 2, 4] as const;
