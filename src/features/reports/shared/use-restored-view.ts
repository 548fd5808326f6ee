import { useEffect, useRef } from 'react';
import type { ReportName } from './saved-views';
import { useSavedView, viewOf, viewParams } from './use-saved-view';

/**
 * useSavedView for a report that restores nothing else on opening: the kept
 * view is put in the URL once (replacing the entry, so Back skips it).
 */
export function useRestoredView<S extends object>(
  report: ReportName,
  search: S,
  navigate: (update: (prev: S) => Partial<S>, replace?: boolean) => void,
): void {
  const restore = useSavedView(report, viewOf(report, search));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !restore) return;
    done.current = true;
    const params = viewParams(report, restore) as Partial<S>;
    navigate((prev) => ({ ...prev, ...params }), true);
  }, [report, restore, navigate]);
}
