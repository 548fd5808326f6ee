import {
  SEARCH_COUNT_TEXT,
  SEARCH_MONEY_TEXT,
  SearchReportRowSchema,
  searchReportFieldsOf,
  type SearchReportRow,
} from '@contract/reports';
import { ApiError } from '@/lib/api/api-error';
import { yieldToEventLoop } from '@/lib/yield-to-event-loop';

// Work between yields; well under the 50 ms that makes a long task.
const SLICE_MS = 8;

// The fields the fast path takes as strings only (a count or money sent as a
// JSON number goes to the schema, which writes it as text).
const TEXT_FIELDS = searchReportFieldsOf('date', 'text');
const COUNT_FIELDS = searchReportFieldsOf('count');
const MONEY_FIELDS = searchReportFieldsOf('money');

/**
 * SearchReportRowSchema's answer for the rows every server sends, without
 * zod's per-field work (slow with its JIT off under our CSP): the row itself,
 * with `feed` made a number and a missing `subid` made '' in place, as the
 * schema would output them. It tests the schema's own patterns; anything else
 * — a number where text is expected, a numeric subid, a missing field — gives
 * undefined and goes to the schema, which decides; parse-rows.test.ts checks
 * that both agree.
 */
export function readRowFast(value: unknown): SearchReportRow | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const row = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) if (typeof row[field] !== 'string') return undefined;
  if (!COUNT_FIELDS.every((field) => matches(row[field], SEARCH_COUNT_TEXT))) return undefined;
  if (!MONEY_FIELDS.every((field) => matches(row[field], SEARCH_MONEY_TEXT))) return undefined;
  const { feed, subid } = row;
  // The schema's feed: a safe integer, or its digits as text.
  const number = typeof feed === 'number' || matches(feed, SEARCH_COUNT_TEXT) ? Number(feed) : NaN;
  if (!Number.isSafeInteger(number)) return undefined;
  if (subid !== null && subid !== undefined && typeof subid !== 'string') return undefined;
  row.feed = number;
  row.subid = subid ?? '';
  return row as unknown as SearchReportRow;
}

const matches = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value);

/**
 * The rows checked against the contract, yielding to the browser every few
 * milliseconds: rows of the usual shape take the fast path, the rest the
 * schema itself, and a row neither accepts stops the load with its number.
 * Rows are updated in place (the array is this response's own JSON).
 */
export async function parseRowsInChunks(
  raw: readonly unknown[],
  signal?: AbortSignal,
): Promise<SearchReportRow[]> {
  signal?.throwIfAborted();
  const rows: SearchReportRow[] = [];
  let deadline = performance.now() + SLICE_MS;
  for (let i = 0; i < raw.length; i++) {
    if (i % 512 === 0 && performance.now() > deadline) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      deadline = performance.now() + SLICE_MS;
    }
    rows.push(readRowFast(raw[i]) ?? readRowWithSchema(raw[i], i));
  }
  return rows;
}

function readRowWithSchema(value: unknown, index: number): SearchReportRow {
  const parsed = SearchReportRowSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  throw new ApiError({
    status: 0,
    kind: 'invalid-response',
    area: 'publisher',
    message: `The server sent a Search report row the dashboard cannot read (row ${index + 1}${field === undefined ? '' : `, field ${String(field)}`}).`,
  });
}
