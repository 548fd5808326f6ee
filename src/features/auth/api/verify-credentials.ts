import * as z from 'zod/mini';
import type { ApiClient } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/api-error';

export type CredentialCheck =
  { ok: true } | { ok: false; reason: 'rejected' | 'unreachable' | 'failed'; message: string };

// Only the status matters for a check, so the body is not parsed further.
const AnyData = z.unknown();

const UNREACHABLE = 'The API could not be reached. Check your connection and try again.';

function describeFailure(
  error: unknown,
  noun: string,
  rejected: (status: number) => boolean,
): CredentialCheck {
  if (!isApiError(error)) throw error;
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { ok: false, reason: 'unreachable', message: UNREACHABLE };
  }
  if (error.kind === 'http' && rejected(error.status)) {
    return { ok: false, reason: 'rejected', message: `The ${noun} was rejected: ${error.message}` };
  }
  return {
    ok: false,
    reason: 'failed',
    message: `The ${noun} could not be checked: ${error.message}`,
  };
}

/**
 * Cheapest member request there is: one list row, with the token to check
 * (no token in authMode "session": the client sends the session cookie).
 */
export async function verifyMemberToken(
  api: ApiClient,
  token: string | undefined,
): Promise<CredentialCheck> {
  try {
    await api.member.get('/login/campaigns/campaigns', {
      query: { perPage: 1 },
      schema: AnyData,
      token,
    });
    return { ok: true };
  } catch (error) {
    return describeFailure(
      error,
      'member access token',
      (status) => status === 401 || status === 403,
    );
  }
}

/**
 * A Search report for today. 403 still proves the key exists (it just lacks
 * the Search scope, e.g. an XML-only key); only 401 means it is unknown.
 */
export async function verifyPublisherKey(
  api: ApiClient,
  key: string,
  today: string = localDate(new Date()),
): Promise<CredentialCheck> {
  try {
    await api.publisher.get('/publisher/search-report', {
      query: { date_from: today, date_to: today },
      schema: AnyData,
      key,
    });
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 403) return { ok: true };
    return describeFailure(error, 'publisher API key', (status) => status === 401);
  }
}

/** YYYY-MM-DD in the user's time zone ("today" as the user means it). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
