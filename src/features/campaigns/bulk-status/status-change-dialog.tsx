import { Button } from '@/components/ui/button';
import { ChangeTable } from '@/components/ui/change-table';
import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import type { StatusChangeFailure } from './status-error';
import { FailureAlert } from './status-failure-alert';
import { actionFor, statusName, type PlanItem, type StatusPlan } from './status-plan';
import { formatCount } from '@/lib/format/number';

export type DialogPhase = 'confirm' | 'sending' | 'verifying' | 'failed';

export interface StatusChangeDialogProps {
  plan: StatusPlan | undefined;
  phase: DialogPhase;
  failure: StatusChangeFailure | undefined;
  onConfirm: () => void;
  onCheck: () => void;
  onClose: () => void;
}

/** The confirmation of one update-status request: what changes, then what went wrong if anything. */
export function StatusChangeDialog(props: StatusChangeDialogProps) {
  const { plan } = props;
  const action = plan ? actionFor(plan.target) : undefined;
  const count = plan?.ids.length ?? 0;
  const title = !plan
    ? ''
    : plan.items.length === 1 && plan.items[0]
      ? `${action?.label} campaign ${plan.items[0].cid}?`
      : `${action?.label} ${formatCount(count)} ${count === 1 ? 'campaign' : 'campaigns'}?`;
  return (
    <Dialog
      open={plan !== undefined}
      onClose={props.onClose}
      title={title}
      description={plan ? describePlan(plan) : undefined}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {plan ? <DialogBody {...props} plan={plan} /> : null}
    </Dialog>
  );
}

function describePlan(plan: StatusPlan): string {
  const target = statusName(plan.target);
  const n = plan.ids.length;
  if (n === 0) return `None of these campaigns would change: they cannot be set to ${target}.`;
  const first =
    n === 1 ? `1 campaign will be set to ${target}.` : `${n} campaigns will be set to ${target}.`;
  const unchanged = plan.items.filter((item) => item.kind !== 'change').length;
  return unchanged > 0 ? `${first} ${unchanged} selected will not change.` : first;
}

function DialogBody({
  plan,
  phase,
  failure,
  onConfirm,
  onCheck,
  onClose,
}: StatusChangeDialogProps & { plan: StatusPlan }) {
  const busy = phase === 'sending' || phase === 'verifying';
  const nothingToSend = plan.ids.length === 0;
  const guard = useDialogGuard(busy);
  const progress = phase === 'sending' ? 'Applying…' : 'Verifying…';
  return (
    <div ref={guard} className="space-y-4">
      <ChangeTable
        caption="Campaigns in this change"
        columns={['Campaign', 'Name', 'Status']}
        rows={plan.items.map((item) => ({
          key: item.cid,
          cells: [item.cid, item.name, changeText(item, plan.target)],
        }))}
      />

      {failure ? <FailureAlert failure={failure} plan={plan} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        {phase === 'failed' ? (
          <>
            {failure?.kind === 'unknown' ? (
              <Button variant="primary" onClick={onCheck}>
                Check statuses
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onClose();
              }}
            >
              Cancel
            </Button>
            {/* aria-disabled, not disabled: the focused button keeps focus while it works. */}
            <Button
              variant="primary"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-80"
              aria-disabled={busy || nothingToSend || undefined}
              onClick={() => {
                if (!busy && !nothingToSend) onConfirm();
              }}
            >
              {busy ? (
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                  />
                  {progress}
                </>
              ) : (
                'Confirm'
              )}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function changeText(item: PlanItem, target: number): string {
  if (item.kind === 'pending') return `${item.fromName} — cannot be changed`;
  if (item.kind === 'no-change') return `${item.fromName} — no change`;
  return `${item.fromName} → ${statusName(target)}`;
}
