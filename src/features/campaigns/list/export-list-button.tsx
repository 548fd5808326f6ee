import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount, formatCountOf } from '@/lib/format/number';
import { useAppContext } from '@/router-context';
import type { CampaignListRow } from '@contract/campaigns';
import type { CampaignListParams } from '../api/list-params';
import type { CampaignColumn } from './campaign-columns';
import { errorMessage } from '@/lib/code-load-error';

type State =
  | { kind: 'idle'; message?: string }
  | { kind: 'running'; loaded: number; total: number }
  | { kind: 'failed'; message: string };

const campaigns = (n: number) => formatCountOf(n, 'campaign', 'campaigns');

/**
 * "Export CSV" of the campaign table: every campaign matching the current
 * filters (paged at 200, or the rows the Country filter kept), the visible
 * columns, with progress and Cancel.
 * The paging and CSV code load on first use.
 */
export function ExportListButton({
  view,
  columns,
  total,
  rows,
  save,
}: {
  /** The list's view; a page or perPage in it is ignored. */
  view: Omit<CampaignListParams, 'page' | 'perPage'>;
  columns: readonly CampaignColumn[];
  total: number | undefined;
  /** The matching rows when already read (the Country filter): exported without reading again. */
  rows?: readonly CampaignListRow[];
  /** Saves the file (the browser's download by default). */
  save?: (blob: Blob, filename: string) => void;
}) {
  const { api } = useAppContext();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController>(undefined);
  const exportButton = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  useEffect(() => () => controller.current?.abort(), []);

  const running = state.kind === 'running';
  const reason =
    total === undefined
      ? 'Available once the list has loaded.'
      : total === 0
        ? 'No campaigns to export.'
        : undefined;

  async function run() {
    controller.current = new AbortController();
    const { signal } = controller.current;
    setState({ kind: 'running', loaded: 0, total: total ?? 0 });
    try {
      const { exportList, saveBlob } = await import('./export-list');
      const file = await exportList(api, view, columns, {
        rows,
        signal,
        onProgress: (loaded, of) => setState({ kind: 'running', loaded, total: of }),
      });
      (save ?? saveBlob)(file.blob, file.filename);
      setState({ kind: 'idle', message: `Exported ${campaigns(file.count)}` });
    } catch (error) {
      if (signal.aborted) setState({ kind: 'idle', message: 'Export cancelled' });
      else setState({ kind: 'failed', message: errorMessage(error, '') });
    }
  }

  function cancel() {
    controller.current?.abort();
    // Cancel leaves the page with the run: focus goes back to where it started.
    exportButton.current?.focus();
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {/* aria-disabled, not disabled: it keeps focus during a run and can be told why. */}
      <Button
        ref={exportButton}
        variant="secondary"
        className="min-h-9 px-3 py-1.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        aria-disabled={running || reason !== undefined || undefined}
        aria-describedby={reason && !running ? reasonId : undefined}
        onClick={() => {
          if (!running && !reason) void run();
        }}
      >
        Export CSV
      </Button>
      {reason && !running ? (
        <span id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">
          {reason}
        </span>
      ) : null}
      {running ? (
        <>
          <progress
            value={state.loaded}
            max={Math.max(state.total, 1)}
            aria-label="Export progress"
            className="h-2 w-32"
          />
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" onClick={cancel}>
            Cancel
          </Button>
        </>
      ) : null}
      {/* Always in the page, so screen readers hear each change of its text. */}
      <span role="status" aria-live="polite" className="text-sm">
        {running
          ? `Exporting ${formatCount(state.loaded)} of ${campaigns(state.total)}…`
          : state.kind === 'idle'
            ? state.message
            : null}
      </span>
      {state.kind === 'failed' ? (
        <span role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          The export failed and nothing was saved. {state.message}
        </span>
      ) : null}
    </div>
  );
}
