/** One line of a rule as shown: "key: value", or the value alone for a rule that is not an object. */
export interface RuleLine {
  key?: string;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One value as words, never as JSON: lists joined with commas, objects as
 * "key: value; key: value" (in brackets when inside a list), null as "none".
 */
export function inWords(value: unknown, nested = false): string {
  if (value === undefined) return '(not set)';
  if (value === null) return 'none';
  if (typeof value === 'string') return value.trim() === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((item) => inWords(item, true)).join(', ');
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '(empty)';
    const text = entries.map(([key, item]) => `${key}: ${inWords(item, true)}`).join('; ');
    return nested ? `(${text})` : text;
  }
  return String(value);
}

/**
 * The contract does not show a bid control object, so a rule is read from
 * the data: an object is one line per key, in its own order; anything else
 * is one line.
 */
export function ruleLines(rule: unknown): RuleLine[] {
  if (!isRecord(rule)) return [{ text: inWords(rule) }];
  const entries = Object.entries(rule);
  if (entries.length === 0) return [{ text: '(empty rule)' }];
  return entries.map(([key, value]) => ({ key, text: inWords(value) }));
}
