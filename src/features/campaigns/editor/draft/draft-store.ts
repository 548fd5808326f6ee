import * as z from 'zod/mini';
import type { Campaign } from '@contract/campaigns';
import type { EditorValues } from '@/features/campaigns/model/form-model';

/**
 * Unsaved editor state, per member and campaign. It lives in sessionStorage
 * (gone with the tab, never shared with other tabs' sessions) and never in
 * localStorage. It holds form values only: no token or credential.
 */
export interface EditorDraft {
  cid: number;
  values: EditorValues;
  dirty: string[];
  /** fingerprint() of the read the values were loaded from. */
  loadedFingerprint: string;
  savedAt: number;
}

const EditorDraftSchema = z.object({
  cid: z.int(),
  values: z.record(z.string(), z.unknown()),
  dirty: z.array(z.string()),
  loadedFingerprint: z.string(),
  savedAt: z.number(),
});

const PREFIX = 'adpanel:campaign-draft:v1';

/** memberKey is e.g. `${tenant}:${uid}`, so two members on one tab never see each other's drafts. */
export function draftKey(memberKey: string, cid: number): string {
  return `${PREFIX}:${memberKey}:${cid}`;
}

// Storage can be missing (non-browser) or throw (disabled, private modes).
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: EditorDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft; the form itself still works.
  }
}

/** The stored draft, or undefined when there is none or it is unreadable. */
export function loadDraft(key: string): EditorDraft | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const parsed = EditorDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * A stable hash of the campaign's JSON, to tell whether the server copy
 * changed since a draft was made. Key order counts: the same JSON text gives
 * the same fingerprint, a reordered object a different one. Order is part of
 * what the editor preserves, and a false "changed" only costs a diff that
 * finds nothing (detectConflicts compares values).
 */
export function fingerprint(campaign: Campaign): string {
  const json = JSON.stringify(campaign);
  // cyrb53: fast, 53 bits, good spread; not a security hash (none is needed).
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${json.length.toString(36)}-${hash.toString(36)}`;
}
