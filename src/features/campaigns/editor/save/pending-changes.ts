import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { fieldContext } from '../form/editor-context';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import {
  buildPayload,
  diffCampaigns,
  type FieldChange,
} from '@/features/campaigns/model/form-model';

/** What Save would send: `data`'s campaign with the form's dirty fields applied (decision 015). */
export function payloadFor(
  data: CampaignEditData,
  values: EditorValues,
  dirty: ReadonlySet<string>,
): Campaign {
  const ctx = fieldContext(data, values.type);
  return buildPayload(data.campaign as Campaign, values, dirty, ctx);
}

/**
 * The changes the review dialog would list for these values: the Save bar and
 * the section list count these, so their numbers never disagree with the review
 * (a bid typed back as "0.50" for 0.5 is no change; an implied bidControl reset is one).
 */
export function pendingChanges(
  data: CampaignEditData,
  values: EditorValues,
  dirty: ReadonlySet<string>,
): FieldChange[] {
  return diffCampaigns(data.campaign as Campaign, payloadFor(data, values, dirty));
}
