import { useEffect, useState } from 'react';
import { observingRaw } from '@/lib/search-schema';
import { invalidXmlParams, XmlSearchSchema, type XmlSearchKey } from './xml-search';

// As the campaign list does: the router rewrites the URL to its validated form
// before the page renders, so the validator notes what it reset.
let reported: readonly XmlSearchKey[] = [];

export const xmlSearchValidator = observingRaw(XmlSearchSchema, (raw) => {
  const invalid = invalidXmlParams(raw);
  if (invalid.length) reported = invalid;
});

/** The parameters the opening link carried bad values for; read once per visit. */
export function useXmlSearchResetNote(): [readonly XmlSearchKey[], () => void] {
  const [keys, setKeys] = useState(() => reported);
  useEffect(() => {
    reported = [];
  }, []);
  return [keys, () => setKeys((current) => (current.length ? [] : current))];
}
