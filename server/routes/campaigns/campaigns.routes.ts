import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CampaignListQuerySchema } from '@contract/query-schemas';
import type { CampaignsRepository } from './campaigns.repository';
import type { CampaignStatusRepository } from './campaign-status.repository';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { validQuery } from '../../http/query';
import { createCampaignHandlers } from './campaigns.handlers';
import { MAX_CAMPAIGN_DOC_BYTES } from './campaign-size';
import { createUpdateStatusHandler } from './update-status.handler';

/**
 * The largest body `PUT :cid` and `update-status` read: twice what a stored campaign may
 * take (decision 068), room for the indentation and \u escapes of one that fits, while the
 * work of parsing and measuring a body stays bounded (decision 071). 10,000 ids take ~100 KB.
 */
export const MAX_MEMBER_BODY_BYTES = 2 * MAX_CAMPAIGN_DOC_BYTES;
const KB = (bytes: number) => `${bytes / 1024} KB`;

const bodyLimitOf = (message: string) =>
  bodyLimit({
    maxSize: MAX_MEMBER_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, message);
    },
  });
const TOO_LARGE = `The request body is larger than ${KB(MAX_MEMBER_BODY_BYTES)}`;
const campaignLimit = bodyLimitOf(
  `${TOO_LARGE}: a campaign may take ${KB(MAX_CAMPAIGN_DOC_BYTES)}, shorten its longest lists`,
);
const updateStatusLimit = bodyLimitOf(TOO_LARGE);

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
  return new Hono<AppEnv>()
    .get(
      '/campaigns',
      validQuery(CampaignListQuerySchema, 'Invalid list parameters'),
      handlers.list,
    )
    .put('/update-status', updateStatusLimit, createUpdateStatusHandler(deps.statuses))
    .get('/:cid', handlers.read)
    .put('/:cid', campaignLimit, handlers.update);
}
