/** YYYY-MM-DD (RFC 3339 full-date, years 0000-9999). */
export const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one calendar-day parser of the contract, the server and the dashboard: a
 * real YYYY-MM-DD as midnight UTC of that day, else undefined (2025-02-30 is not
 * a day). Parsed as an ISO string, not with Date.UTC(y, m, d), which reads the
 * years 0-99 as 1900-1999. No zod here: report pages format days with it.
 */
export function parseCalendarDay(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !DAY_FORMAT.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? date
    : undefined;
}
