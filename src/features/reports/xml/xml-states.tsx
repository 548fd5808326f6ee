import type { XmlSearchKey } from './xml-search';

export function XmlSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading statistics" className="space-y-3" role="status">
      <div className="h-72 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** A shared or old link carried values the report cannot use; they were reset. */
export function XmlResetNote({ keys }: { keys: readonly XmlSearchKey[] }) {
  if (keys.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Some link parameters were invalid and were reset: {keys.join(', ')}
    </p>
  );
}
