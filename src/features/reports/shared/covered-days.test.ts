import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@/lib/format/locale';
import { coveredDaysText } from './covered-days';
import { presetRange } from './date-range';

describe('coveredDaysText', () => {
  afterEach(() => setFormatLocale(undefined));
  const today = '2026-11-26';

  it('says the rolling presets cover complete days up to yesterday', () => {
    setFormatLocale('en-US');
    expect(coveredDaysText(presetRange('last7', today), today)).toBe(
      'Covers Nov 19, 2026 – Nov 25, 2026: 7 complete days, up to yesterday.',
    );
    expect(coveredDaysText(presetRange('last30', today), today)).toMatch(
      /^Covers Oct 27, 2026 – Nov 25, 2026: 30 complete days, up to yesterday\.$/,
    );
    expect(coveredDaysText(presetRange('yesterday', today), today)).toBe(
      'Covers Nov 25, 2026: 1 complete day, up to yesterday.',
    );
    expect(coveredDaysText(presetRange('lastMonth', today), today)).toBe(
      'Covers Oct 1, 2026 – Oct 31, 2026: 31 complete days.',
    );
  });

  it('says when the last day is still running', () => {
    setFormatLocale('en-US');
    expect(coveredDaysText(presetRange('today', today), today)).toBe(
      'Covers today, Nov 26, 2026, so far: the day is not complete yet.',
    );
    expect(coveredDaysText({ from: '2026-11-20', to: today }, today)).toBe(
      'Covers Nov 20, 2026 – Nov 26, 2026: 7 days, the last one (today) not complete yet.',
    );
    expect(coveredDaysText({ from: '2026-11-20', to: '2026-11-28' }, today)).toMatch(
      /some of them still to come\.$/,
    );
  });
});
