import type { FieldErrors } from './common';
import type { TypeInfo } from './pricing';
import {
  fieldError,
  mergeErrors,
  ok,
  selectedType,
  type CampaignInput,
  type CampaignRule,
} from './rule-kit';
import {
  charCount,
  formatLimit,
  hasControlCharacter,
  isBlank,
  isWholeNumber,
  wireNumber,
} from './rule-values';
import { brokenTextErrors } from './storable-text';
import { isHttpUrl } from './url-rules';

/**
 * Contract rules 1 and 3–7 (and the status range): what the campaign is, what
 * it bids and what it shows. Each rule reports only what it owns: a missing
 * required field is rule 1's error alone.
 */

export const NAME_MAX = 255;
export const TITLE_MAX = 25;
export const DESCRIPTION_MAX = 75;

/** Fields the selected type adds to the complete object, with their labels. */
function typeRequiredFields(type: TypeInfo | undefined): [string, string][] {
  if (!type) return [];
  const fields: [string, string][] = [];
  if (type.pricing === 'CPC' || type.pricing === 'CPV') fields.push(['clickurl', 'Click URL']);
  if (type.pricing === 'CPM') fields.push(['website', 'Website']);
  if (type.format === 'push' || type.format === 'contextual') {
    fields.push(['title', 'Title'], ['description', 'Description']);
  }
  if (type.format === 'push') fields.push(['icon', 'Icon'], ['image', 'Main image']);
  return fields;
}

const BASE_REQUIRED: [string, string][] = [
  ['uid', 'Advertiser id'],
  ['name', 'Name'],
  ['type', 'Campaign type'],
  ['status', 'Status'],
  ['payout', 'Bid'],
];

/**
 * Rule 1: the payload is the complete object. Every field the contract
 * requires, and every field the selected type requires, is present.
 */
export const ruleRequiredFields: CampaignRule = (campaign, types) => {
  const missing = [...BASE_REQUIRED, ...typeRequiredFields(selectedType(campaign, types))]
    .filter(([field]) => isBlank(campaign[field]))
    .map(([field, label]) => fieldError(field, `${label} is required`));
  const uidBroken = !isBlank(campaign.uid) && !isWholeNumber(campaign.uid);
  return mergeErrors(
    ...missing,
    uidBroken ? fieldError('uid', 'Advertiser id must be a whole number') : ok(),
  );
};

/** The status field: an integer from 0 to 4 (the contract's state table). */
export const ruleStatus: CampaignRule = (campaign) => {
  if (isBlank(campaign.status)) return ok();
  const status = wireNumber(campaign.status);
  return Number.isInteger(status) && status >= 0 && status <= 4
    ? ok()
    : fieldError('status', 'Status must be a whole number from 0 to 4');
};

/** Rule 3: type is an enabled key of campaign_types. */
export const ruleTypeEnabled: CampaignRule = (campaign, types) => {
  if (isBlank(campaign.type) || selectedType(campaign, types)) return ok();
  const names = Object.values(types).map((t) => t.name);
  return fieldError(
    'type',
    names.length === 0
      ? 'No campaign types are enabled for this account'
      : `Campaign type must be one of the enabled types: ${names.join(', ')}`,
  );
};

/** Rule 4: payout lies within the type's minBid..maxBid, both inclusive. */
export const rulePayoutInRange: CampaignRule = (campaign, types) => {
  const type = selectedType(campaign, types);
  if (!type || isBlank(campaign.payout)) return ok();
  const bid = wireNumber(campaign.payout);
  if (!Number.isFinite(bid)) return fieldError('payout', 'Bid must be a number');
  if (!Number.isFinite(type.minBid) || !Number.isFinite(type.maxBid)) return ok();
  return bid >= type.minBid && bid <= type.maxBid
    ? ok()
    : fieldError(
        'payout',
        `Bid must be between ${formatLimit(type.minBid)} and ${formatLimit(type.maxBid)}`,
      );
};

function textLimit(
  campaign: CampaignInput,
  field: string,
  label: string,
  max: number,
): FieldErrors {
  const value = campaign[field];
  if (isBlank(value)) return ok();
  if (typeof value !== 'string') return fieldError(field, `${label} must be text`);
  if (hasControlCharacter(value))
    return fieldError(
      field,
      `${label} contains a control character (such as a line break) that cannot be stored`,
    );
  return charCount(value) > max
    ? fieldError(field, `${label} must be at most ${max} characters`)
    : ok();
}

/**
 * Rule 5: name ≤ 255; title ≤ 25 and description ≤ 75 where the format has them;
 * each printable text (no control character). Broken emoji: `ruleStorableText`.
 */
export const ruleLengths: CampaignRule = (campaign, types) => {
  const format = selectedType(campaign, types)?.format;
  const creative = format === 'push' || format === 'contextual';
  return mergeErrors(
    textLimit(campaign, 'name', 'Name', NAME_MAX),
    creative ? textLimit(campaign, 'title', 'Title', TITLE_MAX) : ok(),
    creative ? textLimit(campaign, 'description', 'Description', DESCRIPTION_MAX) : ok(),
  );
};

/**
 * Every string of the campaign, known field or not, nested at any depth, is
 * well-formed (no lone surrogate): the reference API's addition to rule 5,
 * `contract/storable-text.ts` (docs/decisions/033-reference-api-limits.md).
 */
export const ruleStorableText: CampaignRule = (campaign) => brokenTextErrors(campaign);

/** Rule 6: clickurl is http(s) for CPC/CPV (macros allowed); website is http(s) for CPM. */
export const ruleUrls: CampaignRule = (campaign, types) => {
  const pricing = selectedType(campaign, types)?.pricing;
  if ((pricing === 'CPC' || pricing === 'CPV') && !isBlank(campaign.clickurl)) {
    return isHttpUrl(campaign.clickurl, { allowMacros: true })
      ? ok()
      : fieldError('clickurl', 'Click URL must be a valid http:// or https:// address');
  }
  if (pricing === 'CPM' && !isBlank(campaign.website)) {
    return isHttpUrl(campaign.website)
      ? ok()
      : fieldError('website', 'Website must be a valid http:// or https:// address');
  }
  return ok();
};

function isImageObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const url = (value as Record<string, unknown>).url;
  return typeof url === 'string' && url.trim() !== '';
}

/** Rule 7: Push types carry icon and image as the objects the service returned ({url, …}). */
export const rulePushImages: CampaignRule = (campaign, types) => {
  if (selectedType(campaign, types)?.format !== 'push') return ok();
  const check = (field: string, label: string) =>
    isBlank(campaign[field]) || isImageObject(campaign[field])
      ? ok()
      : fieldError(field, `${label} must be an uploaded image with a URL`);
  return mergeErrors(check('icon', 'Icon'), check('image', 'Main image'));
};
