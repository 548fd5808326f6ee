import type { SearchResetReport } from './search-reset-report';

/** A shared or old link carried values the list cannot use; they were reset or dropped. */
export default function InvalidParamsNote({ report }: { report: SearchResetReport }) {
  const { keys, droppedCountries } = report;
  if (keys.length === 0 && droppedCountries.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {keys.length ? (
        <p>Some link parameters were invalid and were reset: {keys.join(', ')}</p>
      ) : null}
      {droppedCountries.length ? (
        <p>
          Not country codes, left out of the Country filter:{' '}
          {droppedCountries.map((code) => `“${code}”`).join(', ')}. A country is two letters, such
          as AU.
        </p>
      ) : null}
    </div>
  );
}
