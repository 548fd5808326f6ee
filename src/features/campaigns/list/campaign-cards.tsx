import { memo, useMemo } from 'react';
import type { CampaignListRow } from '@contract/campaigns';
import { cn } from '@/components/ui/cn';
import { bidDigits } from '@/lib/format/money';
import { useDensity, type Density } from '@/lib/use-density';
import { RowStatusAction } from '../bulk-status/row-status-action';
import type { CampaignSelection } from '../bulk-status/use-campaign-selection';
import {
  CAMPAIGN_COLUMNS,
  type CampaignColumn,
  type ColumnId,
  type PageFormat,
} from './campaign-columns';
import { PageSelectCheckbox, RowSelectCheckbox } from './selection-cells';

export interface CampaignCardsProps {
  /** undefined while the first page loads: skeleton cards are shown. */
  rows: readonly CampaignListRow[] | undefined;
  /** The visible columns: the card lists the same figures as the table would. */
  columns: readonly CampaignColumn[];
  selection: CampaignSelection;
  stale: boolean;
  skeletonRows: number;
}

// Drawn in the card's head rather than in its list of figures.
const IN_HEAD = new Set<ColumnId>(['cid', 'name', 'type_name', 'status']);

// The figures edited in place (inline-edit-cell.tsx).
const EDITABLE = new Set<ColumnId>(['payout', 'd_revenue']);

const CARD: Record<Density, string> = { compact: 'p-2', comfortable: 'p-3' };
const FIGURES: Record<Density, string> = { compact: 'mt-1 gap-y-0.5', comfortable: 'mt-2 gap-y-1' };

interface CardProps {
  row: CampaignListRow;
  figures: readonly CampaignColumn[];
  selected: boolean;
  onToggle: CampaignSelection['toggle'];
  density: Density;
  page: PageFormat;
}

/**
 * One campaign as a card: the table's actions (select, edit link, inline edits
 * of the bid and daily budget, the status action) with its figures as a list.
 * Memoized like the table's rows, so selecting one re-renders one card.
 */
const CampaignCard = memo(function CampaignCard({
  row,
  figures,
  selected,
  onToggle,
  density,
  page,
}: CardProps) {
  return (
    // `relative`: the visually hidden texts inside are placed within the card.
    <li
      className={cn(
        'relative rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
        CARD[density],
      )}
    >
      <div className="flex items-start gap-2">
        <div className="pt-0.5">
          <RowSelectCheckbox row={row} selected={selected} onToggle={onToggle} />
        </div>
        <div className="min-w-0 flex-1">
          <div className="truncate">{CAMPAIGN_COLUMNS.name.cell(row)}</div>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            ID {CAMPAIGN_COLUMNS.cid.cell(row)} · {CAMPAIGN_COLUMNS.type_name.cell(row)}
          </p>
        </div>
        {/* Status and its action share the head: no row of its own for one button. */}
        <div className="flex shrink-0 items-center gap-1.5">
          {CAMPAIGN_COLUMNS.status.cell(row)}
          <RowStatusAction row={row} />
        </div>
      </div>
      {/* Three figures a line, label over value: six figures take two short lines. */}
      <dl className={cn('grid grid-cols-3 gap-x-3 text-sm', FIGURES[density])}>
        {figures.map((column) => (
          // Numbers line up on the right, as in the table's columns.
          <div key={column.id} className={cn('min-w-0', column.numeric && 'text-right')}>
            <dt className="truncate text-xs text-slate-600 dark:text-slate-400">{column.label}</dt>
            {/* Editable figures keep overflow visible: their save note floats below them. */}
            <dd
              className={cn(
                EDITABLE.has(column.id) ? 'break-words' : 'truncate',
                column.numeric && 'tabular-nums',
              )}
            >
              {column.cell(row, page)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
});

/**
 * The campaign list on a narrow screen: cards instead of a table wider than the
 * phone. The default export is for React.lazy: wide screens never load it.
 */
export default function CampaignCards({
  rows,
  columns,
  selection,
  stale,
  skeletonRows,
}: CampaignCardsProps) {
  const [density] = useDensity();
  // One array per column choice, so the memoized cards see the same figures.
  const figures = useMemo(() => columns.filter((column) => !IN_HEAD.has(column.id)), [columns]);
  const page = useMemo(() => ({ bidDigits: bidDigits(rows?.map((r) => r.payout) ?? []) }), [rows]);
  return (
    <div aria-busy={rows === undefined || stale} className="space-y-2">
      {rows?.length ? (
        // The label's control is the checkbox PageSelectCheckbox renders inside it.
        // eslint-disable-next-line jsx-a11y/label-has-associated-control
        <label className="flex items-center gap-2 px-2 text-sm">
          <PageSelectCheckbox rows={rows} selection={selection} />
          <span aria-hidden="true">Select all on this page</span>
        </label>
      ) : null}
      <ul
        aria-label="Campaigns"
        className={cn(
          'space-y-2 transition-opacity',
          density === 'compact' && 'space-y-1.5',
          stale && 'opacity-50',
        )}
      >
        {rows
          ? rows.map((row) => (
              <CampaignCard
                key={row.cid}
                row={row}
                figures={figures}
                selected={selection.isSelected(row.cid)}
                onToggle={selection.toggle}
                density={density}
                page={page}
              />
            ))
          : Array.from({ length: skeletonRows }, (_, index) => (
              <li
                key={index}
                aria-hidden="true"
                className="h-28 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800"
              />
            ))}
      </ul>
    </div>
  );
}
