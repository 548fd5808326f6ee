import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { validateCampaign } from '@contract/campaign-rules';
import { isApiError } from '@/lib/api/api-error';
import { entityTagOf } from '@/lib/api/entity-tag';
import { useAppContext } from '@/router-context';
import { loggedFields } from '@/features/campaigns/write/change-log/logged-fields';
import { useRecordChange } from '@/features/campaigns/write/change-log/use-record-change';
import { campaignKeys } from '@/features/campaigns/api/campaign-queries';
import {
  campaignEditKeys,
  campaignEditPath,
  readCampaignFresh,
} from '@/features/campaigns/api/campaign-edit-queries';
import { detectConflicts, diffCampaigns, verifySaved } from '@/features/campaigns/model/form-model';
import { jsonEqual } from '@/features/campaigns/model/json-equal';
import type { EditorHandle } from './editor-handle';
import { payloadFor } from './pending-changes';
import { rebaseKeepingEdits, recoveryActions } from './recovery-actions';
import type { SaveDialog } from './save-dialog';
import { describeFailure, type SaveOutcome } from './save-outcome';

const closed: SaveDialog = { kind: 'none' };

/**
 * Save = client rules → review of exactly what changes → re-read (lost-update
 * guard) → one PUT of the complete object (never retried) → verification read.
 * Every step that fails keeps the form as it is.
 */
export function useSaveFlow(editor: EditorHandle) {
  const { api, queryClient } = useAppContext();
  const record = useRecordChange();
  const [dialog, setDialog] = useState<SaveDialog>(closed);
  const [outcome, setOutcome] = useState<SaveOutcome>();
  // A ref, not state: a second press in the same tick must already see it.
  const running = useRef(false);
  // What the last PUT carried, for "check whether it was saved".
  const lastSent = useRef<Campaign>(undefined);

  const save = useMutation({
    mutationKey: [...campaignEditKeys.edit(editor.cid), 'save'],
    // If-Match carries the ETag of the read the payload was built on, when the server sent one.
    mutationFn: ({ payload, basis }: { payload: Campaign; basis: CampaignEditData }) =>
      api.member.put(campaignEditPath(editor.cid), payload, { ifMatch: entityTagOf(basis) }),
    // A write is never repeated automatically (docs/decisions/011-retries-in-one-place.md).
    retry: false,
  });

  /** The payload from `data` plus the form's edits, and the rules' verdict on it. */
  function prepare(data: CampaignEditData) {
    const payload = payloadFor(data, editor.values(), editor.dirty());
    const errors = validateCampaign(payload, data.campaign_types, data.settings);
    return { payload, errors };
  }

  function blockOnErrors(errors: Record<string, string[]>, message: string): boolean {
    if (Object.keys(errors).length === 0) return false;
    const other = editor.showErrors(errors);
    setOutcome({ kind: 'invalid', message, other });
    return true;
  }

  /** "Save": check the rules, then show the review (nothing is sent yet). */
  function start() {
    if (running.current) return;
    setOutcome(undefined);
    editor.clearErrors();
    const loaded = editor.loaded();
    const { payload, errors } = prepare(loaded);
    if (blockOnErrors(errors, 'Some fields need attention before this campaign can be saved.'))
      return;
    const changes = diffCampaigns(loaded.campaign as Campaign, payload);
    if (changes.length === 0) {
      setOutcome({ kind: 'no-changes' });
      return;
    }
    setDialog({ kind: 'review', step: 'review', changes, base: loaded });
  }

  /** The save in the change log: the fields as read before it, and as read back (or sent). */
  function log(before: Campaign, after: Campaign, outcome: 'verified' | 'differs' | 'unverified') {
    const fields = loggedFields(before, after);
    void record({
      kind: 'editor',
      summary: `Edited ${fields.map((field) => field.label).join(', ')}`,
      campaigns: [{ cid: editor.cid, name: String(after.name ?? ''), outcome, fields }],
    });
  }

  async function verify(sent: Campaign, before: Campaign) {
    setDialog((d) => (d.kind === 'review' ? { ...d, step: 'verifying' } : d));
    void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
    let readBack: CampaignEditData;
    try {
      readBack = await readCampaignFresh(queryClient, api, editor.cid);
    } catch (error) {
      // Saved (the server said so) but not read back: the form shows what was sent. The
      // draft stays until a read shows it stored: a 2xx is not proof (a proxy's page).
      const loaded = editor.loaded();
      editor.holdDraft();
      editor.rebase({ ...loaded, campaign: sent });
      log(before, sent, 'unverified');
      setOutcome({
        kind: 'unverified',
        message: `The server accepted the change, but it could not be read back: ${
          error instanceof Error ? error.message : 'unknown error'
        }`,
      });
      return;
    }
    const stored = readBack.campaign as Campaign;
    const differences = verifySaved(sent, stored);
    // A 2xx after which the campaign reads exactly as before stored nothing (a proxy's page,
    // another backend's "rejected"): not a save, and nothing for the change log.
    const unchanged = differences.length > 0 && jsonEqual(stored, before);
    if (!unchanged) log(before, stored, differences.length ? 'differs' : 'verified');
    if (differences.length) {
      // The server holds other values than sent: the form stands on what it holds, and the
      // user's values stay on top as unsaved changes (and in the draft), never lost.
      rebaseKeepingEdits(editor, readBack);
      setOutcome(
        unchanged
          ? {
              kind: 'blocked',
              title: 'Not saved',
              message: 'The server answered, but the campaign is unchanged. Your changes are kept.',
            }
          : { kind: 'differs', differences },
      );
      return;
    }
    editor.rebase(readBack);
    editor.discardDraft();
    setOutcome({ kind: 'verified' });
  }

  async function send(latest: CampaignEditData) {
    const { payload, errors } = prepare(latest);
    if (
      blockOnErrors(errors, 'The campaign as it is now on the server does not accept these values.')
    ) {
      setDialog(closed);
      return;
    }
    setDialog((d) => (d.kind === 'review' ? { ...d, step: 'sending' } : d));
    lastSent.current = payload;
    try {
      await save.mutateAsync({ payload, basis: latest });
    } catch (error) {
      setDialog(closed);
      if (isApiError(error) && error.status === 412) {
        // Nothing was written: someone saved between our check and our PUT.
        await showConflictAfterRefusal(error);
        return;
      }
      if (isApiError(error) && error.status === 422) {
        const message = `The server refused the campaign: ${error.message.replace(/\.?$/, '.')} Nothing was saved; your changes are still here.`;
        if (!blockOnErrors(error.fieldErrors, message))
          setOutcome({ kind: 'invalid', message, other: [] });
        return;
      }
      setOutcome(describeFailure(error, 'write'));
      return;
    }
    await verify(payload, latest.campaign as Campaign);
    setDialog(closed);
  }

  /** After a 412: the conflict dialog against a fresh read, as a changed read would have shown. */
  async function showConflictAfterRefusal(refusal: unknown) {
    const loaded = editor.loaded();
    try {
      const latest = await readCampaignFresh(queryClient, api, editor.cid);
      const conflicts = detectConflicts(loaded.campaign as Campaign, latest.campaign as Campaign);
      if (conflicts.length > 0) {
        setDialog({ kind: 'conflict', loaded, latest, conflicts, yours: prepare(loaded).payload });
        return;
      }
    } catch {
      // The refusal below says what happened; the form keeps every edit.
    }
    setOutcome(describeFailure(refusal, 'write'));
  }

  async function run(step: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    try {
      await step();
    } finally {
      running.current = false;
    }
  }

  /** "Confirm": re-read; a change by anyone else stops the save and shows the conflict. */
  function confirm() {
    void run(async () => {
      const loaded = editor.loaded();
      setDialog((d) => (d.kind === 'review' ? { ...d, step: 'checking' } : d));
      let latest: CampaignEditData;
      try {
        latest = await readCampaignFresh(queryClient, api, editor.cid);
      } catch (error) {
        setDialog(closed);
        setOutcome(describeFailure(error, 'read'));
        return;
      }
      const conflicts = detectConflicts(loaded.campaign as Campaign, latest.campaign as Campaign);
      if (conflicts.length > 0) {
        setDialog({
          kind: 'conflict',
          loaded,
          latest,
          conflicts,
          yours: prepare(loaded).payload,
        });
        return;
      }
      await send(latest);
    });
  }

  // Built when a handler runs (never during render): it closes over the refs.
  const recovery = () =>
    recoveryActions({
      editor,
      read: () => readCampaignFresh(queryClient, api, editor.cid),
      invalidateLists: () => void queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
      setDialog,
      setOutcome,
      run,
      busy: () => running.current,
      start,
      lastSent: () => lastSent.current,
    });

  return {
    dialog,
    outcome,
    busy: () => running.current,
    start,
    confirm,
    cancel() {
      if (!running.current) setDialog(closed);
    },
    dismissOutcome: () => setOutcome(undefined),
    takeTheirs: () => {
      if (dialog.kind === 'conflict') recovery().takeTheirs(dialog);
    },
    keepBoth: () => {
      if (dialog.kind === 'conflict') recovery().keepBoth(dialog);
    },
    reloadAndReapply: () => recovery().reloadAndReapply(),
    check: () => recovery().check(),
  };
}
