import type { Selector } from '@contract/campaigns';

export const EXCHANGE_ERROR = 'Exchanges are positive numeric ids';

export type ParsedEntry =
  | { kind: 'empty' }
  | { kind: 'invalid'; error: string }
  | { kind: 'value'; value: string | number };

/**
 * Turns typed text into an array element. Text stays text for every selector
 * but exchanges, whose contract values are positive numeric ids: those become
 * numbers, and anything else ("12a", "0", "1.5", "1e3") is refused.
 */
export function parseEntry(selector: Selector, text: string): ParsedEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (selector.array !== 'exchanges') return { kind: 'value', value: trimmed };
  if (!/^\d+$/.test(trimmed)) return { kind: 'invalid', error: EXCHANGE_ERROR };
  const id = Number(trimmed);
  if (!Number.isSafeInteger(id) || id <= 0) return { kind: 'invalid', error: EXCHANGE_ERROR };
  return { kind: 'value', value: id };
}

/**
 * Case-sensitive duplicate check. 101 and "101" count as the same value: they
 * would show as two identical chips, and the backend cannot want both.
 */
export function hasValue(values: readonly unknown[], candidate: string | number): boolean {
  return values.some(
    (value) =>
      value === candidate ||
      ((typeof value === 'string' || typeof value === 'number') &&
        String(value) === String(candidate)),
  );
}

/** Display text of any element the backend may have sent (never dropped, never rewritten). */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? String(value);
}
