import { createMiddleware } from 'hono/factory';
import type { PublisherScope } from '@contract/reports';
import type { IdentitiesRepository } from '../auth/identities.repository';
import type { AppEnv } from '../http/app-env';
import { HttpError, validationError } from '../http/errors';

/** The message of a report request's 422: its parameters, the key's included. */
export const INVALID_REPORT_PARAMETERS = 'Invalid report parameters';

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
    // Given twice, even with one good copy, the key is not given: read as its first value it
    // was the only parameter taken from a repeat that the reports refuse everywhere else.
    const keys = c.req.queries('token') ?? [];
    if (keys.length > 1)
      throw validationError({ token: ['token must be given once'] }, INVALID_REPORT_PARAMETERS);
    const key = keys[0]?.trim();
    const publisher = key ? identities.publisherByKey(key) : undefined;
    if (!publisher) throw new HttpError(401, PUBLISHER_AUTH_MESSAGES.unknownKey);
    if (!publisher.scopes.includes(scope))
      throw new HttpError(403, PUBLISHER_AUTH_MESSAGES.missingScope(scope));
    c.set('publisher', publisher);
    await next();
  });
}
