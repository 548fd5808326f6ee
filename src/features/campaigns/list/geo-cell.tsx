import { useContext } from 'react';
import { filteredFirst } from './country-filter';
import { FilteredCountries } from './country-filter-context';

const SHOWN = 3;

/**
 * The first country codes and "+N" for the rest; the countries of the
 * Country filter come first, so a match is never hidden behind "+N". The full
 * list is the tooltip and, for screen readers, the only text read.
 */
export function GeoCell({ geo }: { geo: readonly string[] }) {
  const filtered = useContext(FilteredCountries);
  if (geo.length === 0) return <span className="text-slate-600 dark:text-slate-400">All</span>;
  const ordered = filteredFirst(geo, filtered);
  const all = ordered.join(', ');
  const rest = ordered.length - SHOWN;
  return (
    <span title={all}>
      <span aria-hidden="true">
        {ordered.slice(0, SHOWN).join(', ')}
        {rest > 0 ? <span className="text-slate-600 dark:text-slate-400"> +{rest}</span> : null}
      </span>
      <span className="sr-only">{all}</span>
    </span>
  );
}
