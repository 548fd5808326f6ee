import { Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { lazyPart } from '@/components/lazy-part';
import type { Conflict } from './save-dialog';

// Off the editor's first view: requested with the review (campaign-editor.tsx), so it is
// in before a save's fresh read can find a conflict.
const { Component: ConflictBody, preload: preloadConflictBody } = lazyPart(
  () => import('./conflict-body'),
  'The comparison',
  { leave: { label: 'Cancel', action: (props) => props.onCancel } },
);
export { preloadConflictBody };

/**
 * The lost-update guard found changes made after the form was opened.
 * Nothing was sent; the user chooses how to combine both versions.
 */
export function ConflictDialog({
  conflict,
  onTakeTheirs,
  onKeepBoth,
  onCancel,
}: {
  conflict: Conflict | undefined;
  onTakeTheirs: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={conflict !== undefined}
      onClose={onCancel}
      title="The campaign changed since you opened it"
      description="Someone else saved these fields meanwhile. Nothing was sent: choose how to go on."
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      {conflict ? (
        <Suspense fallback={<p className="text-sm">Loading the comparison…</p>}>
          <ConflictBody
            conflict={conflict}
            onTakeTheirs={onTakeTheirs}
            onKeepBoth={onKeepBoth}
            onCancel={onCancel}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
