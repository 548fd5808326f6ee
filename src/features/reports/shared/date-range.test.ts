import { describe, expect, it } from 'vitest';
import { setReportTimeZone } from '@/lib/report-time-zone';
import { dayKey, dayOfKey } from './compare/day-key';
import { daysBetween, detectPreset, presetRange, previousPeriod, reportToday } from './date-range';

describe('presetRange', () => {
  it('handles the first of the year', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(presetRange('lastMonth', '2026-01-01')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('thisMonth', '2026-01-01')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    // Rolling presets cover complete days: they end yesterday (issue 26 item 6).
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-27', to: '2026-01-02' });
    expect(presetRange('thisMonth', '2026-01-03')).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('handles February and leap years', () => {
    expect(presetRange('lastMonth', '2024-03-15')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('lastMonth', '2025-03-31')).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(presetRange('last30', '2025-03-01')).toEqual({ from: '2025-01-30', to: '2025-02-28' });
    expect(presetRange('today', '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it('detects presets and falls back to custom', () => {
    expect(detectPreset({ from: '2025-02-01', to: '2025-02-28' }, '2025-03-10')).toBe('lastMonth');
    expect(detectPreset({ from: '2025-02-08', to: '2025-03-09' }, '2025-03-10')).toBe('last30');
    // The old "last 30 days" that ended today is not a preset any more.
    expect(detectPreset({ from: '2025-02-09', to: '2025-03-10' }, '2025-03-10')).toBe('custom');
    expect(detectPreset({ from: '2025-03-10', to: '2025-03-10' }, '2025-03-10')).toBe('today');
  });

  it("counts today in the report time zone, not the browser's", () => {
    // 23:30 UTC on 5 January is already 6 January in Tokyo and still 5 January in New York.
    const instant = new Date(Date.UTC(2025, 0, 5, 23, 30));
    try {
      expect(reportToday(instant)).toBe('2025-01-05');
      setReportTimeZone('Asia/Tokyo');
      expect(reportToday(instant)).toBe('2025-01-06');
      expect(presetRange('yesterday', reportToday(instant))).toEqual({
        from: '2025-01-05',
        to: '2025-01-05',
      });
      setReportTimeZone('America/New_York');
      expect(reportToday(instant)).toBe('2025-01-05');
    } finally {
      setReportTimeZone('UTC');
    }
  });
});

describe('previousPeriod', () => {
  it('has the same length and ends the day before', () => {
    expect(previousPeriod({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      from: '2025-01-29',
      to: '2025-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-07' })).toEqual({
      from: '2024-02-23',
      to: '2024-02-29',
    });
  });

  it('counts in the years 0-99 too (not 1900-1999)', () => {
    expect(previousPeriod({ from: '0100-01-01', to: '0100-01-02' })).toEqual({
      from: '0099-12-30',
      to: '0099-12-31',
    });
  });
});

describe('dayKey', () => {
  it("is a day's offset within its period, and back", () => {
    expect(dayKey('2026-11-17', '2026-11-18')).toBe('1');
    expect(dayOfKey('2026-11-19', '1')).toBe('2026-11-20');
  });

  it('keeps a value that is no calendar date as its own key, never a day of 1970', () => {
    expect(daysBetween('2026-11-17', 'garbage')).toBeNaN();
    for (const day of ['10/29/2026', 'garbage', '', undefined, '2026-02-30']) {
      const key = dayKey('2026-11-17', day);
      expect(key).toBe(`?${String(day)}`);
      expect(dayOfKey('2026-11-19', key)).toBe(String(day));
    }
  });
});
