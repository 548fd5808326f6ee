import { Suspense, useEffect, useState } from 'react';
import type { StatusChangeHostProps } from './status-change-host';
import { useStatusChangeSnapshot, useStatusChangeStore } from './status-change-store';
import { lazyPart } from '@/components/lazy-part';

// The dialog, the write, the read-back and the result: loaded on the first status
// change, not with the campaign list (its first view's JavaScript budget).
// Without its code the change cannot go on: "Cancel" drops the request (nothing
// was sent), so the next status change can start.
const { Component: StatusChangeHost } = lazyPart<StatusChangeHostProps & { onCancel?: () => void }>(
  () => import('./status-change-host').then((m) => ({ default: m.StatusChangeHost })),
  'The status change dialog',
  { leave: { label: 'Cancel', action: (props) => () => props.onCancel?.() } },
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
  // Adjusting state while rendering (React's pattern for state derived from a change);
  // only for a request this host serves.
  if (request && !needed && (props.accepts?.(request) ?? true)) setNeeded(true);
  useEffect(() => (register ? store.registerHost() : undefined), [register, store]);
  function cancel() {
    setNeeded(false);
    if (!request) return;
    store.finish(request.id);
    request.opener?.focus();
  }
  return needed ? (
    <Suspense fallback={null}>
      <StatusChangeHost {...props} onCancel={cancel} />
    </Suspense>
  ) : null;
}
