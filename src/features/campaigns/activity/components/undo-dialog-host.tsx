import { Suspense, useMemo, type RefObject } from 'react';
import { undoChange, type ChangeSet } from '@/features/campaigns/write/change-log/change-set';
import { lazyPart } from '@/components/lazy-part';

const { Component: BulkEditDialog } = lazyPart(
  () => import('@/features/campaigns/bulk-edit/components/bulk-edit-dialog'),
  'The undo dialog',
  { leave: { label: 'Close', action: (props) => () => props.onClose() } },
);

/**
 * The Undo dialog of a change set, whole ("Undo") or for some of its
 * campaigns ("Undo selected"): the bulk edit's preview → apply → verify on a
 * restore of exactly the fields the set changed. Nothing is written before
 * "Apply changes". Focus goes back to `opener` when it closes.
 */
export function UndoDialogHost({
  set,
  only,
  opener,
  onClose,
}: {
  set: ChangeSet;
  only?: ReadonlySet<number>;
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const undo = useMemo(() => undoChange(set, only), [set, only]);
  const cids = useMemo(() => [...undo.fields.keys()], [undo]);
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <BulkEditDialog
        cids={cids}
        undo={{ change: undo, summary: set.summary }}
        onClose={() => {
          onClose();
          // After the dialog has left the page: a modal dialog keeps focus from anything outside it.
          requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    </Suspense>
  );
}
