import { Hono, type MiddlewareHandler } from 'hono';
import { SearchReportQuerySchema, XmlStatsQuerySchema } from '@contract/query-schemas';
import type { IdentitiesRepository } from '../../auth/identities.repository';
import type { AppEnv } from '../../http/app-env';
import { validQuery } from '../../http/query';
import {
  INVALID_REPORT_PARAMETERS as INVALID,
  publisherAuth,
} from '../../middleware/publisher-auth';
import { createPublisherHandlers } from './publisher.handlers';
import type { PublisherRepository } from './publisher.repository';
import type { SearchReportBuilder } from './report-builder';

/**
 * Mounted at {api_url} (/pub). Each endpoint checks its own scope, then its
 * parameters: a bad key never learns which parameters were wrong (decision 006).
 */
export function publisherRoutes(deps: {
  identities: IdentitiesRepository;
  reports: PublisherRepository;
  /** Builds the Search report's answers (report-builder.ts). */
  searchReports: SearchReportBuilder;
  /** The key's request budget (request-quota.ts), judged once the key is known. */
  quota: MiddlewareHandler<AppEnv>;
  /** The key's cap on exports running at once (export-slots.ts). */
  exportSlot: MiddlewareHandler<AppEnv>;
}) {
  const handlers = createPublisherHandlers(deps.reports, deps.searchReports);
  return new Hono<AppEnv>()
    .get(
      '/xml/stats',
      publisherAuth(deps.identities, 'publisher:xml:read'),
      deps.quota,
      deps.exportSlot,
      validQuery(XmlStatsQuerySchema, INVALID),
      handlers.xmlStats,
    )
    .get(
      '/publisher/search-report',
      publisherAuth(deps.identities, 'publisher:search:read'),
      deps.quota,
      deps.exportSlot,
      validQuery(SearchReportQuerySchema, INVALID),
      handlers.searchReport,
    );
}
