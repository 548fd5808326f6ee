import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { CODE_LOAD_MESSAGE, isCodeLoadError } from '@/lib/code-load-error';
import type { ApiClient } from '@/lib/api/client';
import { formatCountOf } from '@/lib/format/number';
import { saveBlob } from '@/lib/save-file';
import type { RowModel } from './row-model';
import type { ShownRollup } from './search-view-csv';
import { reportQuery, SEARCH_REPORT_PATH, type SearchReportParams } from './search-queries';

const FIELD_NAMES: Record<string, string> = {
  date_from: 'From',
  date_to: 'To',
  sid: 'Feed (sid)',
};

/** What to tell the user about a failed server export. */
export function exportErrorMessage(error: unknown): string {
  if (!isApiError(error))
    return isCodeLoadError(error) ? CODE_LOAD_MESSAGE : 'The export failed. Please try again.';
  if (error.status === 404) return 'No data to export for this range.';
  if (error.status === 403)
    return 'This API key may not export this report (no Search access, or a feed that is not yours).';
  if (error.status === 422) {
    const fields = Object.entries(error.fieldErrors).map(
      ([field, messages]) => `${FIELD_NAMES[field] ?? field}: ${messages.join(' ')}`,
    );
    if (fields.length) return fields.join('; ');
  }
  return error.message;
}

interface ExportActionsProps {
  api: ApiClient;
  params: SearchReportParams;
  model: RowModel | undefined;
  view: Int32Array | undefined;
  /** The key cannot read this report: "Download CSV" is disabled. */
  unavailable?: boolean;
  /** The rollup on screen ("Group by"): "Export current view" builds it, as shown. */
  rollup?: ShownRollup;
  /**
   * A row filter or a grouping is on: the server's file is not what is shown,
   * so "Export current view" is the primary button and "Download CSV" says so.
   */
  narrowed?: boolean;
}

/** "Download CSV" from the server, and "Export current view" built in the browser. */
export function ExportActions({
  api,
  params,
  model,
  view,
  unavailable,
  rollup,
  narrowed = false,
}: ExportActionsProps) {
  const fullExportNote = useId();
  const [status, setStatus] = useState<{ tone: 'error' | 'info'; text: string }>();
  const [downloading, setDownloading] = useState(false);
  const [building, setBuilding] = useState(false);
  const abort = useRef<AbortController | null>(null);

  async function download() {
    setDownloading(true);
    setStatus({ tone: 'info', text: 'Preparing the CSV…' });
    try {
      const { blob, filename } = await api.publisher.download(SEARCH_REPORT_PATH, {
        query: { ...reportQuery(params), export: 'csv' },
      });
      saveBlob(blob, filename ?? `search-report_${params.from}_${params.to}.csv`);
      setStatus({ tone: 'info', text: 'CSV downloaded.' });
    } catch (error) {
      setStatus({ tone: 'error', text: exportErrorMessage(error) });
    } finally {
      setDownloading(false);
    }
  }

  async function exportView() {
    const shown = rollup
      ? {
          file: { rollup },
          count: rollup.order.length,
          filename: `search-report_${params.from}_${params.to}_by-${rollup.group}.csv`,
        }
      : model && view
        ? {
            file: { model, view },
            count: view.length,
            filename: `search-report_${params.from}_${params.to}_view.csv`,
          }
        : undefined;
    if (!shown) return;
    const controller = new AbortController();
    abort.current = controller;
    setBuilding(true);
    setStatus({
      tone: 'info',
      text: `Building the CSV of ${formatCountOf(shown.count, 'row', 'rows')}…`,
    });
    try {
      // The file's code loads on first use.
      const { searchViewCsv } = await import('./search-view-csv');
      const blob = await searchViewCsv(shown.file, controller.signal);
      saveBlob(blob, shown.filename);
      setStatus({ tone: 'info', text: `Exported ${formatCountOf(shown.count, 'row', 'rows')}.` });
    } catch (error) {
      if (controller.signal.aborted) setStatus({ tone: 'info', text: 'Export cancelled.' });
      else setStatus({ tone: 'error', text: exportErrorMessage(error) });
    } finally {
      abort.current = null;
      setBuilding(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={downloading || unavailable}
        aria-describedby={narrowed ? fullExportNote : undefined}
      >
        {downloading ? 'Downloading…' : 'Download CSV'}
      </Button>
      <Button
        variant={narrowed ? 'primary' : 'secondary'}
        onClick={() => void exportView()}
        disabled={building || (rollup ? rollup.order.length : (view?.length ?? 0)) === 0}
      >
        Export current view
      </Button>
      {building ? <progress aria-label="Export progress" className="w-32" /> : null}
      {building ? (
        <Button variant="ghost" onClick={() => abort.current?.abort()}>
          Cancel export
        </Button>
      ) : null}
      {narrowed ? (
        <p id={fullExportNote} className="text-sm text-slate-700 dark:text-slate-300">
          Full export from the server: ignores the row filter and grouping
        </p>
      ) : null}
      <p
        role={status?.tone === 'error' ? 'alert' : 'status'}
        aria-busy={building || downloading}
        className={
          status?.tone === 'error'
            ? 'text-sm font-medium text-red-700 dark:text-red-400'
            : 'text-sm text-slate-700 dark:text-slate-300'
        }
      >
        {status?.text}
      </p>
    </div>
  );
}
