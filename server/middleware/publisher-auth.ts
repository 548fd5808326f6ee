import { createMiddleware } from 'hono/factory';
import type { PublisherScope } from '@contract/reports';
import type { IdentitiesRepository } from '../auth/identities.repository';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/errors';

export const PUBLISHER_AUTH_MESSAGES = {
  unknownKey: 'Unknown or missing publisher API key',
  missingScope: (scope: PublisherScope) => `This API key does not have the ${scope} scope`,
} as const;

/**
 * The contract's publisher auth: the key travels in the `token` query
 * parameter only; an Authorization header is ignored, never a fallback.
 * Unknown key = 401, known key without the scope = 403
 * (docs/decisions/006-publisher-key-errors.md).
 */
export function publisherAuth(identities: IdentitiesRepository, scope: PublisherScope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.query('token')?.trim();
    const publisher = key ? identities.publisherByKey(key) : undefined;
    if (!publisher) throw new HttpError(401, PUBLISHER_AUTH_MESSAGES.unknownKey);
    if (!publisher.scopes.includes(scope))
      throw new HttpError(403, PUBLISHER_AUTH_MESSAGES.missingScope(scope));
    c.set('publisher', publisher);
    await next();
  });
}
