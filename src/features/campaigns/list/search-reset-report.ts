import { useEffect, useState } from 'react';
import { observingRaw } from '@/lib/search-schema';
import {
  droppedCountryCodes,
  invalidSearchParams,
  ListSearchSchema,
  type ListSearchKey,
} from './list-search';

/** What the link that opened the page carried and the list could not take. */
export interface SearchResetReport {
  /** Parameters reset to their default (geo is named by its dropped values instead). */
  keys: readonly ListSearchKey[];
  /** Values of `geo` that are no country code: dropped, the valid ones kept. */
  droppedCountries: readonly string[];
}

const NOTHING: SearchResetReport = { keys: [], droppedCountries: [] };

// The router rewrites a URL to its validated form as soon as it loads it, so by
// the time the page renders, the bad values are gone from the address bar. The
// validator notes which ones it reset here, for the page to say so.
let reported: SearchResetReport = NOTHING;

/**
 * ListSearchSchema as the route's validator, which also reports the parameters
 * of a raw URL that could not be taken.
 */
export const listSearchValidator = observingRaw(ListSearchSchema, (raw) => {
  const keys = invalidSearchParams(raw).filter((key) => key !== 'geo');
  const droppedCountries = droppedCountryCodes(raw.geo);
  if (keys.length || droppedCountries.length) reported = { keys, droppedCountries };
});

/** Forgets the last report (tests, and the page once it has shown it). */
export function clearSearchResetReport() {
  reported = NOTHING;
}

/**
 * What the link that opened the page carried invalid values for.
 * Taken once per visit; `dismiss` hides the note (the user changed the view).
 */
export function useSearchResetNote(): [SearchResetReport, () => void] {
  const [report, setReport] = useState(() => reported);
  // Read once: returning to the page later must not repeat an old link's note.
  useEffect(clearSearchResetReport, []);
  return [report, () => setReport((current) => (current === NOTHING ? current : NOTHING))];
}
