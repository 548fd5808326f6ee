import { Button } from '@/components/ui/button';

/**
 * Cancel and Confirm of a console confirmation. While the call runs both stay
 * focusable but inert (aria-disabled, not disabled): the focused button keeps
 * focus, and a second Confirm cannot send twice.
 */
export function ConfirmActions({
  busy,
  busyLabel,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="secondary"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onCancel();
        }}
      >
        Cancel
      </Button>
      <Button
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onConfirm();
        }}
      >
        {busy ? busyLabel : 'Confirm'}
      </Button>
    </div>
  );
}
