import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/save-file';
import { changeLog } from '@/features/campaigns/write/change-log/change-log';
import type { ChangeSet, ChangeSetSummary } from '@/features/campaigns/write/change-log/change-set';
import { changeSetCsv, changeSetFilename } from '../change-set-csv';
import { UndoDialogHost } from './undo-dialog-host';

/**
 * "Undo" and "Download CSV" of one change set. Undo builds a restore of
 * exactly the fields the set changed and goes through the same preview and
 * apply as a bulk edit (nothing is written before "Apply changes").
 */
export function ChangeSetActions({
  memberKey,
  summary,
}: {
  memberKey: string;
  summary: ChangeSetSummary;
}) {
  const [undoing, setUndoing] = useState<ChangeSet>();
  const [problem, setProblem] = useState<string>();
  const opener = useRef<HTMLButtonElement>(null);

  async function load(): Promise<ChangeSet | undefined> {
    setProblem(undefined);
    try {
      const set = await (await changeLog()).get(memberKey, summary.id);
      if (!set) setProblem('This change set is no longer kept on this browser.');
      return set;
    } catch (error) {
      setProblem(
        `The change log could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        ref={opener}
        variant="secondary"
        className="min-h-9 px-3 py-1"
        disabled={summary.written === 0}
        title={summary.written === 0 ? 'Nothing of this change was saved' : undefined}
        onClick={() => void load().then(setUndoing)}
      >
        Undo
      </Button>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1"
        onClick={() =>
          void load().then((set) => {
            if (set)
              saveBlob(
                new Blob([changeSetCsv(set)], { type: 'text/csv;charset=utf-8' }),
                changeSetFilename(set),
              );
          })
        }
      >
        Download CSV
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {undoing ? (
        <UndoDialogHost set={undoing} opener={opener} onClose={() => setUndoing(undefined)} />
      ) : null}
    </div>
  );
}
