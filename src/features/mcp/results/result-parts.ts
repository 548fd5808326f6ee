import { parseJson } from './json-text';
import { formatBytes } from '@/lib/format/measures';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeJson = (text: string) => /^[[{]/.test(text);

/**
 * A text content item: JSON (an object or array) when it is, or text
 * followed by a JSON block after a blank line (how many servers, ours
 * included, write "summary\n\n{...}").
 */
export function readText(text: string): { lead?: string; json?: unknown } {
  const trimmed = text.trim();
  if (looksLikeJson(trimmed)) {
    const parsed = parseJson(trimmed);
    if (parsed.ok) return { json: parsed.value };
  }
  const split = text.lastIndexOf('\n\n');
  if (split > 0) {
    const tail = text.slice(split + 2).trim();
    if (looksLikeJson(tail)) {
      const parsed = parseJson(tail);
      if (parsed.ok) return { lead: text.slice(0, split), json: parsed.value };
    }
  }
  return { lead: text };
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
  if (!isRecord(structured)) return undefined;
  if (isRecord(structured.data) && isRecord(structured.data.sourcePagination))
    return structured.data.sourcePagination;
  return isRecord(structured.sourcePagination) ? structured.sourcePagination : undefined;
}

/** Any value as short display text. */
export function displayValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value === undefined) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
