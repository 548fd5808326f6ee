import type { Campaign, CampaignTypes, Settings } from '@contract/campaigns';
import { isOn } from '@contract/common';
import { typeInfo, type TypeInfo } from '@contract/pricing';

/** What every registry entry decides from: the latest read and the type now selected. */
export interface FieldContext {
  /** The latest read (raw object, unknown keys included). */
  campaign: Campaign;
  /** campaign_types of the read. */
  types: CampaignTypes;
  /** settings of the read. */
  settings: Settings;
  /** typeInfo(types, <currently selected type>). */
  type: TypeInfo | undefined;
}

/**
 * The context for a read; `selectedType` defaults to the campaign's own type
 * (pass the form's type value once the user picks another one).
 */
export function createFieldContext(
  campaign: Campaign,
  types: CampaignTypes,
  settings: Settings,
  selectedType: unknown = campaign.type,
): FieldContext {
  return { campaign, types, settings, type: typeInfo(types, selectedType) };
}

/** The type key as typeInfo reads it, so 1, "1" and " 1" are the same type. */
export function typeKeyOf(type: unknown): string {
  return String(typeof type === 'string' ? type.trim() : type);
}

/** True once the selected type differs from the type of the read. */
export function typeChanged(ctx: FieldContext): boolean {
  return ctx.type !== undefined && ctx.type.key !== typeKeyOf(ctx.campaign.type);
}

/** "Push CPC"; a name that already says its pricing model ("Push CPC") is kept as is. */
export function typeLabel(type: TypeInfo): string {
  if (type.pricing === 'OTHER' || type.name.toUpperCase().includes(type.pricing)) return type.name;
  return `${type.name} ${type.pricing}`;
}

export const hasKey = (ctx: FieldContext, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(ctx.campaign, key);

/** A group of fields shows when the read carries any of its keys (the editor never adds a group). */
export const hasAnyKey = (ctx: FieldContext, keys: readonly string[]): boolean =>
  keys.some((key) => hasKey(ctx, key));

export const isClickPriced = (ctx: FieldContext): boolean =>
  ctx.type?.pricing === 'CPC' || ctx.type?.pricing === 'CPV';

export const hasCreative = (ctx: FieldContext): boolean =>
  ctx.type?.format === 'push' || ctx.type?.format === 'contextual';

export interface BidControlAvailability {
  available: boolean;
  /** Why the selected type cannot carry bid control (contract rule 13). */
  reason?: string;
}

/** Rule 13 for the selected type: settings.enable_bidcontrol and CPC or CPV pricing. */
export function bidControlAvailability(ctx: FieldContext): BidControlAvailability {
  if (!isOn(ctx.settings.enable_bidcontrol)) {
    return { available: false, reason: 'Bid control is not available for this account' };
  }
  if (!isClickPriced(ctx)) {
    return { available: false, reason: 'Bid control is only available for CPC and CPV types' };
  }
  return { available: true };
}
