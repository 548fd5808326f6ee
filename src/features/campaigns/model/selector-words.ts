import type { Selector } from '@contract/campaigns';

// The contract's labels are plural nouns; entry fields and hints need the singular.
const SINGULAR: Record<Selector['array'], string> = {
  geo: 'country',
  os: 'operating system',
  os_versions: 'OS version',
  browsers: 'browser',
  browser_versions: 'browser version',
  devices: 'device type',
  categories: 'category',
  lang: 'language',
  connection: 'connection type',
  traffic_type: 'traffic type',
  exchanges: 'exchange id',
};

export interface SelectorWords {
  /** "countries", "OS versions" — the label as it reads mid-sentence. */
  plural: string;
  singular: string;
  /** Accessible name of the "all values" switch, e.g. "All countries". */
  allName: string;
}

export function selectorWords(selector: Selector): SelectorWords {
  // Lower-case the first letter for mid-sentence use, but never an acronym ("OS versions").
  const plural = /^[A-Z]{2,}\b/.test(selector.label)
    ? selector.label
    : selector.label.charAt(0).toLowerCase() + selector.label.slice(1);
  return { plural, singular: SINGULAR[selector.array], allName: `All ${plural}` };
}

/** "1 country", "3 countries". */
export function countOf(words: SelectorWords, count: number): string {
  return `${count} ${count === 1 ? words.singular : words.plural}`;
}
