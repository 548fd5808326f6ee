import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';

export interface ChipLabel {
  /** Names the chip and its remove button ("Remove Germany (DE)"). */
  text: string;
  /** A visible remark, e.g. that a code is unknown. */
  remark?: string;
}

export interface ValueChipsProps {
  values: readonly unknown[];
  labelFor: (value: unknown) => ChipLabel;
  /** Names the list, e.g. "Chosen countries". */
  listLabel: string;
  /** Without it the chips are read-only (values kept while "All" is on). */
  onRemove?: (index: number) => void;
  /** Where focus goes when the last chip is removed. */
  onEmptied?: () => void;
}

/** Chosen values as chips. Removal goes by index so equal-looking elements stay distinct. */
export function ValueChips({ values, labelFor, listLabel, onRemove, onEmptied }: ValueChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<number | null>(null);

  // The removed chip's button is gone: move focus to its neighbour once the
  // parent has re-rendered with the shorter list, so keyboard users stay put.
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    if (target) target.focus();
    else onEmptied?.();
  }, [values, onEmptied]);

  if (values.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={listLabel} className="flex flex-wrap gap-2">
      {values.map((value, index) => {
        const label = labelFor(value);
        return (
          <li
            // Index keys: arrays from the backend may hold duplicates.
            key={index}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm',
              onRemove
                ? 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
                : 'border-dashed border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-400',
            )}
          >
            <span>{label.text}</span>
            {label.remark ? (
              <span className="text-xs text-amber-800 dark:text-amber-300">({label.remark})</span>
            ) : null}
            {onRemove ? (
              <button
                type="button"
                aria-label={`Remove ${label.text}`}
                onClick={() => {
                  pendingFocus.current = index;
                  onRemove(index);
                }}
                className="-mr-1 rounded-full px-1 leading-none text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
