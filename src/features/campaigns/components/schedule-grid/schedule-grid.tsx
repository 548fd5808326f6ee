import { useId, useMemo } from 'react';
import { HeaderButton, HourButton } from './grid-buttons';
import { cellAt, type GridPosition } from './grid-navigation';
import {
  DAY_NAMES,
  HOURS,
  cellIndex,
  cellName,
  countOn,
  hourName,
  setCells,
  toggleDay,
  toggleHour,
} from './schedule-cells';
import {
  emptyShapeLike,
  isAbsentSchedule,
  readSchedule,
  writeSchedule,
} from '@/features/campaigns/model/schedule-shape';
import { UnreadableSchedule } from './unreadable-schedule';
import { useDragPaint } from './use-drag-paint';
import { useRovingFocus } from './use-roving-focus';

export interface ScheduleGridProps {
  /** The schedule exactly as the service sent it (flat 168 or nested 7 x 24). */
  value: unknown;
  /** Receives all 168 values, in the shape and element types of `value`. */
  onChange: (next: unknown) => void;
  disabled?: boolean;
  /** The grid's accessible name, e.g. "Weekly schedule". */
  label: string;
  describedBy?: string;
}

/** A 7-day x 24-hour on/off grid: click, drag, whole-day/hour toggles and the keyboard. */
export function ScheduleGrid({
  value,
  onChange,
  disabled = false,
  label,
  describedBy,
}: ScheduleGridProps) {
  // No schedule yet starts empty; a schedule that cannot be read is never edited.
  const read = useMemo(
    () => readSchedule(isAbsentSchedule(value) ? emptyShapeLike(value) : value),
    [value],
  );
  const cells = useMemo(() => read?.cells ?? [], [read]);
  const emit = (next: boolean[]) => {
    if (read) onChange(writeSchedule(next, read.shape));
  };
  const drag = useDragPaint(cells, disabled, emit);
  // Shift+arrow carries the current cell's state along, like a keyboard drag.
  const paintAlong = (from: GridPosition, to: GridPosition) => {
    const [fromCell, toCell] = [cellAt(from), cellAt(to)];
    if (disabled || fromCell === undefined || toCell === undefined) return;
    if (cells[toCell] !== cells[fromCell]) emit(setCells(cells, [toCell], cells[fromCell]!));
  };
  const roving = useRovingFocus(paintAlong);
  const summaryId = useId();
  const hintId = useId();

  if (!read) return <UnreadableSchedule label={label} describedBy={describedBy} />;

  const { isActive } = roving;

  return (
    <div className="space-y-2">
      {/* Narrow screens scroll the grid sideways instead of shrinking the cells. Disabled
          cells take no focus, so the scrolling box itself does then, or a keyboard could not
          scroll it (axe: scrollable-region-focusable). */}
      <div
        className="overflow-x-auto pb-1"
        role={disabled ? 'region' : undefined}
        aria-label={disabled ? `${label}, read only` : undefined}
        tabIndex={disabled ? 0 : undefined}
      >
        <table
          role="grid"
          aria-label={label}
          aria-describedby={[summaryId, disabled ? '' : hintId, describedBy]
            .filter(Boolean)
            .join(' ')}
          aria-disabled={disabled || undefined}
          onKeyDown={(event) => {
            drag.forgetPress();
            roving.onKeyDown(event);
          }}
          onFocus={roving.onFocus}
          onPointerMove={drag.onGridPointerMove}
          className="border-separate border-spacing-0.5 select-none"
        >
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" aria-label={hourName(hour)} className="p-0">
                  <HeaderButton
                    row={0}
                    col={hour + 1}
                    active={isActive(0, hour + 1)}
                    disabled={disabled}
                    aria-label={`Toggle ${hourName(hour)} on all days`}
                    onClick={() => emit(toggleHour(cells, hour))}
                    className="h-6 w-6"
                  >
                    {String(hour).padStart(2, '0')}
                  </HeaderButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAY_NAMES.map((day, d) => (
              <tr key={day}>
                <th scope="row" aria-label={day} className="p-0 pr-1 text-left">
                  <HeaderButton
                    row={d + 1}
                    col={0}
                    active={isActive(d + 1, 0)}
                    disabled={disabled}
                    aria-label={`Toggle all of ${day}`}
                    onClick={() => emit(toggleDay(cells, d))}
                    className="h-6 w-10 px-1 text-left"
                  >
                    {day.slice(0, 3)}
                  </HeaderButton>
                </th>
                {HOURS.map((hour) => {
                  const index = cellIndex(d, hour);
                  return (
                    <td key={hour} className="p-0">
                      <HourButton
                        row={d + 1}
                        col={hour + 1}
                        active={isActive(d + 1, hour + 1)}
                        on={cells[index] ?? false}
                        disabled={disabled}
                        aria-label={cellName(d, hour)}
                        data-cell={index}
                        onPointerDown={(event) => drag.onCellPointerDown(index, event)}
                        onPointerEnter={(event) => drag.onCellPointerEnter(index, event)}
                        onClick={() => {
                          if (!drag.takeClick(index)) emit(setCells(cells, [index], !cells[index]));
                        }}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <p id={summaryId} role="status" className="font-medium text-slate-900 dark:text-slate-100">
          {countOn(cells)} of {cells.length} hours on
        </p>
        {disabled ? null : (
          <p id={hintId} className="text-slate-600 dark:text-slate-400">
            Click or drag to switch hours; arrow keys move, Space switches, Shift+arrow paints.
          </p>
        )}
      </div>
    </div>
  );
}
