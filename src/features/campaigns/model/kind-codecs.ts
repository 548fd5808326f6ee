import { flagLike, isOn, isRealDate } from '@contract/common';
import { isEnabledMode, wireNumber } from '@contract/rule-values';
import { jsonEqual } from './json-equal';
import type { FieldKind } from './field-kind';

/**
 * Wire value <-> form value, per field kind. Every `fromForm` starts by
 * asking "does the form still say what the original said?" and then returns
 * the ORIGINAL, so an untouched or typed-back value never changes its JSON
 * type ("0.50" stays "0.50", null stays null, true stays true).
 */
export interface KindCodec {
  toForm(wire: unknown): unknown;
  fromForm(form: unknown, original: unknown): unknown;
}

/** What an <input> holds: null/absent is the empty string. */
function formText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === null || value === undefined ? '' : String(value);
}

// Some deployments send lists as arrays: one line per item in a textarea.
const textToForm = (wire: unknown) => (Array.isArray(wire) ? wire.join('\n') : formText(wire));

/**
 * What a browser control shows for a value, and hands back to the form when it
 * loses focus even if nobody typed: an <input> drops line breaks, a <textarea>
 * turns CRLF into LF, date and time inputs go blank for a value outside their
 * format ("0000-00-00", "8:00"). Such a value is still the original.
 */
const SHOWN = {
  text: (s: string) => s.replace(/[\r\n]/g, ''),
  textarea: (s: string) => s.replace(/\r\n?/g, '\n'),
  date: (s: string) => (isRealDate(s) ? s : ''),
  time: (s: string) => (/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/.test(s) ? s : ''),
  as: (s: string) => s,
};

function textCodec(shown: (s: string) => string): KindCodec {
  return {
    toForm: textToForm,
    fromForm(form, original) {
      const typed = formText(form);
      const asRead = textToForm(original);
      if (typed === asRead || typed === shown(asRead)) return original;
      if (Array.isArray(original)) return typed.split(/\r?\n/).filter((line) => line.trim() !== '');
      return typed;
    },
  };
}
const text = textCodec(SHOWN.text);

// Plain decimals as people type them ("0.5", ".5", "5.", "1e3"); "0,5" or "abc" are not.
const DECIMAL = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;
// What the wire accepts as a numeric string (NumberLikeSchema).
const WIRE_DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

const number: KindCodec = {
  toForm: formText,
  fromForm(form, original) {
    const typed = formText(form);
    if (typed === formText(original)) return original;
    // Not a number: kept as typed so validation names the problem (never 0 or NaN).
    if (!DECIMAL.test(typed)) return typed;
    const value = Number(typed);
    if (value === wireNumber(original)) return original;
    if (typeof original !== 'string') return value;
    return WIRE_DECIMAL.test(typed) ? typed.trim() : String(value);
  },
};

// Type and status keys: a <select> needs " 1" and 1 to read as "1".
const key: KindCodec = {
  toForm: (wire) => (typeof wire === 'string' ? wire.trim() : formText(wire)),
  fromForm: (form, original) =>
    formText(form) === key.toForm(original) ? original : number.fromForm(form, original),
};

const checked = (form: unknown) => form === true || isOn(form);

const flag: KindCodec = {
  toForm: (wire) => isOn(wire),
  fromForm: (form, original) =>
    checked(form) === isOn(original) ? original : flagLike(original, checked(form)),
};

/**
 * freq_cap and traffic_speed: any non-zero number is "on" (numbered modes),
 * so an untouched mode 2 stays 2 and only a real toggle writes 0/1.
 */
export const modeFlag: KindCodec = {
  toForm: (wire) => isEnabledMode(wire),
  fromForm: (form, original) =>
    checked(form) === isEnabledMode(original) ? original : flagLike(original, checked(form)),
};

// The targeting control holds the raw flag and writes it back with flagLike;
// a boolean from anywhere else is still written in the original's type.
const selectorFlag: KindCodec = {
  toForm: (wire) => wire,
  fromForm: flag.fromForm,
};

/** Composite values (schedule, selector arrays): the control writes the wire shape itself. */
const wire: KindCodec = {
  toForm: (value) => value,
  fromForm: (form, original) => (jsonEqual(form, original) ? original : form),
};

/** Read-only values (uploaded images): always the original. */
const kept: KindCodec = {
  toForm: (value) => value,
  fromForm: (_form, original) => original,
};

// A Record over the union: adding a FieldKind without a codec fails to compile.
export const KIND_CODECS: Record<FieldKind, KindCodec> = {
  text,
  textarea: textCodec(SHOWN.textarea),
  date: textCodec(SHOWN.date),
  time: textCodec(SHOWN.time),
  timezone: textCodec(SHOWN.as),
  number,
  type: key,
  status: key,
  flag,
  'selector-flag': selectorFlag,
  'selector-values': wire,
  schedule: wire,
  image: kept,
  bidcontrol: kept,
};
