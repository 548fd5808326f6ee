import { isJsonObject, parseJson, toJsonText } from './json-text';
import { formatBytes } from '@/lib/format/measures';

/** Text that is a JSON object or array, parsed. */
function jsonOf(text: string): { json: unknown } | undefined {
  const parsed = /^[[{]/.test(text) ? parseJson(text) : undefined;
  return parsed?.ok ? { json: parsed.value } : undefined;
}

/**
 * A text content item: JSON (an object or array) when it is, or text
 * followed by a JSON block after a blank line (how many servers, ours
 * included, write "summary\n\n{...}").
 */
export function readText(text: string): { lead?: string; json?: unknown } {
  const whole = jsonOf(text.trim());
  if (whole) return whole;
  const split = text.lastIndexOf('\n\n');
  const tail = split > 0 ? jsonOf(text.slice(split + 2).trim()) : undefined;
  return tail ? { lead: text.slice(0, split), ...tail } : { lead: text };
}

/** Decoded size of base64 data, for "image/png, 1.2 kB". */
export function base64Size(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const bytes = Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
  return formatBytes(bytes);
}

/** sourcePagination of a list result: under data (our tools) or at the top. */
export function findPagination(structured: unknown): Record<string, unknown> | undefined {
  if (!isJsonObject(structured)) return undefined;
  if (isJsonObject(structured.data) && isJsonObject(structured.data.sourcePagination))
    return structured.data.sourcePagination;
  return isJsonObject(structured.sourcePagination) ? structured.sourcePagination : undefined;
}

/** Any value as short display text. */
export function displayValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value === undefined) return '—';
  return toJsonText(value, 0);
}
