import * as z from 'zod/mini';
import { DAY_FORMAT, parseCalendarDay } from './calendar-day';

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
]);
export type Flag = z.infer<typeof FlagSchema>;

/** Booleans of `settings`; 0/1 are tolerated. */
export const BoolLikeSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]);
export type BoolLike = z.infer<typeof BoolLikeSchema>;

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Number.NaN;
}

export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1';
}

/**
 * Writes a flag back in the JSON type it arrived in (boolean stays boolean,
 * "1" stays a string), so a toggle never changes a field's wire type.
 */
export function flagLike(previous: unknown, on: boolean): Flag {
  if (typeof previous === 'boolean') return on;
  if (typeof previous === 'string') return on ? '1' : '0';
  return on ? 1 : 0;
}

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
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/**
 * The reference API's error body. The contract does not show one
 * (docs/decisions/002-error-body.md); clients must also read the common
 * alternatives, see `readErrorBody` below.
 */
export const ErrorBodySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.optional(FieldErrorsSchema),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

const FieldErrorItemSchema = z.looseObject({
  field: z.optional(z.string()),
  path: z.optional(z.union([z.string(), z.array(z.union([z.string(), z.number()]))])),
  message: z.optional(z.string()),
  msg: z.optional(z.string()),
});

function fromErrorsValue(value: unknown): FieldErrors | undefined {
  const asRecord = z
    .record(z.string(), z.union([z.string(), z.array(z.string())]))
    .safeParse(value);
  if (asRecord.success) {
    return Object.fromEntries(
      Object.entries(asRecord.data).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]),
    );
  }
  const asList = z.array(FieldErrorItemSchema).safeParse(value);
  if (asList.success) {
    const out: FieldErrors = {};
    for (const item of asList.data) {
      const rawPath = item.field ?? item.path;
      const path = Array.isArray(rawPath) ? rawPath.join('.') : rawPath;
      const message = item.message ?? item.msg;
      if (!path || !message) continue;
      (out[path] ??= []).push(message);
    }
    return out;
  }
  return undefined;
}

/**
 * Reads any error body a server may send: the reference shape
 * {message, errors: {path: [msg]}}, errors as a list of {field|path, message},
 * or either nested under `data`. Falls back to the message alone.
 */
export function readErrorBody(body: unknown): { message?: string; fieldErrors: FieldErrors } {
  if (typeof body !== 'object' || body === null) {
    return {
      message: typeof body === 'string' && body.trim() ? body.trim() : undefined,
      fieldErrors: {},
    };
  }
  const record = body as Record<string, unknown>;
  const nested =
    typeof record.data === 'object' && record.data !== null
      ? (record.data as Record<string, unknown>)
      : undefined;
  const message =
    typeof record.message === 'string'
      ? record.message
      : typeof record.error === 'string'
        ? record.error
        : typeof nested?.message === 'string'
          ? nested.message
          : undefined;
  const fieldErrors =
    fromErrorsValue(record.errors) ??
    fromErrorsValue(nested?.errors) ??
    (nested && !('errors' in nested) ? fromErrorsValue(nested) : undefined) ??
    {};
  return { message, fieldErrors };
}

/** YYYY-MM-DD that is also a real calendar date. */
export const DateStringSchema = z.string().check(
  z.regex(DAY_FORMAT, 'Use the format YYYY-MM-DD'),
  z.refine((value) => isRealDate(value), 'Not a calendar date'),
);

/**
 * The one calendar-date check of the contract, the server and the dashboard:
 * exactly YYYY-MM-DD (RFC 3339 full-date, years 0000-9999) naming a day that
 * exists, so 2025-02-30 and 2023-02-29 are not dates. No spaces are trimmed.
 */
export function isRealDate(value: unknown): value is string {
  return parseCalendarDay(value) !== undefined;
}
