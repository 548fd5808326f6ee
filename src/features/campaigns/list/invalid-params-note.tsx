import type { ListSearchKey } from './list-search';

/** A shared or old link carried values the list cannot use; they were reset. */
export function InvalidParamsNote({ keys }: { keys: readonly ListSearchKey[] }) {
  if (keys.length === 0) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Some link parameters were invalid and were reset: {keys.join(', ')}
    </p>
  );
}
