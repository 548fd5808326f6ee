import { SELECTORS, type CampaignTypes, type Settings } from './campaigns';
import { isOn, type FieldErrors } from './common';
import {
  ruleBidControl,
  ruleBudget,
  ruleFrequencyCap,
  ruleSchedule,
  ruleSelectors,
  ruleTimeWindow,
  ruleTrafficSpeed,
} from './delivery-rules';
import {
  ruleLengths,
  rulePayoutInRange,
  rulePushImages,
  ruleRequiredFields,
  ruleStatus,
  ruleStorableText,
  ruleTypeEnabled,
  ruleUrls,
} from './identity-rules';
import { mergeErrors, type CampaignInput, type CampaignRule } from './rule-kit';

/**
 * The contract's update validation rules ("Advertiser: update campaign",
 * rules 1–13) as pure functions. The reference server answers 422 with their
 * result and the editor shows the same messages before sending, so both
 * always agree. A rule only reports what it owns: a missing required field is
 * rule 1's error alone, and rules that need the type stay silent while the
 * type is unknown (rule 3 reports that).
 */

// The public face of the rules: the editor and the server import from here
// only; identity-rules.ts and delivery-rules.ts split the work by subject.
export {
  ruleBidControl,
  ruleBudget,
  ruleFrequencyCap,
  ruleLengths,
  rulePayoutInRange,
  rulePushImages,
  ruleRequiredFields,
  ruleSchedule,
  ruleSelectors,
  ruleStatus,
  ruleStorableText,
  ruleTimeWindow,
  ruleTrafficSpeed,
  ruleTypeEnabled,
  ruleUrls,
};
export { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX } from './identity-rules';
export { SCHEDULE_HOURS, TRAFFIC_SPEED_MIN, scheduleValues } from './delivery-rules';
export { mergeErrors, type CampaignInput, type CampaignRule } from './rule-kit';

/** Every check, in the contract's order. Rule 2 is a rewrite, not a check: see `applyPathCid`. */
export const CAMPAIGN_RULES: readonly CampaignRule[] = [
  ruleRequiredFields,
  ruleStatus,
  ruleTypeEnabled,
  rulePayoutInRange,
  ruleLengths,
  ruleStorableText,
  ruleUrls,
  rulePushImages,
  ruleBudget,
  ruleTimeWindow,
  ruleSchedule,
  ruleTrafficSpeed,
  ruleFrequencyCap,
  ruleSelectors,
  ruleBidControl,
];

/** Runs every rule; {} means the campaign may be sent. */
export function validateCampaign(
  campaign: CampaignInput,
  types: CampaignTypes,
  settings: Settings,
): FieldErrors {
  return mergeErrors(...CAMPAIGN_RULES.map((rule) => rule(campaign, types, settings)));
}

/**
 * Rule 12's normalisation: the array of every selector whose flag is on becomes
 * []. Everything else is copied as is, in the same key order; an absent array
 * stays absent (the payload never gains keys the service did not send).
 */
export function normalizeSelectors<T extends CampaignInput>(campaign: T): T {
  const cleared = new Set<string>(
    SELECTORS.filter((s) => isOn(campaign[s.flag])).map((s) => s.array),
  );
  return Object.fromEntries(
    Object.entries(campaign).map(([key, value]) => [key, cleared.has(key) ? [] : value]),
  ) as T;
}

/**
 * Rule 2: the cid of the path wins over any cid in the body (whatever its
 * type). A body cid keeps its place in the key order; a missing one goes
 * first, where the service's own objects have it.
 */
export function applyPathCid<T extends CampaignInput>(
  campaign: T,
  pathCid: number,
): T & { cid: number } {
  if (Object.prototype.hasOwnProperty.call(campaign, 'cid')) return { ...campaign, cid: pathCid };
  return { cid: pathCid, ...campaign };
}
