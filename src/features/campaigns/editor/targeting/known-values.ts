import type { Selector } from '@contract/campaigns';

/**
 * Common values of the selectors whose values are names, spelled as the
 * reference API's demo data spells them (capitalised brands, lower-case
 * device types). The contract lists no values; these only suggest and flag.
 */
const COMMON_VALUES: Partial<Record<Selector['array'], readonly string[]>> = {
  os: ['Windows', 'macOS', 'iOS', 'Android', 'Linux', 'Chrome OS'],
  browsers: ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'],
  devices: ['desktop', 'mobile', 'tablet'],
};

/** Whether the editor offers known values (and flags others) for this selector. */
export function hasKnownValues(array: Selector['array']): boolean {
  return COMMON_VALUES[array] !== undefined;
}

interface CachedRead {
  campaign?: Record<string, unknown>;
}

/**
 * The selector's values in campaign reads the dashboard already holds (the
 * query cache's [key, data] pairs), except the campaign being edited: its own
 * values would otherwise vouch for themselves.
 */
export function seenValues(
  reads: readonly (readonly [unknown, unknown])[],
  array: Selector['array'],
  exceptCid: unknown,
): string[] {
  const seen: string[] = [];
  for (const [, data] of reads) {
    const campaign = (data as CachedRead | undefined)?.campaign;
    if (!campaign || campaign.cid === exceptCid) continue;
    const values = campaign[array];
    if (Array.isArray(values))
      for (const value of values) if (typeof value === 'string') seen.push(value);
  }
  return seen;
}

/**
 * The known values of a selector: the common ones first, then those seen in
 * the member's other campaigns, alphabetically, each once (exact spelling).
 * Undefined for selectors without a known list.
 */
export function knownValues(
  array: Selector['array'],
  seen: readonly string[],
): readonly string[] | undefined {
  const common = COMMON_VALUES[array];
  if (!common) return undefined;
  const extra = [...new Set(seen)]
    .filter((value) => value.trim() !== '' && !common.includes(value))
    .sort((a, b) => a.localeCompare(b));
  return [...common, ...extra];
}

/** Whether a value is on the known list: exact and case-sensitive, as the backend compares strings. */
export function isKnownValue(known: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && known.includes(value);
}

/** The known spelling of typed text, compared without case ("windows" → "Windows"). */
export function knownSpelling(known: readonly string[], text: string): string | undefined {
  const typed = text.trim().toLowerCase();
  return known.find((value) => value.toLowerCase() === typed);
}

/** Known values matching the typed text, prefix matches first; chosen ones left out. */
export function matchKnownValues(
  known: readonly string[],
  text: string,
  isChosen: (value: string) => boolean,
): string[] {
  const typed = text.trim().toLowerCase();
  const open = known.filter((value) => !isChosen(value));
  if (typed === '') return open;
  const at = (value: string) => value.toLowerCase().indexOf(typed);
  return open
    .filter((value) => at(value) >= 0)
    .sort((a, b) => Number(at(a) !== 0) - Number(at(b) !== 0));
}
