import type { Campaign } from '@contract/campaigns';

/**
 * The read a draft was made from, beside the draft (same key plus ":base").
 * The draft itself keeps only a fingerprint of it; with the read itself a
 * draft restored after the server copy changed goes through the same
 * lost-update guard as any other save. sessionStorage only: a campaign holds
 * no credential, and the tab's end removes it.
 */
const suffix = ':base';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveDraftBase(key: string, campaign: Campaign): void {
  try {
    storage()?.setItem(key + suffix, JSON.stringify(campaign));
  } catch {
    // A full storage costs only the conflict check of a restored draft.
  }
}

export function loadDraftBase(key: string): Campaign | undefined {
  try {
    const raw = storage()?.getItem(key + suffix);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Campaign)
      : undefined;
  } catch {
    return undefined;
  }
}

export function clearDraftBase(key: string): void {
  try {
    storage()?.removeItem(key + suffix);
  } catch {
    // nothing to clear
  }
}
