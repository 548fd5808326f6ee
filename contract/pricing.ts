import type { CampaignTypes } from './campaigns';
import { toNumber } from './common';

export type PricingModel = 'CPC' | 'CPV' | 'CPM' | 'OTHER';
export type CampaignFormat = 'push' | 'contextual' | 'popunder' | 'generic';

/** Pricing model from campaign_types[type].pricing ("CPC", "cpm", "CPV (smart)"...). */
export function pricingModel(pricing: string | undefined): PricingModel {
  const upper = (pricing ?? '').toUpperCase();
  if (/\bCPC\b/.test(upper)) return 'CPC';
  if (/\bCPV\b/.test(upper)) return 'CPV';
  if (/\bCPM\b/.test(upper)) return 'CPM';
  return 'OTHER';
}

/**
 * The format is not a field: it is read from the type's display name, in this
 * one place. An unknown name is a generic type (no creative section).
 */
export function campaignFormat(typeName: string | undefined): CampaignFormat {
  const lower = (typeName ?? '').toLowerCase();
  if (lower.includes('push')) return 'push';
  if (lower.includes('contextual')) return 'contextual';
  if (lower.includes('popunder') || lower.includes('pop-under')) return 'popunder';
  return 'generic';
}

export interface TypeInfo {
  key: string;
  name: string;
  pricing: PricingModel;
  format: CampaignFormat;
  minBid: number;
  maxBid: number;
}

/** What the rules and the editor need to know about one campaign type, or undefined. */
export function typeInfo(types: CampaignTypes, type: unknown): TypeInfo | undefined {
  // A type id is a string or a number; anything else (an object, whose String()
  // may even throw: {"toString": 0}) names no type.
  if (typeof type !== 'string' && typeof type !== 'number') return undefined;
  const key = typeof type === 'string' ? type.trim() : String(type);
  const entry = Object.prototype.hasOwnProperty.call(types, key) ? types[key] : undefined;
  if (!entry) return undefined;
  return {
    key,
    name: entry.name,
    pricing: pricingModel(entry.pricing),
    format: campaignFormat(entry.name),
    minBid: toNumber(entry.minBid),
    maxBid: toNumber(entry.maxBid),
  };
}
