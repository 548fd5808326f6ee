import { afterEach, describe, expect, it } from 'vitest';
import {
  describeTimeZone,
  isKnownTimeZone,
  reportTimeZone,
  setReportTimeZone,
  todayIn,
} from './report-time-zone';

afterEach(() => setReportTimeZone('UTC'));

describe('report time zone', () => {
  it('defaults to UTC and refuses a name Intl does not know', () => {
    expect(reportTimeZone()).toBe('UTC');
    setReportTimeZone('Europe/Berlin');
    expect(reportTimeZone()).toBe('Europe/Berlin');
    setReportTimeZone('Windowz/Fone');
    expect(reportTimeZone()).toBe('UTC');
    expect(isKnownTimeZone('Windowz/Fone')).toBe(false);
  });

  it('finds the calendar day of an instant in a zone, across the date line and DST', () => {
    const lateUtc = new Date(Date.UTC(2026, 2, 29, 23, 30));
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', lateUtc)).toBe('2026-03-30');
    expect(todayIn('America/Los_Angeles', lateUtc)).toBe('2026-03-29');
    expect(todayIn('Pacific/Kiritimati', new Date(Date.UTC(2026, 11, 31, 10)))).toBe('2027-01-01');
  });

  it('names the zone with its offset on that day', () => {
    expect(describeTimeZone('UTC')).toBe('UTC');
    expect(describeTimeZone('Europe/Berlin', new Date(Date.UTC(2026, 0, 15)))).toBe(
      'Europe/Berlin (GMT+1)',
    );
    expect(describeTimeZone('Europe/Berlin', new Date(Date.UTC(2026, 6, 15)))).toBe(
      'Europe/Berlin (GMT+2)',
    );
  });
});
