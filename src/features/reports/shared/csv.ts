const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  // A text cell a spreadsheet would run as a formula gets a leading quote;
  // numbers (also as strings, like "-1.5") stay as they are.
  if (FORMULA_START.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(values: readonly unknown[]): string {
  let text = '';
  for (let i = 0; i < values.length; i++) text += (i === 0 ? '' : ',') + cell(values[i]);
  return text + '\r\n';
}

/** RFC 4180 text (CRLF, quoted where needed) with formula cells neutralised. */
export function toCsvRows(header: string[], rows: unknown[][]): string {
  let text = line(header);
  for (const row of rows) text += line(row);
  return text;
}

function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The same text as toCsvRows, built chunk by chunk with a yield between
 * chunks so a large export never holds the main thread for long. The rows may
 * be any iterable (a generator over the view), so none are copied up front.
 * Each chunk goes into a Blob of its own at once: kept as strings until the
 * end, they survived into the old generation and the copying showed up as
 * 30 ms garbage-collector pauses in a 50,000-row export.
 */
export async function buildCsvInChunks(
  header: readonly string[],
  rows: Iterable<readonly unknown[]>,
  { chunkSize = 2000, signal }: { chunkSize?: number; signal?: AbortSignal } = {},
): Promise<Blob> {
  signal?.throwIfAborted();
  const parts: Blob[] = [new Blob([line(header)])];
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    chunk += line(row);
    if (++count < chunkSize) continue;
    parts.push(new Blob([chunk]));
    chunk = '';
    count = 0;
    await yieldToEventLoop();
    signal?.throwIfAborted();
  }
  if (chunk) parts.push(new Blob([chunk]));
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
