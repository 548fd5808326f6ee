import { STATUS_NAMES, type CampaignListRow, type CampaignStatus } from '@contract/campaigns';
import type { CampaignColumn, ColumnId } from './campaign-columns';

/**
 * The plain value of each column for a spreadsheet: numbers stay numbers so
 * they sum, the status by name, countries space-separated. Kept here rather
 * than beside each column's cell so the table's file stays about the screen;
 * the Record makes a new ColumnId without a value fail to compile. Text is
 * made formula-safe by contract/csv.ts, the one encoder.
 */
const CSV_VALUE: Record<ColumnId, (row: CampaignListRow) => unknown> = {
  cid: (r) => r.cid,
  name: (r) => r.name,
  type_name: (r) => r.type_name,
  // The server's name wins, as on screen; the contract's table covers a blank one.
  status: (r) => r.status_name.trim() || STATUS_NAMES[r.status as CampaignStatus],
  payout: (r) => r.payout,
  d_revenue: (r) => r.d_revenue,
  daily_budget: (r) => r.daily_budget,
  // 0 means unlimited: the screen says "Unlimited", the file keeps the number a spreadsheet sums.
  t_revenue: (r) => r.t_revenue,
  total_budget: (r) => r.total_budget,
  geo: (r) => r.geo.join(' '),
  website: (r) => r.website,
  bid_control_count: (r) => r.bid_control_count,
};

/** The header: each visible column's label, in display order. */
export function listCsvHeader(columns: readonly CampaignColumn[]): string[] {
  return columns.map((column) => column.label);
}

/** The rows as CSV cells, lazily (the chunked builder pulls them as it writes). */
export function* listCsvRows(
  rows: readonly CampaignListRow[],
  columns: readonly CampaignColumn[],
): Generator<unknown[]> {
  for (const row of rows) yield columns.map((column) => CSV_VALUE[column.id](row));
}

/** campaigns_<yyyy-mm-dd>.csv, by the reader's local date (the day they exported it). */
export function listCsvFilename(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `campaigns_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
