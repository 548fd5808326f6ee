import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { useAppContext } from '@/router-context';
import { errorMessage } from '@/lib/code-load-error';
import { readCampaignFresh } from '../api/campaign-edit-queries';
import { clearDraft, fingerprint, loadDraft, type EditorDraft } from './draft/draft-store';
import { rebaseValues } from '../model/form-model';
import { lazyPart } from '@/components/lazy-part';
import { clearDraftBase, loadDraftBase } from './draft/draft-base';
import { UnsavedChangesGuard } from './draft/unsaved-changes-guard';
import { useDraftAutosave } from './draft/use-draft-autosave';
import { useDraftKey } from './draft/use-draft-key';
import { fieldContext } from './form/editor-context';
import { EditorSections } from './form/editor-sections';
import { SECTIONS_END_ID, visibleSections } from './form/visible-sections';
import { SectionNav } from './nav/section-nav';
import { useEditorForm } from './form/use-editor-form';
import { ConflictDialog, preloadConflictBody } from './save/conflict-dialog';
import { preloadReviewBody, ReviewDialog } from './save/review-dialog';
import { SaveBar } from './save/save-bar';
import { SaveOutcomeAlert } from './save/save-outcome-alert';
import { usePendingChangeKeys } from './save/use-pending-changes';
import { useSaveFlow } from './save/use-save-flow';

// Only when a draft of this campaign was kept: off the editor's first view.
const { Component: DraftBanner } = lazyPart(
  () => import('./draft/draft-banner'),
  'The saved draft',
);

/** The campaign form over one fresh read, with review, lost-update guard, draft and leave guard. */
export function CampaignEditor({ cid, initial }: { cid: number; initial: CampaignEditData }) {
  const {
    form,
    loaded,
    ctx,
    rootRef,
    handle: formHandle,
    hasChanges,
    dirty,
  } = useEditorForm(cid, initial);
  const key = useDraftKey(cid);
  const [restoreProblem, setRestoreProblem] = useState<string>();
  const [offer, setOffer] = useState<EditorDraft | undefined>(() => {
    const draft = loadDraft(key);
    return draft && draft.cid === cid && draft.dirty.length > 0 ? draft : undefined;
  });
  const draftHeld = useRef(false);
  const discardDraft = () => {
    draftHeld.current = false;
    clearDraft(key);
    clearDraftBase(key);
    setOffer(undefined);
  };
  // A draft was restored on an older read than the server's: "Discard changes" goes back to
  // the campaign as it is now, read afresh (a fresh read is never wrong, only slower).
  const onOlderRead = useRef(false);
  const editor = {
    ...formHandle,
    discardDraft,
    holdDraft: () => {
      draftHeld.current = true;
    },
  };
  const { api, queryClient } = useAppContext();
  const flow = useSaveFlow(editor);
  useDraftAutosave({
    form,
    draftKey: key,
    cid,
    loaded: editor.loaded,
    dirty,
    held: () => draftHeld.current,
  });

  function restore(draft: EditorDraft) {
    setOffer(undefined);
    const current = editor.loaded();
    const edited = new Set(draft.dirty);
    const base = loadDraftBase(key);
    const serverChanged = draft.loadedFingerprint !== fingerprint(current.campaign as Campaign);
    const baseKnown = base !== undefined && fingerprint(base) === draft.loadedFingerprint;
    if (serverChanged && !baseKnown) {
      // Without the read the draft was made on, its edits cannot be told from
      // the server's newer values: restoring would overwrite them silently.
      setRestoreProblem(
        'This draft was made on an older version of the campaign, and that version is no longer available here, so it cannot be restored safely. Your draft is kept until you discard it.',
      );
      setOffer(draft);
      return;
    }
    // The draft's own read as the baseline: if the server copy changed since,
    // the lost-update guard shows it at the next save, as for any edit.
    const from: CampaignEditData = serverChanged && base ? { ...current, campaign: base } : current;
    editor.rebase(from, rebaseValues(fieldContext(from, draft.values.type), draft.values, edited));
    onOlderRead.current = serverChanged;
  }

  async function discardChanges() {
    if (!onOlderRead.current) {
      editor.rebase(editor.loaded());
      discardDraft();
      flow.dismissOutcome();
      return;
    }
    try {
      const now = await readCampaignFresh(queryClient, api, cid);
      // Only once the campaign as it is now is in: a failed read keeps the draft too.
      editor.rebase(now);
      discardDraft();
      flow.dismissOutcome();
      onOlderRead.current = false;
      setRestoreProblem(undefined);
    } catch (error) {
      setRestoreProblem(`The campaign as it is now could not be read: ${errorMessage(error, '')}`);
    }
  }

  const changedKeys = usePendingChangeKeys(form, editor, loaded);
  const sections = useMemo(() => visibleSections(ctx).map(({ section }) => section), [ctx]);

  const review = flow.dialog.kind === 'review' ? flow.dialog : undefined;
  // Save opens the review only on a form with changes, and finds a conflict only after it:
  // their code is requested with the first change, off the editor's first view.
  useEffect(() => {
    if (!hasChanges) return;
    void preloadReviewBody();
    void preloadConflictBody();
  }, [hasChanges]);
  const conflict = flow.dialog.kind === 'conflict' ? flow.dialog : undefined;

  return (
    <FormProvider {...form}>
      {/* Wide screens: the section list in a side column beside the form. */}
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav sections={sections} changedKeys={changedKeys} />
        <form
          ref={rootRef}
          noValidate
          aria-label={`Edit campaign ${cid}`}
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            flow.start();
          }}
        >
          {restoreProblem ? (
            <p
              role="alert"
              className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
            >
              {restoreProblem}
            </p>
          ) : null}
          {offer ? (
            <Suspense fallback={null}>
              <DraftBanner
                draft={offer}
                serverChanged={offer.loadedFingerprint !== fingerprint(loaded.campaign as Campaign)}
                onRestore={() => restore(offer)}
                onDiscard={discardDraft}
              />
            </Suspense>
          ) : null}
          <EditorSections ctx={ctx} />
          <div id={SECTIONS_END_ID} className="mb-0" />
          <SaveBar
            changes={changedKeys.length}
            outcome={
              <SaveOutcomeAlert
                outcome={flow.outcome}
                data={loaded}
                busy={flow.busy()}
                onReloadAndReapply={flow.reloadAndReapply}
                onCheck={flow.check}
                onDismiss={flow.dismissOutcome}
              />
            }
            actions={
              <>
                <Button type="submit">Save</Button>
                <Button
                  variant="secondary"
                  disabled={!hasChanges}
                  onClick={() => void discardChanges()}
                >
                  Discard changes
                </Button>
              </>
            }
          />
        </form>
      </div>
      <ReviewDialog review={review} onConfirm={flow.confirm} onCancel={flow.cancel} />
      <ConflictDialog
        conflict={conflict}
        onTakeTheirs={flow.takeTheirs}
        onKeepBoth={flow.keepBoth}
        onCancel={flow.cancel}
      />
      <UnsavedChangesGuard hasChanges={() => dirty().size > 0} />
    </FormProvider>
  );
}
