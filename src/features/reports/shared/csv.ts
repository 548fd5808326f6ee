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
  return values.map(cell).join(',') + '\r\n';
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
 * chunks so a large export never holds the main thread for long.
 */
export async function buildCsvInChunks(
  header: string[],
  rows: unknown[][],
  { chunkSize = 2000, signal }: { chunkSize?: number; signal?: AbortSignal } = {},
): Promise<Blob> {
  const parts: string[] = [line(header)];
  for (let start = 0; start < rows.length; start += chunkSize) {
    signal?.throwIfAborted();
    let chunk = '';
    for (const row of rows.slice(start, start + chunkSize)) chunk += line(row);
    parts.push(chunk);
    if (start + chunkSize < rows.length) await yieldToEventLoop();
  }
  signal?.throwIfAborted();
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
