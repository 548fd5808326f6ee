import fc from 'fast-check';
import { SELECTORS, type Campaign, type CampaignEditData } from '@contract/campaigns';
import { flagLike, toNumber } from '@contract/common';
import type { FieldContext } from './field-context';
import type { FieldKind } from './field-kind';
import { fieldByKey } from './registry';

/**
 * Test support for the editor's property tests: realistic reads (seeded
 * campaigns of both tenants) varied the ways real deployments vary them.
 */

const NUMERIC_KEYS = [
  'type',
  'payout',
  'd_revenue',
  't_revenue',
  'freq_counter',
  'traffic_speed_counter',
];
const FLAG_KEYS = [
  'enable_budget',
  'enable_time',
  'enable_shedule',
  'keywords_enabled',
  'freq_cap',
  'traffic_speed',
  ...SELECTORS.map((s) => s.flag),
];
type FlagStyle = 'number' | 'boolean' | 'string';

const hour = fc.constantFrom(0, 1);
const flatWeek = fc.array(hour, { minLength: 168, maxLength: 168 });
const day = fc.array(fc.boolean(), { minLength: 24, maxLength: 24 });
const nestedWeek = fc.array(day, { minLength: 7, maxLength: 7 });
const bidRows = fc.array(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  { minLength: 1, maxLength: 4 },
);
// Names no schema knows, some shaped like real ones ("x_..."), some anything.
const unknownKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 10 }).map((s) => `x_${s}`),
  fc.string({ minLength: 1, maxLength: 8 }),
);

/** "0.35" or "0.350": a numeric string with the same value (trailing zero kept on purpose). */
function numericString(value: number, padded: boolean): string {
  return padded && !String(value).includes('e')
    ? `${value}${Number.isInteger(value) ? '.0' : '0'}`
    : String(value);
}

function flagIn(value: unknown, style: FlagStyle): unknown {
  if (value !== 0 && value !== 1) return value;
  if (style === 'boolean') return value === 1;
  return style === 'string' ? String(value) : value;
}

export interface ArbitraryRead extends CampaignEditData {
  campaign: Campaign;
}

/** A seeded read with unknown keys, other bidControl rows and schedule shapes, strings and booleans. */
export function arbitraryRead(reads: readonly CampaignEditData[]): fc.Arbitrary<ArbitraryRead> {
  return fc
    .record({
      read: fc.constantFrom(...reads),
      extras: fc.array(fc.tuple(unknownKey, fc.jsonValue({ maxDepth: 3 }), fc.nat()), {
        maxLength: 5,
      }),
      bidControl: fc.option(fc.oneof(bidRows, fc.constant([])), { nil: undefined }),
      shedule: fc.option(fc.oneof(flatWeek, nestedWeek), { nil: undefined }),
      asStrings: fc.subarray(NUMERIC_KEYS),
      padded: fc.boolean(),
      flagStyles: fc.array(fc.constantFrom<FlagStyle>('number', 'boolean', 'string'), {
        minLength: FLAG_KEYS.length,
        maxLength: FLAG_KEYS.length,
      }),
    })
    .map(({ read, extras, bidControl, shedule, asStrings, padded, flagStyles }) => {
      const entries = Object.entries(read.campaign).map(([key, value]): [string, unknown] => {
        if (key === 'bidControl' && bidControl) return [key, bidControl];
        if (key === 'shedule' && shedule) return [key, shedule];
        if (asStrings.includes(key) && typeof value === 'number') {
          // A type key is "3", never "3.0" (campaign_types is keyed by the plain id).
          return [key, numericString(value, padded && key !== 'type')];
        }
        const flagIndex = FLAG_KEYS.indexOf(key);
        if (flagIndex >= 0) return [key, flagIn(value, flagStyles[flagIndex] ?? 'number')];
        return [key, value];
      });
      for (const [key, value, at] of extras) {
        if (key === '__proto__' || fieldByKey(key) || entries.some(([k]) => k === key)) continue;
        entries.splice(at % (entries.length + 1), 0, [key, value]);
      }
      return { ...read, campaign: Object.fromEntries(entries) as Campaign };
    });
}

const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const number = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.double({ min: 0, max: 1e6, noNaN: true }).map(String),
  fc.tuple(fc.nat(99), fc.nat(999)).map(([a, b]) => `${a}.${b}0`),
  fc.constantFrom('abc', '0,5', '', ' 12 ', '-1', '.5'),
);
const isNested = (value: unknown) => Array.isArray(value) && value.length === 7;

/** A new value for a field, as its control would hold it (one arbitrary per kind). */
export const FORM_VALUE: Record<
  FieldKind,
  (ctx: FieldContext, original: unknown) => fc.Arbitrary<unknown>
> = {
  text: () => text,
  textarea: () => fc.array(text, { maxLength: 4 }).map((lines) => lines.join('\n')),
  number: (_ctx, original) => {
    const value = toNumber(original);
    if (!Number.isFinite(value) || String(value).includes('e')) return number;
    // The same number typed differently ("10.0", " 0.35 "): must come back as the original.
    const retyped = [`${value}${Number.isInteger(value) ? '.0' : '0'}`, ` ${value} `];
    return fc.oneof(number, fc.constantFrom(...retyped));
  },
  type: (ctx) => fc.constantFrom(...Object.keys(ctx.types)),
  status: () => fc.constantFrom('1', '2', '3', '4'),
  flag: () => fc.boolean(),
  date: () =>
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  time: () =>
    fc
      .tuple(fc.nat(23), fc.nat(59))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  timezone: () => fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'),
  schedule: (_ctx, original) => (isNested(original) ? nestedWeek : flatWeek),
  // The targeting control writes flagLike(original); anything else may hand over a boolean.
  'selector-flag': (_ctx, original) =>
    fc.oneof(
      fc.boolean(),
      fc.boolean().map((on) => flagLike(original, on)),
    ),
  'selector-values': () =>
    fc.array(
      fc.oneof(fc.constantFrom('US', 'DE', 'JP', 'Android'), fc.integer({ min: 1, max: 999 })),
      {
        maxLength: 5,
      },
    ),
  image: (_ctx, original) => fc.constant(original),
  bidcontrol: () => fc.constant([]),
};
