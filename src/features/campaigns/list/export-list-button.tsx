import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/save-file';
import { useAppContext } from '../../../router-context';
import type { CampaignListParams } from '../api/list-params';
import type { CampaignColumn } from './campaign-columns';

type State =
  | { kind: 'idle'; message?: string }
  | { kind: 'running'; loaded: number; total: number }
  | { kind: 'failed'; message: string };

const count = new Intl.NumberFormat();

/**
 * "Export CSV" of the campaign table: every campaign matching the current
 * filters (paged at 200), the visible columns, with progress and Cancel.
 * The paging and CSV code load on first use.
 */
export function ExportListButton({
  view,
  columns,
  total,
  save = saveBlob,
}: {
  view: Omit<CampaignListParams, 'page' | 'perPage'>;
  columns: readonly CampaignColumn[];
  total: number | undefined;
  save?: (blob: Blob, filename: string) => void;
}) {
  const { api } = useAppContext();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  async function run() {
    controller.current = new AbortController();
    const { signal } = controller.current;
    setState({ kind: 'running', loaded: 0, total: total ?? 0 });
    try {
      const { exportList } = await import('./export-list');
      const file = await exportList(api, view, columns, {
        signal,
        onProgress: (loaded, of) => setState({ kind: 'running', loaded, total: of }),
      });
      save(file.blob, file.filename);
      setState({ kind: 'idle', message: `Exported ${count.format(file.count)} campaigns` });
    } catch (error) {
      if (signal.aborted) setState({ kind: 'idle', message: 'Export cancelled' });
      else
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
    }
  }

  const running = state.kind === 'running';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {running ? (
        <>
          <progress
            value={state.loaded}
            max={Math.max(state.total, 1)}
            aria-label="Export progress"
            className="h-2 w-32"
          />
          <span role="status" className="text-sm">
            Exporting {count.format(state.loaded)} of {count.format(state.total)} campaigns…
          </span>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1.5"
            onClick={() => controller.current?.abort()}
          >
            Cancel
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1.5"
          disabled={!total}
          onClick={() => void run()}
        >
          Export CSV
        </Button>
      )}
      {state.kind === 'idle' && state.message ? (
        <span role="status" className="text-sm">
          {state.message}
        </span>
      ) : null}
      {state.kind === 'failed' ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          The export failed: {state.message}. Nothing was saved.
        </span>
      ) : null}
    </div>
  );
}
