/**
 * The time zone report days are counted in (config.json `reportTimeZone`,
 * default UTC; decision 037). The contract is silent on it, so the dashboard
 * states it on every report and computes "Today", "Last 7 days", … there, not
 * in the browser's zone: a publisher in Tokyo at 08:00 and one in New York
 * at 18:00 on the same instant must ask for the same "today".
 *
 * Set once at start, before the router is made (main.tsx): the report URL
 * schemas that default a missing range are module-level and cannot read the
 * router context.
 */
let zone = 'UTC';

export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

/** True when this browser's Intl knows the IANA name (or "UTC"). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function setReportTimeZone(name: string): void {
  zone = isKnownTimeZone(name) ? name : DEFAULT_REPORT_TIME_ZONE;
}

export function reportTimeZone(): string {
  return zone;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes ISO order; parts are read by type anyway, not by position.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * How a report names its zone: "UTC", or "Europe/Berlin (GMT+1)" with the
 * offset on `now` (it moves with daylight saving time).
 */
export function describeTimeZone(timeZone: string, now: Date = new Date()): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const offset = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}
