import { useEffect, useRef, useSyncExternalStore } from 'react';
import { mcpStepLog } from '../step-log-store';
import type { StepEntry } from '../types';
import { STEP_LABELS } from './step-labels';

const STATUS: Record<StepEntry['status'], { icon: string; text: string; className: string }> = {
  running: { icon: '…', text: 'Running', className: 'text-slate-700 dark:text-slate-300' },
  done: { icon: '✓', text: 'Done', className: 'text-green-800 dark:text-green-300' },
  failed: { icon: '✗', text: 'Failed', className: 'text-red-800 dark:text-red-300' },
  skipped: { icon: '–', text: 'Skipped', className: 'text-slate-700 dark:text-slate-300' },
};

/** The flow as an ordered list; open while connecting and after a failure. */
export function StepLog() {
  const log = useSyncExternalStore(mcpStepLog.subscribe, mcpStepLog.getSnapshot);
  const ref = useRef<HTMLDetailsElement>(null);
  const forceOpen = log.active || log.failed;
  useEffect(() => {
    if (forceOpen && ref.current) ref.current.open = true;
  }, [forceOpen]);
  if (log.entries.length === 0) return null;
  return (
    <details ref={ref} className="rounded-md border border-slate-300 p-3 dark:border-slate-700">
      <summary className="cursor-pointer font-medium">Connection steps</summary>
      <ol className="mt-2 space-y-1 text-sm">
        {log.entries.map((entry, index) => {
          const status = STATUS[entry.status];
          return (
            <li key={`${entry.step}-${index}`} className="flex gap-2">
              <span aria-hidden="true" className={status.className}>
                {status.icon}
              </span>
              <span>
                <span className={`font-medium ${status.className}`}>{status.text}:</span>{' '}
                {entry.title}
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  ({STEP_LABELS[entry.step]})
                </span>
                {entry.detail ? (
                  <span className="block break-all text-slate-700 dark:text-slate-300">
                    {entry.detail}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
