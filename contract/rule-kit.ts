import type { CampaignTypes, Settings } from './campaigns';
import type { FieldErrors } from './common';
import { typeInfo, type TypeInfo } from './pricing';
import { isBlank } from './rule-values';

// What every campaign rule is made of; shared by identity-rules.ts and delivery-rules.ts.

/** The campaign as read or about to be sent; parsed loosely, so values are read defensively. */
export type CampaignInput = Record<string, unknown>;
export type CampaignRule = (
  campaign: CampaignInput,
  types: CampaignTypes,
  settings: Settings,
) => FieldErrors;

// A fresh map each time: callers may add to what a rule returns.
export const ok = (): FieldErrors => ({});

/** One message for one field path. */
export function fieldError(path: string, message: string): FieldErrors {
  return { [path]: [message] };
}

/** Merges error maps, keeping every message once, in order. */
export function mergeErrors(...maps: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const map of maps) {
    for (const [path, messages] of Object.entries(map)) {
      const list = (out[path] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
  return out;
}

/** The campaign's type when it is an enabled one; rules needing it stay silent otherwise (rule 3 reports). */
export function selectedType(campaign: CampaignInput, types: CampaignTypes): TypeInfo | undefined {
  return isBlank(campaign.type) ? undefined : typeInfo(types, campaign.type);
}
