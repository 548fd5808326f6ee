import { useMemo } from 'react';
import type { SearchReportRow } from '@contract/reports';
import { previousPeriod } from '../shared/date-range';
import { dayKey, dayOfKey } from '../shared/compare/day-key';
import { isCompareSortKey, sortByComparison } from '../shared/compare/compare-sort';
import { compareRows, type RowChange } from '../shared/compare/row-comparison';
import { columnDefsOf } from './columns';
import { rollUp, rollupColumns } from './rollup';
import { createRowModel, type RowModel } from './row-model';
import type { CompareMetric, GroupBy, SortKey, SortOrder } from './view-search';

export interface ComparedRollupInput {
  model: RowModel | undefined;
  view: Int32Array | undefined;
  group: GroupBy | undefined;
  sort: SortKey;
  order: SortOrder;
  /** The previous period's rows and the same filter's view of them; comparing when given. */
  previous?: { model: RowModel; view: Int32Array };
  metric: CompareMetric;
  from: string;
  to: string;
  /** Only the row of this key ("Biggest changes" links). */
  only: string | undefined;
}

/** A grouped row's key as the URL's `only` names it. */
export function keyText(row: SearchReportRow, group: GroupBy): string {
  return String(row[group]);
}

/**
 * The "Group by" rollup (as useShownRollup), compared with the previous
 * period when there is one: the rows matched BY KEY (a date by its offset
 * within the period; feed, country code, sub ID as they are), the previous
 * period's groups the current one lacks added as rows of zeros ("Gone"), the
 * order by any column or by "Previous"/"Change", then the one-key filter.
 */
export function useComparedRollup(input: ComparedRollupInput) {
  const { model, view, group, previous, metric, from, to } = input;
  const rolled = useMemo(() => {
    if (!group || !model || !view) return undefined;
    const current = rollUp(model.rows, view, group);
    const columns = rollupColumns(group);
    if (!previous) return { group, columns, rows: current, changes: undefined };
    const before = rollUp(previous.model.rows, previous.view, group);
    const keyIn = (start: string) => (row: SearchReportRow) =>
      group === 'date' ? dayKey(start, row.date) : keyText(row, group);
    const comparison = compareRows(
      current,
      before,
      { current: keyIn(from), previous: keyIn(previousPeriod({ from, to }).from) },
      (row) => String(row[metric]),
    );
    const changes: (RowChange | undefined)[] = current.map((row) =>
      comparison.byKey.get(keyIn(from)(row)),
    );
    const gone = comparison.gone.map(({ row }) => goneRow(row, group, from, to));
    return {
      group,
      columns,
      rows: [...current, ...gone],
      changes: [...changes, ...comparison.gone.map((g) => g.change)],
    };
  }, [model, view, group, previous, metric, from, to]);

  const rowModel = useMemo(() => (rolled ? createRowModel(rolled.rows) : undefined), [rolled]);
  const { sort, order, only } = input;
  return useMemo(() => {
    if (!rolled || !rowModel) return undefined;
    const changes = rolled.changes;
    const byComparison = isCompareSortKey(sort) && changes !== undefined;
    const sorted = byComparison
      ? Int32Array.from(
          sortByComparison(Array.from(rolled.rows.keys()), (i) => changes[i], sort, order),
        )
      : rowModel.order(
          isCompareSortKey(sort) ? rolled.group : sort,
          isCompareSortKey(sort) ? 'asc' : order,
        );
    // The rows' country codes are upper-case (search-queries.ts): a link's "us" is US.
    const key = rolled.group === 'geo' ? only?.toUpperCase() : only;
    const shown =
      key === undefined
        ? sorted
        : sorted.filter((i) => {
            const row = rolled.rows[i];
            return row !== undefined && keyText(row, rolled.group) === key;
          });
    return {
      ...rolled,
      columnDefs: columnDefsOf(rolled.columns),
      model: rowModel,
      order: shown,
      sort: byComparison || !isCompareSortKey(sort) ? sort : rolled.group,
      sortOrder: byComparison || !isCompareSortKey(sort) ? order : ('asc' as const),
      compare: changes ? { metric, changes } : undefined,
    };
  }, [rolled, rowModel, sort, order, only, metric]);
}

/** A group of the previous period only: its key, with zeros now (ratios without a divisor: ''). */
function goneRow(row: SearchReportRow, group: GroupBy, from: string, to: string): SearchReportRow {
  const key =
    group === 'date' ? shiftDay(row.date, from, previousPeriod({ from, to }).from) : row[group];
  return {
    date: '',
    feed: 0,
    geo: '',
    subid: '',
    [group]: key,
    total: '0',
    monetized: '0',
    clicks: '0',
    revenue: '0',
    epc: '',
    rpm: '',
  };
}

// The day of the current period at the same offset as `day` in the previous one
// (a day that is no calendar date stays as it is).
function shiftDay(day: string, from: string, previousFrom: string): string {
  return dayOfKey(from, dayKey(previousFrom, day));
}
