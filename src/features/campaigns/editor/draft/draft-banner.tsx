import { Button } from '@/components/ui/button';
import { formatRecent } from '@/lib/format/date';
import type { EditorDraft } from './draft-store';

/** Offers back the edits a previous visit left unsaved in this tab. */
export function DraftBanner({
  draft,
  serverChanged,
  onRestore,
  onDiscard,
}: {
  draft: EditorDraft;
  serverChanged: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const count = draft.dirty.length;
  return (
    <section
      aria-label="Unsaved changes"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">You have unsaved changes from {formatRecent(draft.savedAt)}</p>
      <p className="mt-1">
        {count} {count === 1 ? 'field was' : 'fields were'} edited and not saved.
        {serverChanged
          ? ' The campaign has changed on the server since then: if you restore, saving shows what changed and lets you choose which version to keep.'
          : ''}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}

// The lazy part of campaign-editor.tsx: shown only when a draft was kept.
export default DraftBanner;
