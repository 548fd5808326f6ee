// The campaign list's query values: sort columns, orders and defaults. Plain
// values, no schema, so what checks a list URL before the first paint carries
// no more than these (contract/campaigns.ts re-exports them).

/** Columns the reference API sorts by. The contract's full list is not shown. */
export const SORTABLE_FIELDS = [
  'cid',
  'name',
  'type_name',
  'status',
  'payout',
  'd_revenue',
  't_revenue',
  'daily_budget',
  'total_budget',
  'bid_control_count',
  'website',
] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];

export const LIST_DEFAULTS = { page: 1, perPage: 20, order: 'desc', sort: 'cid' } as const;
export const PER_PAGE_MAX = 200;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
