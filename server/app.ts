import '@contract/zod-locale';
import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { cors } from 'hono/cors';
import { createIdentitiesRepository } from './auth/identities.repository';
import { createTokenExpiry } from './auth/token-expiry';
import { ADVERTISER_BASE, PUBLISHER_BASE } from './app-paths';
import type { Env } from './env';
import type { AppEnv } from './http/app-env';
import { makeErrorHandler, notFoundBody } from './http/errors';
import { compression } from './middleware/compression';
import { exportSlots } from './middleware/export-slots';
import { headWithoutBody } from './middleware/head-without-body';
import { noStore } from './middleware/no-store';
import { memberAuth } from './middleware/member-auth';
import { createRequestQuotas } from './middleware/request-quota';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { openApiRoutes } from './openapi/openapi.routes';
import { createCampaignStatusRepository } from './routes/campaigns/campaign-status.repository';
import { campaignsRoutes } from './routes/campaigns/campaigns.routes';
import { createCampaignsRepository } from './routes/campaigns/campaigns.repository';
import { createDemoAccounts } from './routes/demo/demo.repository';
import { demoRoutes } from './routes/demo/demo.routes';
import { publisherRoutes } from './routes/publisher/publisher.routes';
import { createPublisherRepository } from './routes/publisher/publisher.repository';
import {
  createSearchReportBuilder,
  type SearchReportBuilder,
} from './routes/publisher/report-builder';
import { testHooksRoutes } from './routes/test-hooks/test-hooks.routes';
import { configForServer } from './dashboard-config';
import { serveDashboard } from './static';

export { ADVERTISER_BASE, PUBLISHER_BASE };

export interface AppDeps {
  db: Database.Database;
  env: Env;
  /** Request and error log sink; tests pass a no-op. */
  log?: (line: string) => void;
  /**
   * Builds the Search report's answers; by default one for `db` (a worker
   * thread when it is a file). Tests pass their own to close it.
   */
  searchReports?: SearchReportBuilder;
}

/** The whole reference API as one Hono app; tests drive it with app.request(). */
export function createApp({ db, env, log = console.log, searchReports }: AppDeps): Hono<AppEnv> {
  const identities = createIdentitiesRepository(db);
  const app = new Hono<AppEnv>();

  app.use('*', headWithoutBody, securityHeaders(env), requestLog(log), compression);
  // Liveness for monitors and the chaos suite: the process answers.
  app.get('/health', (c) => c.json({ status: 'ok' }));
  // Any origin may call the APIs with a bearer header: a dashboard can be hosted
  // elsewhere. No cookies are involved, so credentials stay off.
  const apiCors = cors({
    origin: '*',
    allowMethods: ['GET', 'PUT', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-Match'],
    // The campaign read's ETag, for clients that send If-Match (decision 029).
    // Retry-After: a 429's wait, which the dashboard's retry policy honours.
    exposeHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });
  // Except the demo accounts: they carry tokens, so only the dashboard served
  // from this origin may read them (no Access-Control-Allow-Origin at all).
  app.use(`${ADVERTISER_BASE}/*`, except(`${ADVERTISER_BASE}/demo/*`, apiCors));
  app.use(`${PUBLISHER_BASE}/*`, apiCors);
  // Authenticated answers (and demo tokens) are never stored by any cache.
  for (const path of [
    `${ADVERTISER_BASE}/login/*`,
    `${ADVERTISER_BASE}/demo/*`,
    `${PUBLISHER_BASE}/*`,
  ])
    app.use(path, noStore);

  // Request budgets (decision 035): members and publisher keys once they are
  // known (below and in publisherRoutes), everything else on /api/v1 by address.
  const quotas = createRequestQuotas(env.limits.quota);
  app.use(`${ADVERTISER_BASE}/*`, async (c, next) =>
    c.req.path.startsWith(`${ADVERTISER_BASE}/login/`) ? next() : quotas.client(c, next),
  );

  if (env.demo)
    app.route(`${ADVERTISER_BASE}/demo`, demoRoutes(createDemoAccounts(db, env.jwtSecret)));
  const exportSlot = exportSlots(env.limits.exportsPerKey);
  const reports = createPublisherRepository(db);
  const searchReportBuilder = searchReports ?? createSearchReportBuilder(db, reports);
  const testExpiry = env.testHooks ? createTokenExpiry() : undefined;
  if (testExpiry)
    app.route(
      `${ADVERTISER_BASE}/test-hooks`,
      testHooksRoutes({
        db,
        jwtSecret: env.jwtSecret,
        expiry: testExpiry,
        exportSlotsInUse: exportSlot.inUse,
        searchReportsRunning: searchReportBuilder.running,
      }),
    );
  app.use(
    `${ADVERTISER_BASE}/login/*`,
    memberAuth({ identities, jwtSecret: env.jwtSecret, testExpiry }),
    quotas.member,
  );
  app.route(
    `${ADVERTISER_BASE}/login/campaigns`,
    campaignsRoutes({
      campaigns: createCampaignsRepository(db),
      statuses: createCampaignStatusRepository(db),
      testHooks: env.testHooks,
    }),
  );
  app.route(
    PUBLISHER_BASE,
    publisherRoutes({
      identities,
      reports,
      searchReports: searchReportBuilder,
      quota: quotas.publisher,
      exportSlot,
    }),
  );
  app.route(ADVERTISER_BASE, openApiRoutes());

  // API paths never fall through to the dashboard: an unknown endpoint is a JSON 404.
  for (const base of [ADVERTISER_BASE, PUBLISHER_BASE]) {
    app.all(base, (c) => c.json(notFoundBody(), 404));
    app.all(`${base}/*`, (c) => c.json(notFoundBody(), 404));
  }
  // config.json names the MCP origin: it follows this server's MCP settings.
  const dashboard = serveDashboard(env.staticDir, {
    'config.json': (file) => configForServer(file, env.mcp.origins),
  });
  app.on(['GET', 'HEAD'], '*', dashboard);

  app.notFound((c) => c.json(notFoundBody(), 404));
  app.onError(makeErrorHandler(log));
  return app;
}
