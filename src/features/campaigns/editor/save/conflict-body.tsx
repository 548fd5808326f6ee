import { Button } from '@/components/ui/button';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { ChangeTable } from '@/components/ui/change-table';
import { formatValue } from '@/features/campaigns/model/format-value';
import type { Conflict } from './save-dialog';

/** The conflict's fields side by side and the ways on (loaded when a save starts: rarely needed). */
export default function ConflictBody({
  conflict,
  onTakeTheirs,
  onKeepBoth,
  onCancel,
}: {
  conflict: Conflict;
  onTakeTheirs: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}) {
  const guard = useDialogGuard(false);
  const show = (key: string, value: unknown) => formatValue(key, value, conflict.latest);
  return (
    <div ref={guard} className="space-y-4">
      <ChangeTable
        caption="Fields changed by someone else"
        columns={['Field', 'When you opened it', 'Theirs (now)', 'Yours']}
        rows={conflict.conflicts.map((change) => ({
          key: change.key,
          cells: [
            change.label,
            show(change.key, change.before),
            show(change.key, change.after),
            show(change.key, conflict.yours[change.key]),
          ],
        }))}
      />
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>
          <strong>Take theirs</strong>: their values for these fields; your other edits stay in the
          form.
        </li>
        <li>
          <strong>Keep theirs plus my edits</strong>: their version, with all your edits applied on
          top; you review the result before it is sent.
        </li>
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          Take theirs
        </Button>
        <Button onClick={onKeepBoth}>Keep theirs plus my edits</Button>
      </div>
    </div>
  );
}
