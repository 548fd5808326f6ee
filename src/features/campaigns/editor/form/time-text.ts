import { normalizeTime } from '@contract/rule-values';

// What the wire holds: 24-hour HH:MM or HH:MM:SS (contract rule 9).
const WIRE_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
// What people type: "7:05", "07.05", "07:05:30", or digits only ("705", "0705"),
// which is all a phone's numeric keypad may offer.
const TYPED_TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$|^(\d{1,2})(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** What a time field shows for its form value: HH:MM for a wire time, anything else as it is. */
export function shownTime(value: string): string {
  const match = WIRE_TIME.exec(value);
  return match ? `${match[1]}:${match[2]}` : value;
}

/**
 * A typed time as the wire takes it ("7:05", "705" → "07:05"; seconds kept when
 * typed), or undefined when it is not a 24-hour time ("25:00", "7pm").
 */
export function parseTypedTime(text: string): string | undefined {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[1] ?? match[4], match[2] ?? match[5], match[3]].map(
    (part) => (part === undefined ? undefined : Number(part)),
  );
  if (hours === undefined || minutes === undefined) return undefined;
  if (hours > 23 || minutes > 59 || (seconds !== undefined && seconds > 59)) return undefined;
  const time = `${pad(hours)}:${pad(minutes)}`;
  return seconds === undefined ? time : `${time}:${pad(seconds)}`;
}

/**
 * The form value for what was typed, given the value as read: a time that
 * means what the read says (as shown: "23:59" for a read "23:59:59") is the
 * read's text itself, so an unchanged field goes back byte for byte. Text that
 * is not a time is kept as typed, so the rules name the problem.
 */
export function timeFormValue(typed: string, asRead: string): string {
  if (typed.trim() === '') return asRead.trim() === '' ? asRead : '';
  const parsed = parseTypedTime(typed);
  if (parsed === undefined) return typed;
  const same =
    parsed.length === 5
      ? WIRE_TIME.test(asRead) && shownTime(asRead) === parsed
      : normalizeTime(parsed) === normalizeTime(asRead) && WIRE_TIME.test(asRead);
  return same ? asRead : parsed;
}
