/** Rows per message: a few ms for the page to take in, far below a 50 ms long task. */
export const JSON_ROWS_PER_MESSAGE = 1_000;

/** What json-worker.ts answers for one body. */
export type JsonWorkerMessage =
  | { type: 'not-json' }
  | { type: 'whole'; value: unknown }
  | { type: 'head'; head: Record<string, unknown>; count: number }
  | { type: 'rows'; rows: unknown[] }
  | { type: 'end' };
