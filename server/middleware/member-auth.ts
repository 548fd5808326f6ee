import { createMiddleware } from 'hono/factory';
import type { IdentitiesRepository } from '../auth/identities.repository';
import type { TokenExpiry } from '../auth/token-expiry';
import { verifyMemberToken } from '../auth/member-token';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/errors';

/** Exact 401 messages; the dashboard shows them in its session dialog. */
export const MEMBER_AUTH_MESSAGES = {
  missing: 'Missing member access token: send Authorization: Bearer <token>',
  expired: 'The member access token has expired',
  invalid: 'The member access token is invalid',
  unknownMember: 'The member of this access token does not exist',
  publisherKey: 'A publisher API key is not accepted here',
} as const;

/**
 * Bearer JWT only (no cookies, no query token). The member — and so the owner of
 * every campaign this request may touch — comes from the token and nothing else.
 */
export function memberAuth(deps: {
  identities: IdentitiesRepository;
  jwtSecret: string;
  /** TEST_HOOKS only: tokens a test has expired on purpose. */
  testExpiry?: TokenExpiry;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deny = (message: string, error = 'invalid_token') => {
      c.header('WWW-Authenticate', `Bearer error="${error}"`);
      return new HttpError(401, message);
    };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
    const token = match?.[1];
    if (!token) throw deny(MEMBER_AUTH_MESSAGES.missing, 'invalid_request');
    if (deps.identities.publisherByKey(token)) throw deny(MEMBER_AUTH_MESSAGES.publisherKey);
    if (deps.testExpiry?.isExpired(token)) throw deny(MEMBER_AUTH_MESSAGES.expired);
    const checked = await verifyMemberToken(deps.jwtSecret, token);
    if (!checked.ok) throw deny(MEMBER_AUTH_MESSAGES[checked.reason]);
    const member = deps.identities.member(checked.claims.uid);
    if (!member || member.tenant !== checked.claims.tenant)
      throw deny(MEMBER_AUTH_MESSAGES.unknownMember);
    c.set('member', member);
    await next();
  });
}
