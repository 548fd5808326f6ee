import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';

/**
 * Optional lost-update protection (docs/decisions/029-etag-and-if-match.md).
 * The contract has none; a client that never sends If-Match sees today's
 * behaviour. The tag is the stored campaign's own: a hash of its JSON as
 * stored (key order included), so any write that changes the stored object
 * changes it, and the read's campaign_types and settings do not.
 */
export function campaignEtag(doc: Record<string, unknown>): string {
  const digest = createHash('sha256').update(JSON.stringify(doc)).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

export const PRECONDITION_FAILED =
  'The campaign changed since it was read (If-Match does not match). Nothing was saved: read it again.';

/**
 * RFC 9110 §13.1.1: `*` matches any current campaign; otherwise one of the
 * listed entity tags must equal the current one by strong comparison (a weak
 * tag never matches). An absent header is no precondition.
 */
export function ifMatchHolds(header: string | undefined, current: string): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value === '*') return true;
  return value
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => !tag.startsWith('W/') && tag === current);
}

/** 412 unless the request's If-Match holds for the campaign as stored now. */
export function assertIfMatch(c: Context<AppEnv>, doc: Record<string, unknown>): void {
  if (!ifMatchHolds(c.req.header('If-Match'), campaignEtag(doc)))
    throw new HttpError(412, PRECONDITION_FAILED);
}
