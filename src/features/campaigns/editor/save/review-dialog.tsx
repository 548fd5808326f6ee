import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { ChangeTable } from '@/components/ui/change-table';
import { BusyButton } from './busy-button';
import { formatValue } from '@/features/campaigns/model/format-value';
import type { SaveDialog } from './save-dialog';

const PROGRESS = {
  review: '',
  checking: 'Checking for changes by others…',
  sending: 'Saving…',
  verifying: 'Verifying…',
} as const;

type Review = Extract<SaveDialog, { kind: 'review' }>;

/** "Review changes": exactly the fields the PUT changes, old → new, then Confirm. */
export function ReviewDialog({
  review,
  onConfirm,
  onCancel,
}: {
  review: Review | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const count = review?.changes.length ?? 0;
  return (
    <Dialog
      open={review !== undefined}
      onClose={onCancel}
      title="Review changes"
      description={`${count} ${count === 1 ? 'field changes' : 'fields change'}. Everything else is sent back exactly as it was read.`}
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      {review ? <ReviewBody review={review} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function ReviewBody({
  review,
  onConfirm,
  onCancel,
}: {
  review: Review;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const busy = review.step !== 'review';
  const guard = useDialogGuard(busy);
  return (
    <div ref={guard} className="space-y-4">
      <ChangeTable
        caption="Changes to save"
        columns={['Field', 'Now', 'After saving']}
        rows={review.changes.map((change) => ({
          key: change.key,
          cells: [
            change.label,
            formatValue(change.key, change.before, review.base),
            <span key="after">
              <span aria-hidden="true">→ </span>
              {formatValue(change.key, change.after, review.base)}
            </span>,
          ],
        }))}
      />
      <p role="status" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {PROGRESS[review.step]}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <BusyButton variant="secondary" blocked={busy} onClick={onCancel}>
          Cancel
        </BusyButton>
        <BusyButton busy={busy} busyLabel={PROGRESS[review.step]} onClick={onConfirm}>
          Confirm
        </BusyButton>
      </div>
    </div>
  );
}
