import { useEffect, useState } from 'react';
import { invalidSearchParams, ListSearchSchema, type ListSearchKey } from './list-search';

// The router rewrites a URL to its validated form as soon as it loads it, so by
// the time the page renders, the bad values are gone from the address bar. The
// validator notes which ones it reset here, for the page to say so.
let reported: readonly ListSearchKey[] = [];

/**
 * ListSearchSchema as the route's validator (a Standard Schema, so the router
 * still infers every type), which also reports the parameters of a raw URL
 * that could not be taken.
 */
export const listSearchValidator: Pick<typeof ListSearchSchema, '~standard'> = {
  '~standard': {
    ...ListSearchSchema['~standard'],
    validate(value) {
      const invalid = invalidSearchParams(
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
      );
      if (invalid.length) reported = invalid;
      return ListSearchSchema['~standard'].validate(value);
    },
  },
};

/** Forgets the last report (tests, and the page once it has shown it). */
export function clearSearchResetReport() {
  reported = [];
}

/**
 * The parameters the link that opened the page carried invalid values for.
 * Taken once per visit; `dismiss` hides the note (the user changed the view).
 */
export function useSearchResetNote(): [readonly ListSearchKey[], () => void] {
  const [keys, setKeys] = useState(() => reported);
  // Read once: returning to the page later must not repeat an old link's note.
  useEffect(clearSearchResetReport, []);
  return [keys, () => setKeys((current) => (current.length ? [] : current))];
}
