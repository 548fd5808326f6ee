import { useEffect, useState } from 'react';
import { invalidXmlParams, XmlSearchSchema, type XmlSearchKey } from './xml-search';

// As the campaign list does: the router rewrites the URL to its validated form
// before the page renders, so the validator notes what it reset.
let reported: readonly XmlSearchKey[] = [];

export const xmlSearchValidator: Pick<typeof XmlSearchSchema, '~standard'> = {
  '~standard': {
    ...XmlSearchSchema['~standard'],
    validate(value) {
      const invalid = invalidXmlParams(
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
      );
      if (invalid.length) reported = invalid;
      return XmlSearchSchema['~standard'].validate(value);
    },
  },
};

/** The parameters the opening link carried bad values for; read once per visit. */
export function useXmlSearchResetNote(): [readonly XmlSearchKey[], () => void] {
  const [keys, setKeys] = useState(() => reported);
  useEffect(() => {
    reported = [];
  }, []);
  return [keys, () => setKeys((current) => (current.length ? [] : current))];
}
