import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { useCredentials } from '@/features/auth/use-credentials';
import {
  forgetTid,
  keyOwner,
  readRecentTids,
  recentTidsSnapshot,
  rememberTid,
  subscribeRecentTids,
} from './recent-tids';
import { fieldMessages } from './xml-errors';

export interface TidAnswer {
  /** The tid the answer is for (the URL's). */
  tid: number | undefined;
  status: 'pending' | 'error' | 'success';
  /** A kept answer of the previous tid, shown while this one loads. */
  isPlaceholderData: boolean;
  error: unknown;
}

/** A refusal of the tid itself: not this key's source, or not a valid one. */
function refusesTid(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 403 || (error.status === 422 && !!fieldMessages(error).tid);
}

/**
 * This key's recent traffic sources. A tid is remembered only once the
 * server has answered for it, and forgotten when the server refuses it, so
 * the page never opens on a source that fails.
 */
export function useRecentTids(answer: TidAnswer): number[] {
  const { publisherKey } = useCredentials();
  const owner = keyOwner(publisherKey ?? '');
  const raw = useSyncExternalStore(subscribeRecentTids, recentTidsSnapshot);
  const recent = useMemo(() => readRecentTids(owner, raw), [owner, raw]);

  const { tid, status, isPlaceholderData, error } = answer;
  const answered = status === 'success' && !isPlaceholderData;
  const refused = status === 'error' && refusesTid(error);
  useEffect(() => {
    if (tid === undefined) return;
    if (answered) rememberTid(owner, tid);
    else if (refused) forgetTid(owner, tid);
  }, [owner, tid, answered, refused]);

  return recent;
}
