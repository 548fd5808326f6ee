import type { MouseEvent } from 'react';
import { useId } from 'react';
import { changeText } from './change-text';
import { biggestChanges, type RowChange } from './row-comparison';

export interface BiggestChangesProps {
  changes: readonly RowChange[];
  /** The compared metric, in words ("Gross revenue"). */
  metricLabel: string;
  /** A row's name as the table shows its key ("Denmark (DK)"). */
  labelOf(change: RowChange): string;
  format(value: string): string;
  /** The address of the table filtered to this row (a real link: it opens in a new tab too). */
  hrefOf(change: RowChange): string;
  /** The link was followed in this tab. */
  onPick(change: RowChange): void;
}

function ChangeList({
  title,
  changes,
  empty,
  ...props
}: Omit<BiggestChangesProps, 'changes' | 'metricLabel'> & {
  title: string;
  changes: RowChange[];
  empty: string;
}) {
  const headingId = useId();
  const follow = (change: RowChange) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    props.onPick(change);
  };
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-1 text-sm">
          {changes.map((change) => {
            const text = changeText(change, props.format);
            const before = change.previous === undefined ? '—' : props.format(change.previous);
            const after = change.current === undefined ? '—' : props.format(change.current);
            return (
              <li key={change.key}>
                <a
                  href={props.hrefOf(change)}
                  onClick={follow(change)}
                  className="font-medium text-blue-700 underline hover:no-underline dark:text-blue-300"
                >
                  {props.labelOf(change)}
                </a>
                <span className="tabular-nums">
                  {': '}
                  {before} → {after}, <span className="sr-only">{text.spoken}</span>
                  <span aria-hidden="true">{text.shown}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/**
 * "Biggest changes": the 3 largest rises and falls of the compared metric
 * among the grouped rows, each a link to the table filtered to that row.
 */
export function BiggestChanges({ changes, metricLabel, ...props }: BiggestChangesProps) {
  const headingId = useId();
  const { rises, falls } = biggestChanges(changes);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Biggest changes
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {metricLabel}, against the previous period.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChangeList {...props} title="Largest rises" changes={rises} empty="Nothing rose." />
        <ChangeList {...props} title="Largest falls" changes={falls} empty="Nothing fell." />
      </div>
    </section>
  );
}
