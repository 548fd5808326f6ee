import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CampaignListQuerySchema } from '@contract/query-schemas';
import type { CampaignsRepository } from './campaigns.repository';
import type { CampaignStatusRepository } from './campaign-status.repository';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { validQuery } from '../../http/query';
import { createCampaignHandlers } from './campaigns.handlers';
import { createUpdateStatusHandler } from './update-status.handler';

/**
 * Mounted at {base_url}/login/campaigns behind member auth.
 * Fixed paths come before /:cid, or "campaigns" and "update-status" would be read as ids.
 */
export function campaignsRoutes(deps: {
  campaigns: CampaignsRepository;
  statuses: CampaignStatusRepository;
  testHooks: boolean;
}) {
  const handlers = createCampaignHandlers(deps);
  // Campaign objects with long traffic-filter lists stay far below this.
  const limit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: () => {
      throw new HttpError(413, 'The request body is too large');
    },
  });
  return new Hono<AppEnv>()
    .get(
      '/campaigns',
      validQuery(CampaignListQuerySchema, 'Invalid list parameters'),
      handlers.list,
    )
    .put('/update-status', limit, createUpdateStatusHandler(deps.statuses))
    .get('/:cid', handlers.read)
    .put('/:cid', limit, handlers.update);
}
