const SHOWN = 3;

/**
 * The first country codes and "+N" for the rest. The full list is the
 * tooltip and, for screen readers, the only text read.
 */
export function GeoCell({ geo }: { geo: readonly string[] }) {
  if (geo.length === 0) return <span className="text-slate-600 dark:text-slate-400">All</span>;
  const all = geo.join(', ');
  const rest = geo.length - SHOWN;
  return (
    <span title={all}>
      <span aria-hidden="true">
        {geo.slice(0, SHOWN).join(', ')}
        {rest > 0 ? <span className="text-slate-600 dark:text-slate-400"> +{rest}</span> : null}
      </span>
      <span className="sr-only">{all}</span>
    </span>
  );
}
