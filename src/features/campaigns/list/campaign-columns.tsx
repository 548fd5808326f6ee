import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { CampaignListRow, SortableField } from '@contract/campaigns';
import { formatBudget, formatCurrency } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { GeoCell } from './geo-cell';
import { InlineEditCell } from './inline-edit/inline-edit-cell';
import { StatusBadge } from './status-badge';

export const COLUMN_IDS = [
  'cid',
  'name',
  'type_name',
  'status',
  'payout',
  'd_revenue',
  'daily_budget',
  't_revenue',
  'total_budget',
  'geo',
  'website',
  'bid_control_count',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** One data column of the campaign table. */
export interface CampaignColumn {
  id: ColumnId;
  /** Header text, also the column chooser's label. */
  label: string;
  /** The list's sort parameter for this column; absent = not sortable. */
  sort?: SortableField;
  numeric?: boolean;
  /** Shown whatever the column chooser says. */
  required?: boolean;
  /** Default width (table-layout: fixed, so pages never shift the columns); the user may resize. */
  widthRem: number;
  /** Off until the user turns it on in "Columns": the default set fits a 1,440 px screen. */
  hiddenByDefault?: boolean;
  /** `page.bidDigits`: the decimals of the bid column on this page (bidDigits), so bids align. */
  cell: (row: CampaignListRow, page?: PageFormat) => ReactNode;
}

/**
 * The order of a column's first click: numbers (ID, Bid, budgets, spend) start
 * with the largest, as in Google Ads; words start at A.
 */
export function firstSortOrder(field: SortableField): 'asc' | 'desc' {
  return Object.values(CAMPAIGN_COLUMNS).some((column) => column.sort === field && column.numeric)
    ? 'desc'
    : 'asc';
}

/** What a cell needs to know about the page it is on. */
export interface PageFormat {
  bidDigits: number;
}

const muted = (text: string) => <span className="text-slate-600 dark:text-slate-400">{text}</span>;

/**
 * The columns in display order. "Daily budget"/"Total budget" are the
 * settings (d_revenue, t_revenue); "Spent today"/"Spent total" are the
 * reference API's daily_budget/total_budget (docs/decisions/004).
 */
export const CAMPAIGN_COLUMNS: Record<ColumnId, CampaignColumn> = {
  cid: {
    id: 'cid',
    label: 'ID',
    sort: 'cid',
    numeric: true,
    required: true,
    widthRem: 4.5,
    cell: (r) => r.cid,
  },
  name: {
    id: 'name',
    label: 'Name',
    sort: 'name',
    required: true,
    widthRem: 13,
    cell: (r) => (
      <Link
        to="/campaigns/$cid"
        params={{ cid: r.cid }}
        className="font-medium break-words text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
      >
        {r.name || `Campaign ${r.cid}`}
      </Link>
    ),
  },
  type_name: {
    id: 'type_name',
    label: 'Type',
    sort: 'type_name',
    widthRem: 8,
    cell: (r) => r.type_name,
  },
  status: {
    id: 'status',
    label: 'Status',
    sort: 'status',
    widthRem: 7,
    cell: (r) => <StatusBadge status={r.status} name={r.status_name} />,
  },
  payout: {
    id: 'payout',
    label: 'Bid',
    sort: 'payout',
    numeric: true,
    widthRem: 7,
    cell: (r, page) => (
      <InlineEditCell cid={r.cid} field="payout" raw={r.payout}>
        {formatCurrency(r.payout, page?.bidDigits)}
      </InlineEditCell>
    ),
  },
  d_revenue: {
    id: 'd_revenue',
    label: 'Daily budget',
    sort: 'd_revenue',
    numeric: true,
    widthRem: 8,
    cell: (r) => (
      <InlineEditCell cid={r.cid} field="d_revenue" raw={r.d_revenue}>
        {formatBudget('d_revenue', r.d_revenue, formatCurrency)}
      </InlineEditCell>
    ),
  },
  daily_budget: {
    id: 'daily_budget',
    label: 'Spent today',
    sort: 'daily_budget',
    numeric: true,
    widthRem: 7.5,
    cell: (r) => formatCurrency(r.daily_budget),
  },
  t_revenue: {
    id: 't_revenue',
    label: 'Total budget',
    sort: 't_revenue',
    numeric: true,
    widthRem: 7.5,
    // The contract: a total budget of 0 means unlimited (formatBudget says so, muted here).
    cell: (r) => {
      const text = formatBudget('t_revenue', r.t_revenue, formatCurrency);
      return r.t_revenue === 0 ? muted(text) : text;
    },
  },
  total_budget: {
    id: 'total_budget',
    label: 'Spent total',
    sort: 'total_budget',
    numeric: true,
    widthRem: 7.5,
    cell: (r) => formatCurrency(r.total_budget),
  },
  geo: { id: 'geo', label: 'Geo', widthRem: 7.5, cell: (r) => <GeoCell geo={r.geo} /> },
  website: {
    id: 'website',
    label: 'Website',
    sort: 'website',
    widthRem: 12,
    hiddenByDefault: true,
    cell: (r) =>
      r.website ? (
        <span className="break-all">{r.website}</span>
      ) : (
        <>
          <span aria-hidden="true">{muted('—')}</span>
          <span className="sr-only">none</span>
        </>
      ),
  },
  bid_control_count: {
    id: 'bid_control_count',
    label: 'Bid control',
    sort: 'bid_control_count',
    numeric: true,
    widthRem: 6.5,
    hiddenByDefault: true,
    cell: (r) => formatCount(r.bid_control_count),
  },
};

export const OPTIONAL_COLUMNS = COLUMN_IDS.filter((id) => !CAMPAIGN_COLUMNS[id].required);
