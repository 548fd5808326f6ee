import * as z from 'zod/mini';
import { DAY_FORMAT } from './calendar-day';
import { isRealDate, type FieldErrors, type Flag } from './wire-readers';
// Whoever parses with the contract's schemas gets zod's English messages; the
// dashboard's entry does not import this file, so it loads no zod (decision 059).
import './zod-locale';

export {
  flagLike,
  isOn,
  isRealDate,
  readEnvelope,
  readErrorBody,
  toNumber,
  type EnvelopeReading,
  type FieldErrors,
  type Flag,
} from './wire-readers';

// The contract is written with zod/mini: the same parser as classic zod, built from
// functions a bundler can drop, so the dashboard's first views stay small
// (docs/decisions/020). Classic zod elsewhere composes these schemas unchanged.

/**
 * Numbers as the wire may carry them. The contract says "number", but real
 * deployments of this kind of API often send numeric strings ("0.05"); the
 * dashboard must not break on them. Values are never rewritten by parsing:
 * rules read them through `toNumber`.
 */
export const NumberLikeSchema = z.union([
  z.number(),
  z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, 'Expected a number')),
]);
export type NumberLike = z.infer<typeof NumberLikeSchema>;

/** 0/1 flags as the contract gives them; booleans and "0"/"1" are tolerated. */
export const FlagSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.boolean(),
  z.literal('0'),
  z.literal('1'),
]) satisfies z.ZodMiniType<Flag>;

/** Booleans of `settings`; 0/1 are tolerated. */
export const BoolLikeSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]);
export type BoolLike = z.infer<typeof BoolLikeSchema>;

/** Envelope of every advertiser and publisher REST response. */
export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    status: z.string(),
    message: z.optional(z.string()),
    data,
  });
}

/** Envelope without data (update responses). */
export const MessageEnvelopeSchema = z.looseObject({
  status: z.string(),
  message: z.optional(z.string()),
});

/** field path -> messages, e.g. {"payout": ["Bid must be between 0.01 and 2"]} */
export const FieldErrorsSchema = z.record(
  z.string(),
  z.array(z.string()),
) satisfies z.ZodMiniType<FieldErrors>;

/**
 * The reference API's error body. The contract does not show one
 * (docs/decisions/002-error-body.md); clients must also read the common
 * alternatives: `readErrorBody` in wire-readers.ts.
 */
export const ErrorBodySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.optional(FieldErrorsSchema),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** YYYY-MM-DD that is also a real calendar date. */
export const DateStringSchema = z.string().check(
  z.regex(DAY_FORMAT, 'Use the format YYYY-MM-DD'),
  z.refine((value) => isRealDate(value), 'Not a calendar date'),
);
