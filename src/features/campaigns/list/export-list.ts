import type { CampaignListRow } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { buildCsvInChunks } from '@/lib/csv-blob';
import type { CampaignListParams } from '../api/list-params';
import type { CampaignColumn } from './campaign-columns';
import { fetchAllRows } from './fetch-all-rows';
import { listCsvFilename, listCsvHeader, listCsvRows } from './list-csv';

// The button saves the file with it: off the list's first view, loaded with this.
export { saveBlob } from '@/lib/save-file';

/** "Export CSV": every campaign matching the view, its visible columns, as one file. */
export async function exportList(
  api: ApiClient,
  view: Omit<CampaignListParams, 'page' | 'perPage'>,
  columns: readonly CampaignColumn[],
  options: {
    /** The rows when already read (the Country filter's); otherwise read here. */
    rows?: readonly CampaignListRow[];
    signal: AbortSignal;
    onProgress: (loaded: number, total: number) => void;
  },
): Promise<{ blob: Blob; filename: string; count: number }> {
  const rows = options.rows ?? (await fetchAllRows(api, view, options)).rows;
  const blob = await buildCsvInChunks(listCsvHeader(columns), listCsvRows(rows, columns), {
    signal: options.signal,
  });
  return { blob, filename: listCsvFilename(), count: rows.length };
}
