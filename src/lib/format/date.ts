import { parseCalendarDay } from '@contract/calendar-day';
import { perLocale } from './locale';

const dateTime = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
);
const time = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }),
);
const recentToday = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
);
const recentEarlier = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
// Calendar dates (YYYY-MM-DD) name a day, not an instant: read and written in UTC
// so no time zone moves them to the day before.
const calendar = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const calendarShort = /* @__PURE__ */ perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

type Instant = Date | number | string;

function toDate(value: Instant): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An instant (ISO text, epoch ms or Date) with date and time, in the reader's locale and zone. */
export function formatDateTime(value: Instant): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : String(value);
}

/** The time of day of an instant ("14:05:12" / "2:05:12 PM"). */
export function formatTime(value: Instant): string {
  const date = toDate(value);
  return date ? time().format(date) : String(value);
}

/** When something happened lately: the time alone when it was today, else the date too. */
export function formatRecent(value: Instant, now = new Date()): string {
  const date = toDate(value);
  if (!date) return String(value);
  return (date.toDateString() === now.toDateString() ? recentToday() : recentEarlier()).format(
    date,
  );
}

const calendarDate = parseCalendarDay;

/** A report day "2026-11-21" as "Nov 21, 2026" / "21.11.2026"; other text as it is. */
export function formatCalendarDate(value: string): string {
  const date = calendarDate(value);
  return date ? calendar().format(date) : value;
}

/** A report day for a chart axis: "Nov 21" / "21. Nov."; other text as it is. */
export function formatShortDate(value: string): string {
  const date = calendarDate(value);
  return date ? calendarShort().format(date) : value;
}
