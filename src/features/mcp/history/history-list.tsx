import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { HistoryEntry } from '../types';
import { JsonView } from '../results/json-view';
import { isJsonObject, toJsonText } from '../results/json-text';
import { useCopy } from './use-copy';
import { formatTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  /** Shown as "Clear history" when given and there are entries. */
  onClear?: () => void;
}

function outcome(entry: HistoryEntry): 'Error' | 'Tool error' | 'OK' {
  if (entry.error) return 'Error';
  return isJsonObject(entry.response) && entry.response.isError === true ? 'Tool error' : 'OK';
}

function HistoryItem({ entry, onCopy }: { entry: HistoryEntry; onCopy: (text: string) => void }) {
  const titleId = useId();
  const result = outcome(entry);
  const when = new Date(entry.at);
  const responseText = entry.response !== undefined ? toJsonText(entry.response) : entry.error;
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {entry.kind}
        </span>
        <code
          id={titleId}
          className="font-mono font-medium break-all text-slate-900 dark:text-slate-100"
        >
          {entry.name}
        </code>
        <time
          dateTime={Number.isNaN(when.getTime()) ? undefined : when.toISOString()}
          className="text-slate-600 dark:text-slate-400"
        >
          {Number.isNaN(when.getTime()) ? 'unknown time' : formatTime(when)}
        </time>
        <span className="text-slate-600 dark:text-slate-400">
          {formatCount(Math.round(entry.durationMs))} ms
        </span>
        <span
          className={cn(
            'font-medium',
            result === 'OK'
              ? 'text-green-800 dark:text-green-300'
              : 'text-red-700 dark:text-red-400',
          )}
        >
          {result}
        </span>
      </div>
      {entry.error ? <p className="text-sm text-red-700 dark:text-red-400">{entry.error}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-describedby={titleId}
          onClick={() => onCopy(toJsonText(entry.request))}
        >
          Copy request
        </Button>
        <Button
          variant="secondary"
          aria-describedby={titleId}
          disabled={responseText === undefined}
          onClick={() => onCopy(responseText ?? '')}
        >
          Copy response
        </Button>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-slate-100">
          Request and response
        </summary>
        <div className="mt-2 space-y-2">
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">Request</p>
          <JsonView value={entry.request} />
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100">Response</p>
          {entry.response !== undefined ? (
            <JsonView value={entry.response} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {entry.error ? 'No response: the call failed.' : 'No response.'}
            </p>
          )}
        </div>
      </details>
    </li>
  );
}

/** The calls of this session, newest first, each with its request and response to copy. */
export function HistoryList({ entries, onClear }: HistoryListProps) {
  const headingId = useId();
  const { message, copy } = useCopy();
  const newestFirst = [...entries].sort((a, b) => b.at - a.at);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          History
        </h2>
        {onClear && entries.length > 0 ? (
          <Button variant="ghost" onClick={onClear}>
            Clear history
          </Button>
        ) : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm text-slate-700 dark:text-slate-300"
      >
        {message}
      </p>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No calls yet in this session.</p>
      ) : (
        <ol className="space-y-3">
          {newestFirst.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} onCopy={(text) => void copy(text)} />
          ))}
        </ol>
      )}
    </section>
  );
}
