import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { ChangeTable } from '@/components/ui/change-table';
import { formatValue } from '@/features/campaigns/model/format-value';
import { BusyButton } from './busy-button';
import type { Review } from './save-dialog';

const PROGRESS = {
  review: '',
  checking: 'Checking for changes by others…',
  sending: 'Saving…',
  verifying: 'Verifying…',
} as const;

/** The fields the PUT changes, old → new, the save's progress, and Confirm. */
export default function ReviewBody({
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
