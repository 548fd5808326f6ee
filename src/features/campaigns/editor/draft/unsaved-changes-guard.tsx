import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';

/**
 * Asks before in-app navigation and back/forward leave unsaved edits
 * (TanStack Router's blocker with a resolver), and lets the browser ask on
 * reload or close (beforeunload). `hasChanges` is read at the moment of
 * leaving, so typing never re-registers the blocker.
 */
export function UnsavedChangesGuard({ hasChanges }: { hasChanges: () => boolean }) {
  const ref = useRef(hasChanges);
  useEffect(() => {
    ref.current = hasChanges;
  });
  const shouldBlockFn = useCallback(() => ref.current(), []);
  const enableBeforeUnload = useCallback(() => ref.current(), []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
  const blocked = blocker.status === 'blocked';
  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="Your changes to this campaign are not saved. A draft stays in this tab and is offered back when you return."
    >
      {blocked ? <LeaveChoices onStay={blocker.reset} onLeave={blocker.proceed} /> : null}
    </Dialog>
  );
}

function LeaveChoices({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const guard = useDialogGuard(false);
  return (
    <div ref={guard} className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onStay}>
        Stay
      </Button>
      <Button variant="danger" onClick={onLeave}>
        Leave
      </Button>
    </div>
  );
}
