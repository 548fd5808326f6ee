import type { FieldErrors } from '@contract/common';
import { isApiError } from '@/lib/api/api-error';

/** The dashboard's wording for a 402; the server's "(available: …)" detail is appended. */
export const INSUFFICIENT_BALANCE_MESSAGE =
  'Insufficient balance: activating needs at least 1.00 available balance';

export interface CampaignRefusal {
  cid: number;
  reasons: string[];
}

export type StatusChangeFailure =
  /** 402: nothing changed; the account needs funds. */
  | { kind: 'balance'; message: string }
  /** A 4xx refusal: nothing changed (the reference API is all-or-nothing). */
  | {
      kind: 'refused';
      status: number;
      message: string;
      campaigns: CampaignRefusal[];
      other: string[];
    }
  /** No answer, a timeout or a 5xx: the change may or may not have been applied. */
  | { kind: 'unknown'; message: string };

/**
 * Turns whatever update-status threw into what the dialog says. Field errors
 * are mapped to cids whatever their shape: the reference API's
 * `ids: ["Campaign 10005 is Pending…"]`, zod-style `ids.0` (an index into the
 * ids sent), or keys that are the cid itself (`10005`, `ids.10005`).
 */
export function describeStatusFailure(error: unknown, ids: readonly number[]): StatusChangeFailure {
  if (!isApiError(error)) {
    return { kind: 'unknown', message: 'The change could not be sent.' };
  }
  if (error.status === 0 || error.status >= 500 || error.kind !== 'http') {
    return { kind: 'unknown', message: error.message };
  }
  if (error.status === 402) {
    const detail = /\(available:[^)]*\)/i.exec(error.message)?.[0];
    return {
      kind: 'balance',
      message: detail ? `${INSUFFICIENT_BALANCE_MESSAGE} ${detail}` : INSUFFICIENT_BALANCE_MESSAGE,
    };
  }
  const { campaigns, other } = refusalsByCid(error.fieldErrors, ids);
  return { kind: 'refused', status: error.status, message: error.message, campaigns, other };
}

/** Field errors of a refused update-status, grouped by the cid they are about. */
export function refusalsByCid(
  fieldErrors: FieldErrors,
  ids: readonly number[],
): { campaigns: CampaignRefusal[]; other: string[] } {
  const requested = new Set(ids);
  const byCid = new Map<number, string[]>();
  const other: string[] = [];
  const add = (cid: number, message: string) => {
    const list = byCid.get(cid) ?? [];
    if (!list.includes(message)) list.push(message);
    byCid.set(cid, list);
  };

  for (const [key, messages] of Object.entries(fieldErrors)) {
    const keyed = cidFromKey(key, ids, requested);
    for (const message of messages) {
      if (keyed !== undefined) {
        add(keyed, message);
        continue;
      }
      // The reference shape: a list under "ids" whose messages name the cid.
      const named = key.startsWith('ids') ? cidsNamedIn(message, requested) : [];
      // One id sent and a message about "ids": it can only be about that one.
      if (named.length === 0 && key.startsWith('ids') && requested.size === 1)
        named.push(...requested);
      if (named.length > 0) for (const cid of named) add(cid, message);
      else if (!other.includes(message)) other.push(message);
    }
  }
  const campaigns = ids
    .filter((cid, index) => byCid.has(cid) && ids.indexOf(cid) === index)
    .map((cid) => ({ cid, reasons: byCid.get(cid) ?? [] }));
  return { campaigns, other };
}

function cidFromKey(
  key: string,
  ids: readonly number[],
  requested: ReadonlySet<number>,
): number | undefined {
  const match = /^(?:ids|cids?|campaigns?)?[.[]?(\d+)\]?$/.exec(key);
  if (!match?.[1]) return undefined;
  const n = Number(match[1]);
  if (requested.has(n)) return n; // "10005", "ids.10005", "cid[10005]"
  if (key !== match[1]) return ids[n]; // "ids.0", "ids[0]": a position in the body
  return undefined;
}

function cidsNamedIn(message: string, requested: ReadonlySet<number>): number[] {
  const found = [...message.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return [...new Set(found.filter((n) => requested.has(n)))];
}
