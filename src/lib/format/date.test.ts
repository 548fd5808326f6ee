import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDateTime,
  formatRecent,
  formatShortDate,
  formatTime,
} from './date';
import { setFormatLocale } from './locale';

afterEach(() => setFormatLocale(undefined));

describe('calendar dates', () => {
  it('name the same day in every locale and time zone', () => {
    setFormatLocale('de-DE');
    expect(formatCalendarDate('2026-03-01')).toBe('01.03.2026');
    expect(formatShortDate('2026-03-01')).toBe('1. März');
    setFormatLocale('en-US');
    expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatShortDate('2026-03-01')).toBe('Mar 1');
  });

  it('leave text that is no date as it is', () => {
    expect(formatCalendarDate('(none)')).toBe('(none)');
    expect(formatCalendarDate('2026-13-45x')).toBe('2026-13-45x');
  });

  it('read the years 0-99 as themselves, not as 19xx, and no day that does not exist', () => {
    setFormatLocale('en-US');
    expect(formatCalendarDate('0050-03-01')).toBe('Mar 1, 50');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
  });
});

describe('instants', () => {
  it('follow the locale and leave an unreadable time as it is', () => {
    setFormatLocale('de-DE');
    const when = new Date(2026, 10, 21, 14, 5, 12);
    expect(formatDateTime(when)).toBe('21.11.2026, 14:05:12');
    expect(formatTime(when.getTime())).toBe('14:05:12');
    expect(formatDateTime('not a time')).toBe('not a time');
  });

  it('say only the time of something that happened today', () => {
    setFormatLocale('de-DE');
    const now = new Date(2026, 10, 21, 18, 0);
    expect(formatRecent(new Date(2026, 10, 21, 14, 5), now)).toBe('14:05');
    expect(formatRecent(new Date(2026, 10, 20, 14, 5), now)).toBe('20.11.2026, 14:05');
  });
});
