import type { ComponentProps } from 'react';
import { cn } from '@/components/ui/cn';

// Buttons of the schedule grid. Every one carries its grid position so the
// grid's single keydown/focus handler can run the roving tab stop.

type GridButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  row: number;
  col: number;
  active: boolean;
};

function GridButton({ row, col, active, className, ...props }: GridButtonProps) {
  return (
    <button
      type="button"
      data-row={row}
      data-col={col}
      tabIndex={active ? 0 : -1}
      // Lifted while focused, so the neighbours do not paint over the focus ring.
      className={cn(
        'focus-visible:relative focus-visible:z-10 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}

/** A day or hour toggle in a header cell: plain text, the whole header is the target. */
export function HeaderButton({ className, ...props }: GridButtonProps) {
  return (
    <GridButton
      className={cn(
        'rounded text-xs font-medium text-slate-700 tabular-nums hover:bg-slate-100',
        'disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800',
        className,
      )}
      {...props}
    />
  );
}

/**
 * One hour. On is a filled square and off a hollow one, so the state shows
 * without colour (and in forced-colours mode); aria-pressed tells screen readers.
 */
export function HourButton({ on, className, ...props }: GridButtonProps & { on: boolean }) {
  return (
    <GridButton
      aria-pressed={on}
      className={cn(
        'flex size-6 touch-none items-center justify-center rounded-sm hover:bg-slate-100',
        'disabled:opacity-60 disabled:hover:bg-transparent dark:hover:bg-slate-800',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none size-4 rounded-sm border-2 forced-color-adjust-none',
          on
            ? 'border-blue-700 bg-blue-700 forced-colors:border-[CanvasText] forced-colors:bg-[CanvasText] dark:border-blue-400 dark:bg-blue-400'
            : 'border-slate-500 bg-transparent forced-colors:border-[CanvasText] dark:border-slate-400',
        )}
      />
    </GridButton>
  );
}
