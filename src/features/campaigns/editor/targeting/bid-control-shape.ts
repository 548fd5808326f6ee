export type BidControlLayout =
  | { kind: 'table'; columns: string[]; rows: Record<string, unknown>[] }
  | { kind: 'json'; rows: unknown[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The contract does not show a bid control object, so the layout is read
 * from the data: plain objects that all share at least one key become a table
 * (columns = every key, in first-seen order); anything else is JSON per row.
 */
export function bidControlLayout(items: readonly unknown[]): BidControlLayout {
  if (items.length === 0 || !items.every(isRecord)) return { kind: 'json', rows: [...items] };
  const rows = items as Record<string, unknown>[];
  const shared = Object.keys(rows[0] ?? {}).filter((key) => rows.every((row) => key in row));
  if (shared.length === 0) return { kind: 'json', rows };
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { kind: 'table', columns, rows };
}

/** Compact text of one value: strings bare, everything else as JSON. */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}
