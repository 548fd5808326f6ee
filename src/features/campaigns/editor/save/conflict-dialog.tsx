import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogGuard } from '@/components/ui/use-dialog-guard';
import { ChangeTable } from '@/components/ui/change-table';
import { formatValue } from '@/features/campaigns/model/format-value';
import type { SaveDialog } from './save-dialog';

type Conflict = Extract<SaveDialog, { kind: 'conflict' }>;

/**
 * The lost-update guard found changes made after the form was opened.
 * Nothing was sent; the user chooses how to combine both versions.
 */
export function ConflictDialog({
  conflict,
  onTakeTheirs,
  onKeepBoth,
  onCancel,
}: {
  conflict: Conflict | undefined;
  onTakeTheirs: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={conflict !== undefined}
      onClose={onCancel}
      title="The campaign changed since you opened it"
      description="Someone else saved these fields meanwhile. Nothing was sent: choose how to go on."
      className="w-[min(56rem,calc(100vw-2rem))]"
    >
      {conflict ? (
        <ConflictBody
          conflict={conflict}
          onTakeTheirs={onTakeTheirs}
          onKeepBoth={onKeepBoth}
          onCancel={onCancel}
        />
      ) : null}
    </Dialog>
  );
}

function ConflictBody({
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
