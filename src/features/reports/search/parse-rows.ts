import { SearchReportRowSchema, type SearchReportRow } from '../../../../contract/reports';
import { ApiError } from '../../../lib/api/api-error';

const CHUNK = 5000;

function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The rows parsed with the contract schema, a chunk at a time with a yield
 * between chunks: 50,000 rows parsed in one go would hold the main thread.
 */
export async function parseRowsInChunks(
  raw: readonly unknown[],
  signal?: AbortSignal,
): Promise<SearchReportRow[]> {
  const rows: SearchReportRow[] = [];
  for (let start = 0; start < raw.length; start += CHUNK) {
    if (start > 0) await yieldToEventLoop();
    signal?.throwIfAborted();
    for (let i = start; i < Math.min(start + CHUNK, raw.length); i++) {
      const parsed = SearchReportRowSchema.safeParse(raw[i]);
      if (!parsed.success) {
        throw new ApiError({
          status: 0,
          kind: 'invalid-response',
          area: 'publisher',
          message: `The server sent a Search report row the dashboard cannot read (row ${i + 1}).`,
        });
      }
      rows.push(parsed.data);
    }
  }
  return rows;
}
