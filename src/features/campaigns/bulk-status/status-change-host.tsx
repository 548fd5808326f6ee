import { useEffect, useMemo, useRef } from 'react';
import { useAppContext } from '@/router-context';
import { currentRows } from './list-cache';
import { StatusChangeDialog } from './status-change-dialog';
import { StatusChangeOutcome } from './status-change-outcome';
import {
  useStatusChangeSnapshot,
  useStatusChangeStore,
  type StatusChangeRequest,
} from './status-change-store';
import { buildStatusPlan, type StatusPlan } from './status-plan';
import { useStatusChangeFlow } from './use-status-change-flow';

export interface StatusChangeHostProps {
  /** Takes only the requests it is meant for (a row's own fallback host). */
  accepts?: (request: StatusChangeRequest) => boolean;
  /** Called with the cids whose new status was read back from the server. */
  onVerified?: (cids: readonly number[]) => void;
  /** The toolbar's host serves every request; a row's fallback host does not register. */
  register?: boolean;
}

/**
 * The confirmation dialog and the result message of status changes. They live
 * here, outside the rows, because a row may leave the list (a filter, a
 * refetch) while its change is still being verified.
 */
export function StatusChangeHost({ accepts, onVerified, register = false }: StatusChangeHostProps) {
  const { queryClient } = useAppContext();
  const store = useStatusChangeStore();
  const { request: anyRequest } = useStatusChangeSnapshot(store);
  const request = anyRequest && (!accepts || accepts(anyRequest)) ? anyRequest : undefined;
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the dialog has closed; undefined = nothing to do.
  const focusAfterClose = useRef<{ element: HTMLElement | null; row: number | undefined }>(
    undefined,
  );
  const hosted = useRef<StatusChangeRequest>(undefined);

  useEffect(() => (register ? store.registerHost() : undefined), [register, store]);

  // Fixed when the dialog opens, from the freshest rows on screen: what the
  // user confirms is exactly what is sent.
  const plan = useMemo<StatusPlan | undefined>(
    () =>
      request ? buildStatusPlan(currentRows(queryClient, request.rows), request.target) : undefined,
    [request, queryClient],
  );

  const flow = useStatusChangeFlow({
    plan,
    onVerified,
    onFinished: () => {
      if (!request) return;
      focusAfterClose.current = {
        element: request.opener,
        row: request.source === 'row' ? request.rows[0]?.cid : undefined,
      };
      store.finish(request.id);
    },
  });

  useEffect(() => {
    hosted.current = request;
  }, [request]);
  // A page left with the dialog open must not find it open on return.
  useEffect(
    () => () => {
      if (hosted.current) store.finish(hosted.current.id);
    },
    [store],
  );

  // Back to the button that opened the dialog; when the list was drawn anew
  // meanwhile (a refetch, the table's code arriving), to that row's action as it
  // is now; when the row left the list or the toolbar emptied, to the result. On
  // the next frame, as the editor's and Activity's dialogs do: until the modal
  // dialog has left the page everything outside it is inert and refuses focus.
  useEffect(() => {
    const target = focusAfterClose.current;
    if (!target || request) return;
    focusAfterClose.current = undefined;
    requestAnimationFrame(() => {
      const element = target.element?.isConnected ? target.element : rowAction(target.row);
      if (element) element.focus();
      else outcomeRef.current?.focus();
    });
  });

  return (
    <>
      <StatusChangeOutcome
        ref={outcomeRef}
        outcome={flow.outcome}
        onDismiss={flow.dismissOutcome}
      />
      <StatusChangeDialog
        plan={plan}
        phase={flow.phase}
        failure={flow.failure}
        onConfirm={flow.confirm}
        onCheck={flow.check}
        onClose={flow.close}
      />
    </>
  );
}

/** A row's status quick action as it is on the page now (RowStatusAction). */
function rowAction(cid: number | undefined): HTMLElement | null {
  if (cid === undefined) return null;
  return document.querySelector<HTMLElement>(`[data-status-action-for="${cid}"]`);
}
