import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { clearDraft, fingerprint, saveDraft } from './draft-store';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { clearDraftBase, saveDraftBase } from './draft-base';

export const DRAFT_DELAY_MS = 500;

/**
 * Writes the form to sessionStorage ~500 ms after the last change (and at
 * once when the page is hidden or the editor unmounts); an unchanged form
 * removes the draft. Only form values: never a credential.
 */
export function useDraftAutosave(options: {
  form: UseFormReturn<EditorValues>;
  draftKey: string;
  cid: number;
  loaded: () => CampaignEditData;
  dirty: () => ReadonlySet<string>;
  /** The draft stays though nothing is unsaved (a save not yet read back: EditorHandle.holdDraft). */
  held: () => boolean;
}) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { form, draftKey } = options;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      const { loaded, dirty, cid, held } = latest.current;
      const keys = [...dirty()];
      if (keys.length === 0) {
        if (held()) return;
        clearDraft(draftKey);
        clearDraftBase(draftKey);
        return;
      }
      const base = loaded().campaign as Campaign;
      saveDraft(draftKey, {
        cid,
        values: form.getValues(),
        dirty: keys,
        loadedFingerprint: fingerprint(base),
        savedAt: Date.now(),
      });
      saveDraftBase(draftKey, base);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(write, DRAFT_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, draftKey]);
}
