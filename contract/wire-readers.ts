import { parseCalendarDay } from './calendar-day';

// Readers of wire values written without zod. The dashboard's entry (its API
// client, error mapping and URL checks) runs them before the first paint: with
// no schema among them, /sign-in loads no parser at all (decision 059).
// contract/common.ts re-exports them beside the schemas, and its tests check
// that each reader and its schema agree.

/** field path -> messages, e.g. {"payout": ["Bid must be between 0.01 and 2"]} */
export type FieldErrors = Record<string, string[]>;

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return Number.NaN;
}

export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1';
}

/** 0/1 flags as the contract gives them; booleans and "0"/"1" are tolerated. */
export type Flag = 0 | 1 | boolean | '0' | '1';

/**
 * Writes a flag back in the JSON type it arrived in (boolean stays boolean,
 * "1" stays a string), so a toggle never changes a field's wire type.
 */
export function flagLike(previous: unknown, on: boolean): Flag {
  if (typeof previous === 'boolean') return on;
  if (typeof previous === 'string') return on ? '1' : '0';
  return on ? 1 : 0;
}

/**
 * The one calendar-date check of the contract, the server and the dashboard:
 * exactly YYYY-MM-DD (RFC 3339 full-date, years 0000-9999) naming a day that
 * exists, so 2025-02-30 and 2023-02-29 are not dates. No spaces are trimmed.
 */
export function isRealDate(value: unknown): value is string {
  return parseCalendarDay(value) !== undefined;
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a value is, in zod's words ("received undefined"), for messages that name it. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export type EnvelopeReading =
  | { ok: true; status: string; message?: string; data: unknown }
  | { ok: false; path: string[]; message: string };

/**
 * The envelope of every advertiser and publisher REST answer
 * ({status, message?, data}, envelopeSchema in common.ts) without its data,
 * which the caller checks with the data's own schema. Other keys are ignored.
 */
export function readEnvelope(json: unknown): EnvelopeReading {
  if (!isRecord(json))
    return {
      ok: false,
      path: [],
      message: `Invalid input: expected object, received ${kindOf(json)}`,
    };
  if (typeof json.status !== 'string')
    return {
      ok: false,
      path: ['status'],
      message: `Invalid input: expected string, received ${kindOf(json.status)}`,
    };
  if (json.message !== undefined && typeof json.message !== 'string')
    return {
      ok: false,
      path: ['message'],
      message: `Invalid input: expected string, received ${kindOf(json.message)}`,
    };
  return { ok: true, status: json.status, message: json.message, data: json.data };
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function fromErrorsValue(value: unknown): FieldErrors | undefined {
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.every(([, v]) => typeof v === 'string' || stringList(v)))
      return Object.fromEntries(entries.map(([k, v]) => [k, Array.isArray(v) ? v : [v as string]]));
    return undefined;
  }
  // A list of {field|path, message|msg}; an item of another shape spoils the list.
  const optionalText = (v: unknown) => v === undefined || typeof v === 'string';
  const isPath = (v: unknown) =>
    v === undefined ||
    typeof v === 'string' ||
    (Array.isArray(v) && v.every((part) => typeof part === 'string' || typeof part === 'number'));
  if (
    !Array.isArray(value) ||
    !value.every(
      (item) =>
        isRecord(item) &&
        optionalText(item.field) &&
        isPath(item.path) &&
        optionalText(item.message) &&
        optionalText(item.msg),
    )
  )
    return undefined;
  const out: FieldErrors = {};
  for (const item of value as Record<string, unknown>[]) {
    const rawPath = (item.field ?? item.path) as string | (string | number)[] | undefined;
    const path = Array.isArray(rawPath) ? rawPath.join('.') : rawPath;
    const message = (item.message ?? item.msg) as string | undefined;
    if (!path || !message) continue;
    (out[path] ??= []).push(message);
  }
  return out;
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
