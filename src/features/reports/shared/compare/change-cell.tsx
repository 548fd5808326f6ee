import { cn } from '@/components/ui/cn';
import { changeText } from './change-text';
import type { RowChange } from './row-comparison';

// ≥ 4.5:1 on the white / slate-900 rows (WCAG AA for small text).
const GOOD = 'text-green-700 dark:text-green-400';
const BAD = 'text-red-700 dark:text-red-400';

/**
 * A "Change" cell: the arrow and the short form for the eye, the sentence
 * ("down 37.6%, −159.89") for screen readers; colour only repeats the words.
 */
export function ChangeCell({
  change,
  format,
  lowerIsBetter = false,
}: {
  change: RowChange | undefined;
  format: (value: string) => string;
  lowerIsBetter?: boolean;
}) {
  if (!change) return <>—</>;
  const text = changeText(change, format);
  const tone =
    text.direction === 'none'
      ? undefined
      : (text.direction === 'up') !== lowerIsBetter
        ? GOOD
        : BAD;
  return (
    <span className={cn('whitespace-nowrap', tone)}>
      <span className="sr-only">{text.spoken}</span>
      <span aria-hidden="true">{shownText(text)}</span>
    </span>
  );
}

/** A "Previous" cell: the value of the previous period, "—" when the row was not in it. */
export function previousText(change: RowChange | undefined, format: (value: string) => string) {
  return change?.previous === undefined ? '—' : format(change.previous);
}

const shownText = (text: { arrow?: string; shown: string }) =>
  `${text.arrow ? `${text.arrow} ` : ''}${text.shown}`;

/** What a "Change" cell shows, as text (its width in a table that draws some rows). */
export function changeShown(change: RowChange | undefined, format: (value: string) => string) {
  return change ? shownText(changeText(change, format)) : '—';
}
