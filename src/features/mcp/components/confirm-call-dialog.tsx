import { Dialog } from '@/components/ui/dialog';
import { ConfirmActions } from './confirm-actions';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { JsonView } from '../results/json-view';

/** Any tool that does not say it is read-only is sent only after this confirmation. */
export function ConfirmCallDialog({
  toolName,
  args,
  busy,
  onConfirm,
  onCancel,
}: {
  toolName: string;
  args: Record<string, unknown> | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={args !== undefined}
      onClose={onCancel}
      title={`Call ${toolName}?`}
      description="This tool does not say it is read-only, so it may change data. It is sent only when you confirm, with these arguments:"
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <Body busy={busy} args={args} onConfirm={onConfirm} onCancel={onCancel} />
    </Dialog>
  );
}

function Body({
  busy,
  args,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  args: Record<string, unknown> | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const guard = useDialogGuard(busy);
  return (
    <div ref={guard} className="space-y-4">
      <JsonView value={args ?? {}} className="max-h-none" />
      <ConfirmActions busy={busy} busyLabel="Calling…" onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}
