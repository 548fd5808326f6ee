import { SELECTORS, type Selector } from '@contract/campaigns';
import type { CampaignFormat, PricingModel } from '@contract/pricing';

/**
 * The selectors the editor shows for a campaign, in contract order.
 * `campaignKeys` are the keys of the campaign as read: a selector whose flag the
 * campaign does not carry stays hidden, so editing never adds a dimension the
 * backend did not send (the payload is the latest read plus the user's edits).
 */
export function selectorsFor(
  pricing: PricingModel,
  format: CampaignFormat,
  campaignKeys: Iterable<string>,
): Selector[] {
  const keys = new Set(campaignKeys);
  return SELECTORS.filter(
    (selector) =>
      keys.has(selector.flag) &&
      (!selector.cpmOnly || pricing === 'CPM') &&
      !(selector.notPopunder && format === 'popunder'),
  );
}
