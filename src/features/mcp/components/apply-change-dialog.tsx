import { Dialog } from '@/components/ui/dialog';
import { ConfirmActions } from './confirm-actions';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import type { PrepareStatusChangeData } from '@contract/mcp';
import { describeChange } from '../write-rules';
import { ChangeDiffTable } from './change-diff-table';
import { formatTime } from '@/lib/format/date';

/** The explicit human confirmation of one prepared change, naming it. */
export function ApplyChangeDialog({
  data,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  data: PrepareStatusChangeData | undefined;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open && data !== undefined}
      onClose={onCancel}
      title="Apply this change?"
      description={data ? `${describeChange(data)}.` : undefined}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {data ? <Body data={data} busy={busy} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function Body({
  data,
  busy,
  onConfirm,
  onCancel,
}: {
  data: PrepareStatusChangeData;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const guard = useDialogGuard(busy);
  const expires = data.approval ? formatTime(data.approval.expiresAt) : undefined;
  return (
    <div ref={guard} className="space-y-4">
      <ChangeDiffTable data={data} caption="Campaigns in this change" />
      {expires ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The approval is valid until {expires}, for this change only, once.
        </p>
      ) : null}
      <ConfirmActions busy={busy} busyLabel="Applying…" onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}
