import { useMemo } from 'react';
import { columnDefsOf } from './columns';
import { rollUp, rollupColumns } from './rollup';
import { createRowModel, type RowModel } from './row-model';
import type { Column, GroupBy, SortOrder } from './view-search';

// The region's name says what the rows are: "grouped by country".
export const GROUP_LABEL: Record<GroupBy, string> = {
  date: 'date',
  feed: 'feed',
  geo: 'country',
  subid: 'sub ID',
};

/** The "Group by" rollup of the filtered rows, sorted as shown; undefined when not grouped. */
export function useShownRollup(
  model: RowModel | undefined,
  view: Int32Array | undefined,
  group: GroupBy | undefined,
  sort: Column,
  order: SortOrder,
) {
  const rolled = useMemo(() => {
    if (!group || !model || !view) return undefined;
    const rows = rollUp(model.rows, view, group);
    const columns = rollupColumns(group);
    return { group, rows, columns, columnDefs: columnDefsOf(columns), model: createRowModel(rows) };
  }, [model, view, group]);
  return useMemo(
    () => (rolled ? { ...rolled, order: rolled.model.order(sort, order) } : undefined),
    [rolled, sort, order],
  );
}
