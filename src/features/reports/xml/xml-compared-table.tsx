import { Suspense, useMemo } from 'react';
import type { XmlGroupBy, XmlStatsRow } from '@contract/reports';
import { cn } from '@/components/ui/cn';
import { previousPeriod } from '../shared/date-range';
import { dayKey, dayOfKey } from '../shared/compare/day-key';
import { ChangeCell, changeShown, previousText } from '../shared/compare/change-cell';
import { CompareBySelect } from '../shared/compare/compare-by-select';
import { COMPARE_COLUMNS, CompareHeaders } from '../shared/compare/compare-headers';
import { isCompareSortKey, sortByComparison } from '../shared/compare/compare-sort';
import {
  compareRows,
  numberText,
  rowChange,
  type RowChange,
} from '../shared/compare/row-comparison';
import { cellOf, onlyKey, type CellValue } from './columns';
import { currencyAmount } from '@/lib/format/money-cell';
import { formatCell, isMoneyColumn } from './format-cell';
import { BiggestChanges } from '../shared/compare/lazy-biggest-changes';
import type { XmlExtraColumns } from './xml-table';
import { XmlTableView, type XmlTableViewProps } from './xml-table-view';

/** The longest of the texts `text` gives the rows, in characters. */
const widest = (rows: readonly XmlStatsRow[], text: (row: XmlStatsRow) => string) =>
  rows.reduce((most, row) => Math.max(most, text(row).length), 1);

/** The metric compared when the URL names none, or one these rows lack. */
export const DEFAULT_XML_COMPARE_BY = 'gross_revenue';

export interface XmlComparedTableProps extends Omit<XmlTableViewProps, 'comparison' | 'children'> {
  /** The previous period's rows (until they come, the table as it is without): comparing adds "Previous", "Change" and "Biggest changes". */
  previous: XmlStatsRow[] | undefined;
  totals?: Record<string, CellValue>;
  previousTotals?: Record<string, CellValue>;
  groupBy: XmlGroupBy;
  from: string;
  to: string;
  compareBy: string | undefined;
  onCompareBy(metric: string): void;
  hrefOfOnly(key: string): string;
  /** Turns "Compare to previous period" off (the way out when this code cannot be loaded). */
  onStopComparing(): void;
}

/**
 * The XML table with the previous period beside it: rows matched by key
 * (a day by its offset within the period, a country, a sub ID), rows of the
 * previous period the current one lacks added as "Gone" (no current values).
 * Loaded only when a comparison is asked for (xml-results.tsx).
 */
export default function XmlComparedTable(props: XmlComparedTableProps) {
  const { rows, previous, columns, keyColumn, groupBy, from, to, sort, only } = props;
  const metrics = useMemo(() => columns.filter((c) => c.numeric), [columns]);
  const metric =
    metrics.find((m) => m.key === props.compareBy) ??
    metrics.find((m) => m.key === DEFAULT_XML_COMPARE_BY) ??
    metrics[0];
  const format = (value: string) => formatCell(metric?.key ?? '', Number(value));
  // A rounded money value keeps its exact one in the cell's title, as the other cells do.
  const previousExact = (change: RowChange | undefined) =>
    change?.previous !== undefined && isMoneyColumn(metric?.key ?? '')
      ? currencyAmount(change.previous).exact
      : undefined;

  const compared = useMemo(() => {
    if (!previous || !metric) return undefined;
    const before = previousPeriod({ from, to });
    const keyIn = (start: string) => (row: XmlStatsRow) =>
      groupBy === 'day' ? dayKey(start, row.date) : String(row[keyColumn] ?? '');
    const comparison = compareRows(
      rows,
      previous,
      { current: keyIn(from), previous: keyIn(before.from) },
      (row) => numberText(cellOf(row, metric.key)),
    );
    const changes = new Map<XmlStatsRow, RowChange>();
    for (const row of rows) {
      const change = comparison.byKey.get(keyIn(from)(row));
      if (change) changes.set(row, change);
    }
    const gone = comparison.gone.map(({ key, change }) => {
      const row: XmlStatsRow = {
        [keyColumn]: groupBy === 'day' ? dayOfKey(from, key) : key,
      };
      changes.set(row, change);
      return row;
    });
    return { all: [...rows, ...gone], changes, repeated: comparison.repeated };
  }, [rows, previous, metric, from, to, groupBy, keyColumn]);

  const all = compared?.all ?? rows;
  const keyOf = (row: XmlStatsRow) => String(row[keyColumn] ?? '');
  const wanted = onlyKey(keyColumn, only);
  const shown = wanted === undefined ? all : all.filter((row) => keyOf(row) === wanted);
  const labelOf = (key: string) => formatCell(keyColumn, key);
  const changeOf = (row: XmlStatsRow) => compared?.changes.get(row);
  // The Total row adds up the rows shown: with one key shown it is that row, and so is
  // its comparison (the period's totals would sit beside one row's numbers).
  const total =
    only !== undefined
      ? shown.length === 1 && shown[0]
        ? changeOf(shown[0])
        : undefined
      : metric && props.totals && props.previousTotals
        ? rowChange(
            'total',
            numberText(props.totals[metric.key]),
            numberText(props.previousTotals[metric.key]),
            { current: true, previous: true },
          )
        : undefined;
  const sortByChange =
    compared && metric && isCompareSortKey(sort.sort)
      ? (list: readonly XmlStatsRow[]) =>
          sortByComparison(list, changeOf, sort.sort as 'previous', sort.order)
      : undefined;
  const headerClass = 'px-3 py-2 font-medium text-slate-900 dark:text-slate-100';

  const view = {
    rows: all,
    columns,
    keyColumn,
    caption: props.caption,
    filename: props.filename,
    sort,
    onSort: props.onSort,
    only,
    onOnly: props.onOnly,
  };
  if (!compared || !metric) return <XmlTableView {...view} />;
  const extra: XmlExtraColumns = {
    keys: COMPARE_COLUMNS,
    widths: (list) => [
      widest(list, (row) => previousText(changeOf(row), format)),
      widest(list, (row) => changeShown(changeOf(row), format)),
    ],
    sort: sortByChange,
    headers: (
      <CompareHeaders
        sort={sort.sort}
        order={sort.order}
        onSort={props.onSort}
        buttonClassName={cn('w-full hover:underline', headerClass)}
      />
    ),
    cells: (row) => (
      <>
        <td className="px-3 text-right tabular-nums" title={previousExact(changeOf(row))}>
          {previousText(changeOf(row), format)}
        </td>
        <td className="px-3 text-right tabular-nums">
          <ChangeCell
            change={changeOf(row)}
            format={format}
            lowerIsBetter={metric.key.includes('invalid')}
          />
        </td>
      </>
    ),
    totals: (
      <>
        <td className="px-3 py-2 text-right tabular-nums" title={previousExact(total)}>
          {previousText(total, format)}
        </td>
        <td className="px-3 py-2 text-right tabular-nums">
          <ChangeCell
            change={total}
            format={format}
            lowerIsBetter={metric.key.includes('invalid')}
          />
        </td>
      </>
    ),
  };

  return (
    <XmlTableView {...view} comparison={{ extra, exported: { metric: metric.key, changeOf } }}>
      <CompareBySelect
        value={metric.key}
        options={metrics.map((m) => ({ value: m.key, label: m.header }))}
        onChange={props.onCompareBy}
      />
      <Suspense fallback={null}>
        <BiggestChanges
          changes={[...compared.changes.values()]}
          metricLabel={metric.header}
          labelOf={(change) => labelOf(displayKey(change.key))}
          format={format}
          hrefOf={(change) => props.hrefOfOnly(displayKey(change.key))}
          onPick={(change) => props.onOnly(displayKey(change.key))}
        />
      </Suspense>
      {compared.repeated.length ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Not compared, as one period names them more than once:{' '}
          {compared.repeated.map((key) => labelOf(displayKey(key))).join(', ')}.
        </p>
      ) : null}
    </XmlTableView>
  );

  // A change's key as the table's key column holds it: a day offset becomes its date.
  function displayKey(key: string): string {
    return groupBy === 'day' ? dayOfKey(from, key) : key;
  }
}
