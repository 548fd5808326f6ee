import type { Campaign, CampaignEditData } from '@contract/campaigns';
import { createFieldContext, type FieldContext } from '@/features/campaigns/model/field-context';

/** The registry's context for one read, with the type the form currently selects. */
export function fieldContext(data: CampaignEditData, selectedType: unknown): FieldContext {
  return createFieldContext(
    data.campaign as Campaign,
    data.campaign_types,
    data.settings,
    selectedType,
  );
}

/** The context as the read itself selects it (before the user changes the type). */
export function readContext(data: CampaignEditData): FieldContext {
  return fieldContext(data, data.campaign.type);
}
