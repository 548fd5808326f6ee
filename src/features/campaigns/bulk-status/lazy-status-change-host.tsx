import { Suspense, useEffect, useState } from 'react';
import type { StatusChangeHostProps } from './status-change-host';
import { useStatusChangeSnapshot, useStatusChangeStore } from './status-change-store';
import { lazyPart } from '@/components/lazy-part';

// The dialog, the write, the read-back and the result: loaded on the first status
// change, not with the campaign list (its first view's JavaScript budget).
const { Component: StatusChangeHost } = lazyPart<StatusChangeHostProps>(
  () => import('./status-change-host').then((m) => ({ default: m.StatusChangeHost })),
  'The status change dialog',
);

/**
 * StatusChangeHost, loaded when the first request arrives and kept mounted
 * afterwards (its result message outlives the dialog). Registers at once, so a
 * row's quick action knows a host is on the page before the host's code is.
 */
export function LazyStatusChangeHost({ register = false, ...props }: StatusChangeHostProps) {
  const store = useStatusChangeStore();
  const { request } = useStatusChangeSnapshot(store);
  const [needed, setNeeded] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from a change).
  if (request && !needed) setNeeded(true);
  useEffect(() => (register ? store.registerHost() : undefined), [register, store]);
  return needed ? (
    <Suspense fallback={null}>
      <StatusChangeHost {...props} />
    </Suspense>
  ) : null;
}
