import type { Campaign, CampaignEditData } from '../../../../../contract/campaigns';
import type { ApiClient } from '../../../../lib/api/client';
import { campaignEditPath, CampaignEditReadSchema } from '../../editor/api/campaign-edit-queries';

/** The two requests a bulk run makes, so runs can be tested with any server. */
export interface CampaignGateway {
  /** GET /login/campaigns/{cid}: always from the server, never a cache. */
  read(cid: number, signal?: AbortSignal): Promise<CampaignEditData>;
  /** PUT /login/campaigns/{cid} with the complete object; never retried. */
  write(cid: number, payload: Campaign): Promise<void>;
}

export function apiGateway(api: ApiClient): CampaignGateway {
  return {
    read: (cid, signal) =>
      api.member.get(campaignEditPath(cid), { schema: CampaignEditReadSchema, signal }),
    async write(cid, payload) {
      await api.member.put(campaignEditPath(cid), payload);
    },
  };
}
