import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/errors';
import { createQuota } from '../http/quota';

/** The 429 message: the dashboard shows it as it is (src/lib/api/api-error.ts). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests: this account's request budget is used up. Try again in ${retryAfterSeconds} s.`;
}

/** 429 with Retry-After and the error envelope (the MCP origin's answer, in the REST body shape). */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string): HttpError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new HttpError(429, message);
}

/**
 * Request budgets of the REST API (API_QUOTA), one fixed window per caller:
 * the member of a verified token, the publisher of a valid key, or — for
 * requests without either — the client address. The callers are counted in
 * one quota under distinct keys; `budget` undefined switches them all off.
 */
export function createRequestQuotas(
  budget: { requests: number; windowSeconds: number } | undefined,
) {
  const quota = budget ? createQuota(budget) : undefined;
  const limit = (keyOf: (c: Context<AppEnv>) => string) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const taken = quota?.take(keyOf(c));
      if (taken && !taken.ok)
        throw tooManyRequests(
          c,
          taken.retryAfterSeconds,
          tooManyRequestsMessage(taken.retryAfterSeconds),
        );
      await next();
    });
  return {
    /** After memberAuth. */
    member: limit((c) => `member ${c.get('member').uid}`),
    /** After publisherAuth. */
    publisher: limit((c) => `publisher ${c.get('publisher').publisherId}`),
    /** Requests that carry no credential this app checks. */
    client: limit((c) => `client ${clientAddress(c)}`),
  };
}
export type RequestQuotas = ReturnType<typeof createRequestQuotas>;
