import type { ReactNode } from 'react';
import type { PrepareStatusChangeData } from '@contract/mcp';
import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { formatTime } from '@/lib/format/date';
import { JsonView } from '../results/json-view';
import { describeChange } from '../write-rules';
import { ChangeDiffTable } from './change-diff-table';
import { UnavailableButton } from './unavailable-button';

interface ConfirmProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What will be sent, then Cancel and Confirm. While the call runs both stay
 * focusable but inert (aria-disabled, not disabled): the focused button keeps
 * focus, and a second Confirm cannot send twice; Escape waits too (the guard).
 */
function ConfirmBody({
  busy,
  busyLabel,
  onConfirm,
  onCancel,
  children,
}: ConfirmProps & { busyLabel: string; children: ReactNode }) {
  const guard = useDialogGuard(busy);
  return (
    <div ref={guard} className="space-y-4">
      {children}
      <div className="flex justify-end gap-2">
        <UnavailableButton variant="secondary" unavailable={busy} onClick={onCancel}>
          Cancel
        </UnavailableButton>
        <UnavailableButton unavailable={busy} onClick={onConfirm}>
          {busy ? busyLabel : 'Confirm'}
        </UnavailableButton>
      </div>
    </div>
  );
}

/** Any tool that does not say it is read-only is sent only after this confirmation. */
export function ConfirmCallDialog({
  toolName,
  args,
  ...confirm
}: ConfirmProps & { toolName: string; args: Record<string, unknown> | undefined }) {
  return (
    <Dialog
      open={args !== undefined}
      onClose={confirm.onCancel}
      title={`Call ${toolName}?`}
      description="This tool does not say it is read-only, so it may change data. It is sent only when you confirm, with these arguments:"
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <ConfirmBody {...confirm} busyLabel="Calling…">
        <JsonView value={args ?? {}} className="max-h-none" />
      </ConfirmBody>
    </Dialog>
  );
}

/** The explicit human confirmation of one prepared change, naming it. */
export function ApplyChangeDialog({
  data,
  open,
  ...confirm
}: ConfirmProps & { data: PrepareStatusChangeData | undefined; open: boolean }) {
  const expires = data?.approval ? formatTime(data.approval.expiresAt) : undefined;
  return (
    <Dialog
      open={open && data !== undefined}
      onClose={confirm.onCancel}
      title="Apply this change?"
      description={data ? `${describeChange(data)}.` : undefined}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {data ? (
        <ConfirmBody {...confirm} busyLabel="Applying…">
          <ChangeDiffTable data={data} caption="Campaigns in this change" />
          {expires ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              The approval is valid until {expires}, for this change only, once.
            </p>
          ) : null}
        </ConfirmBody>
      ) : null}
    </Dialog>
  );
}
