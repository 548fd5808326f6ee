import type { ReactNode } from 'react';
import type { XmlStatsRow } from '@contract/reports';
import { OnlyKeyNote } from '../shared/compare/only-key-note';
import type { RowChange } from '../shared/compare/row-comparison';
import { onlyKey, type Column } from './columns';
import { formatCell } from './format-cell';
import { sortRows, type XmlSort } from './xml-sort';
import { XmlTable, type XmlExtraColumns } from './xml-table';
import { XmlViewExport } from './xml-view-export';

export interface XmlTableViewProps {
  rows: XmlStatsRow[];
  columns: Column[];
  keyColumn: string;
  caption: string;
  filename: string;
  sort: XmlSort;
  onSort(key: string): void;
  /** The one key the table is filtered to ("Biggest changes" links there). */
  only: string | undefined;
  onOnly(key: string | undefined): void;
  /** While comparing (xml-compared-table.tsx): its columns, their sort and its CSV columns. */
  comparison?: {
    extra: XmlExtraColumns;
    exported: { metric: string; changeOf(row: XmlStatsRow): RowChange | undefined };
  };
  /** Above the table's own controls (the comparison's "Compare by" and "Biggest changes"). */
  children?: ReactNode;
}

/**
 * The XML table with its one-key filter and "Export current view": the whole view
 * when no comparison is asked for. The comparison's code (its matching, columns
 * and "Biggest changes") loads only when one is, and renders this view with its
 * columns added (xml-results.tsx).
 */
export function XmlTableView(props: XmlTableViewProps) {
  const { rows, columns, keyColumn, sort, only, comparison } = props;
  const wanted = onlyKey(keyColumn, only);
  const shown =
    wanted === undefined ? rows : rows.filter((row) => String(row[keyColumn] ?? '') === wanted);
  const sortByChange = comparison?.extra.sort;
  return (
    <div className="space-y-3">
      {props.children}
      {only !== undefined ? (
        <OnlyKeyNote
          label={formatCell(keyColumn, wanted ?? '')}
          onClear={() => props.onOnly(undefined)}
        />
      ) : null}
      <XmlViewExport
        rows={sortByChange ? sortByChange(shown) : sortRows(shown, sort, columns)}
        columns={columns}
        compare={comparison?.exported}
        filename={props.filename}
        primary={only !== undefined}
      />
      <XmlTable
        rows={shown}
        columns={columns}
        caption={props.caption}
        sort={sort}
        onSort={props.onSort}
        extra={comparison?.extra}
      />
    </div>
  );
}
