import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/lazy-part';

// The dialog, its form and the bulk model load on first use: the campaign
// table's first view stays within its JavaScript budget.
const { Component: BulkEditDialog } = lazyPart(
  () => import('./bulk-edit-dialog'),
  'The bulk editor',
  { leave: { label: 'Close', action: (props) => () => props.onClose() } },
);

/**
 * "Edit selected" in the bulk toolbar, and the dialog it opens. `onApplied` hears
 * how many campaigns a run saved once its dialog is closed on the result.
 */
export function EditSelectedButton({
  cids,
  onApplied,
}: {
  cids: readonly number[];
  onApplied?: (saved: number) => void;
}) {
  const [open, setOpen] = useState<readonly number[]>();
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="secondary"
        className="min-h-9 px-3 py-1.5"
        onClick={() => setOpen([...cids])}
      >
        Edit selected
      </Button>
      {open ? (
        <Suspense fallback={<p role="status">Loading the bulk editor…</p>}>
          <BulkEditDialog
            cids={open}
            onClose={(saved) => {
              setOpen(undefined);
              // Something saved: the toolbar clears the selection (this button leaves) and says so.
              if (saved && onApplied) return onApplied(saved);
              // After the dialog has left the page: a modal dialog keeps focus from anything outside it.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
