import type { ApiClient } from '@/lib/api/client';
import { ANY_ANSWER } from '@/lib/api/answer-schema';
import { isApiError } from '@/lib/api/api-error';

import type { PublisherScopes } from '@/lib/session/credentials-store';

export type CredentialCheck =
  | { ok: true; scopes?: PublisherScopes }
  | { ok: false; reason: 'rejected' | 'unreachable' | 'failed'; message: string };

// Only the status matters for a check, so the body is not parsed further.
const AnyData = ANY_ANSWER;

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
 * Alongside, XML statistics without a tid: a key with the XML scope gets a
 * 422 for the missing tid, one without it a 403 (the key is checked before any
 * parameter). Anything else leaves the scope as "has it": a backend that
 * answers otherwise still shows both report areas, and each report explains
 * its own refusal.
 */
export async function verifyPublisherKey(
  api: ApiClient,
  key: string,
  today: string = localDate(new Date()),
): Promise<CredentialCheck> {
  const [search, xml] = await Promise.all([
    settle(
      api.publisher.get('/publisher/search-report', {
        query: { date_from: today, date_to: today },
        schema: AnyData,
        key,
      }),
    ),
    settle(api.publisher.get('/xml/stats', { query: {}, schema: AnyData, key })),
  ]);
  const refusedForScope = (error: unknown) =>
    isApiError(error) && error.kind === 'http' && error.status === 403;
  if (!search.ok && !refusedForScope(search.error))
    return describeFailure(search.error, 'publisher API key', (status) => status === 401);
  return {
    ok: true,
    scopes: {
      search: search.ok || !refusedForScope(search.error),
      xml: xml.ok || !refusedForScope(xml.error),
    },
  };
}

async function settle(request: Promise<unknown>) {
  try {
    await request;
    return { ok: true } as const;
  } catch (error) {
    return { ok: false, error } as const;
  }
}

/** YYYY-MM-DD in the user's time zone ("today" as the user means it). */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
