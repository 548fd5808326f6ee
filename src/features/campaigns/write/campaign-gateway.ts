import type { Campaign, CampaignEditData } from '@contract/campaigns';
import type { ApiClient } from '@/lib/api/client';
import { entityTagOf } from '@/lib/api/entity-tag';
import { campaignEditPath, CampaignEditReadSchema } from '../api/campaign-edit-queries';

/** The two requests a bulk run makes, so runs can be tested with any server. */
export interface CampaignGateway {
  /** GET /login/campaigns/{cid}: always from the server, never a cache. */
  read(cid: number, signal?: AbortSignal): Promise<CampaignEditData>;
  /**
   * PUT /login/campaigns/{cid} with the complete object; never retried.
   * `basedOn` is the read it was built from: its ETag, if the server sent one, goes as If-Match.
   */
  write(cid: number, payload: Campaign, basedOn?: CampaignEditData): Promise<void>;
}

export function apiGateway(api: ApiClient): CampaignGateway {
  return {
    read: (cid, signal) =>
      api.member.get(campaignEditPath(cid), { schema: CampaignEditReadSchema, signal }),
    async write(cid, payload, basedOn) {
      await api.member.put(campaignEditPath(cid), payload, { ifMatch: entityTagOf(basedOn) });
    },
  };
}
