import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { fieldContext } from '../form/editor-context';
import { rebaseValues, verifySaved } from '@/features/campaigns/model/form-model';
import type { EditorHandle } from './editor-handle';
import { describeFailure, type SaveOutcome } from './save-outcome';
import type { Conflict, SaveDialog } from './save-dialog';

export interface RecoveryTools {
  editor: EditorHandle;
  /** A fresh read of the campaign (never from the cache). */
  read: () => Promise<CampaignEditData>;
  invalidateLists: () => void;
  setDialog: (dialog: SaveDialog) => void;
  setOutcome: (outcome: SaveOutcome | undefined) => void;
  run: (step: () => Promise<void>) => Promise<void>;
  busy: () => boolean;
  start: () => void;
  lastSent: () => Campaign | undefined;
}

const closed: SaveDialog = { kind: 'none' };

/** Moves the form onto `latest`, keeping the edits of `keep` (all edits by default). */
export function rebaseKeepingEdits(
  editor: EditorHandle,
  latest: CampaignEditData,
  keep: ReadonlySet<string> = editor.dirty(),
) {
  const values = editor.values();
  editor.rebase(latest, rebaseValues(fieldContext(latest, values.type), values, keep));
}

/**
 * The ways back from a save that could not go through as it was: a conflict
 * (take theirs, or theirs plus my edits), a 400 (reload and reapply) and an
 * unclear answer (check by reading; never by sending again).
 */
export function recoveryActions(tools: RecoveryTools) {
  const { editor, setDialog, setOutcome } = tools;

  const rebaseOnto = (latest: CampaignEditData, keep?: ReadonlySet<string>) =>
    rebaseKeepingEdits(editor, latest, keep);

  async function readOrReport(): Promise<CampaignEditData | undefined> {
    try {
      return await tools.read();
    } catch (error) {
      setOutcome(describeFailure(error, 'read'));
      return undefined;
    }
  }

  return {
    /** Their values on the fields they changed; my other edits stay. */
    takeTheirs(conflict: Conflict) {
      if (tools.busy()) return;
      const theirs = new Set(conflict.conflicts.map((change) => change.key));
      rebaseOnto(conflict.latest, new Set([...editor.dirty()].filter((key) => !theirs.has(key))));
      setDialog(closed);
      setOutcome({
        kind: 'note',
        message: `The form now shows their version of ${conflict.conflicts
          .map((change) => change.label)
          .join(', ')}. Your other edits are kept: press Save to review them.`,
      });
    },
    /** Their version as the base, all my edits on top, then the review again. */
    keepBoth(conflict: Conflict) {
      if (tools.busy()) return;
      rebaseOnto(conflict.latest);
      setDialog(closed);
      tools.start();
    },
    /** After a 400: read again and apply my edits to the fresh copy (nothing is sent). */
    reloadAndReapply() {
      void tools.run(async () => {
        setOutcome(undefined);
        const latest = await readOrReport();
        if (!latest) return;
        rebaseOnto(latest);
        setOutcome({
          kind: 'note',
          message:
            'Reloaded: your changes are applied to the campaign as it is now. Press Save to review and send them.',
        });
      });
    },
    /** After an unclear answer: read, never resend. */
    check() {
      const sent = tools.lastSent();
      if (!sent) return;
      void tools.run(async () => {
        const readBack = await readOrReport();
        if (!readBack) return;
        if (verifySaved(sent, readBack.campaign as Campaign).length === 0) {
          tools.invalidateLists();
          editor.rebase(readBack);
          editor.discardDraft();
          setOutcome({ kind: 'verified' });
          return;
        }
        setOutcome({
          kind: 'note',
          message:
            'The campaign does not have your changes: they were not saved. Your edits are still here; press Save to try again.',
        });
      });
    },
  };
}
