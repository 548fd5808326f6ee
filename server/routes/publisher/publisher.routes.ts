import { Hono } from 'hono';
import type { IdentitiesRepository } from '../../auth/identities.repository';
import type { AppEnv } from '../../http/app-env';
import { publisherAuth } from '../../middleware/publisher-auth';
import { createPublisherHandlers } from './publisher.handlers';
import type { PublisherRepository } from './publisher.repository';

/** Mounted at {api_url} (/pub). Each endpoint checks its own scope. */
export function publisherRoutes(deps: {
  identities: IdentitiesRepository;
  reports: PublisherRepository;
}) {
  const handlers = createPublisherHandlers(deps.reports);
  return new Hono<AppEnv>()
    .get('/xml/stats', publisherAuth(deps.identities, 'publisher:xml:read'), handlers.xmlStats)
    .get(
      '/publisher/search-report',
      publisherAuth(deps.identities, 'publisher:search:read'),
      handlers.searchReport,
    );
}
