/**
 * The router's URL search format: plain `key=value` pairs, arrays as repeated
 * keys (`types=1&types=3`), as the contract names list parameters and as people
 * write links by hand. TanStack Router's default is JSON per value
 * (`types=%5B1%2C3%5D`), which shares badly and reads worse.
 *
 * Every value comes back as a string (or a list of strings for a repeated key);
 * each route's `validateSearch` (search-values.ts) turns them into numbers, lists and defaults.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length > 1 ? values : values[0];
  }
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) params.append(key, scalar(item));
    } else {
      params.append(key, scalar(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function scalar(value: unknown): string {
  // Search state is flat by design; a stray object still round-trips as JSON text.
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
