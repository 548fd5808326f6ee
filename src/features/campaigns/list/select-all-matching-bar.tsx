import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format/number';
import { useAppContext } from '@/router-context';
import { SELECT_ALL_LIMIT, type SelectAllMatchingProps } from './select-all-matching-props';
import { errorMessage } from '@/lib/code-load-error';

/**
 * Gmail's pattern: once every campaign of the page is selected, offer the
 * whole filtered list (paged at 200, up to 5,000), with progress and Cancel.
 * Loaded when a page is first selected whole (select-all-matching.tsx).
 */
export default function SelectAllMatchingBar({
  rows,
  total,
  view,
  matching,
  selection,
}: SelectAllMatchingProps) {
  const { api } = useAppContext();
  const [progress, setProgress] = useState<{ loaded: number; of: number }>();
  const [problem, setProblem] = useState<string>();
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  if (!rows?.length || total === undefined) return null;
  // Once the whole view was read, how many of it could be selected: Pending campaigns count
  // in `total` but cannot be selected, so the selection never reaches it. Kept with the
  // selection (this bar unmounts on every page change).
  const reachable = selection.wholeSelectable ?? Math.min(total, SELECT_ALL_LIMIT);
  if (selection.selected.size >= reachable && !progress) return null;

  const target = Math.min(total, SELECT_ALL_LIMIT);
  async function selectAll() {
    if (matching) {
      selection.selectRows(matching.slice(0, SELECT_ALL_LIMIT));
      return;
    }
    controller.current = new AbortController();
    const { signal } = controller.current;
    setProblem(undefined);
    setProgress({ loaded: 0, of: target });
    try {
      const { fetchAllRows } = await import('./fetch-all-rows');
      const all = await fetchAllRows(api, view, {
        limit: SELECT_ALL_LIMIT,
        signal,
        onProgress: (loaded, of) => setProgress({ loaded, of }),
      });
      selection.selectRows(all.rows);
    } catch (error) {
      if (!signal.aborted) setProblem(errorMessage(error, 'The campaigns could not be read.'));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-slate-200 px-4 py-2 text-sm dark:border-slate-700">
      {progress ? (
        <>
          <progress
            value={progress.loaded}
            max={Math.max(progress.of, 1)}
            aria-label="Selecting campaigns"
            className="h-2 w-32"
          />
          <span role="status">
            Selecting {formatCount(progress.loaded)} of {formatCount(progress.of)}…
          </span>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            onClick={() => controller.current?.abort()}
          >
            Cancel
          </Button>
        </>
      ) : (
        <>
          <span>
            All {formatCount(rows.length)} selectable campaigns on this page are selected.
          </span>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1"
            onClick={() => void selectAll()}
          >
            {total > SELECT_ALL_LIMIT
              ? `Select the first ${formatCount(SELECT_ALL_LIMIT)} of ${formatCount(total)} matching`
              : `Select all ${formatCount(total)} matching`}
          </Button>
          {total > SELECT_ALL_LIMIT ? (
            <span className="text-slate-700 dark:text-slate-300">
              A bulk change takes at most {formatCount(SELECT_ALL_LIMIT)} campaigns: narrow the
              filters to reach the rest.
            </span>
          ) : null}
        </>
      )}
      {problem ? (
        <span role="alert" className="text-red-700 dark:text-red-400">
          The campaigns could not all be listed: {problem}. The selection is unchanged.
        </span>
      ) : null}
    </div>
  );
}
