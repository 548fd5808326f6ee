import { describe, expect, it } from 'vitest';
import { parseTypedTime, shownTime, timeFormValue } from './time-text';

describe('time text', () => {
  it('shows a wire time as HH:MM and anything else as it is', () => {
    expect(shownTime('08:00')).toBe('08:00');
    expect(shownTime('23:59:59')).toBe('23:59');
    expect(shownTime('8:00')).toBe('8:00');
    expect(shownTime('')).toBe('');
  });

  it('reads 24-hour times as people type them, and nothing else', () => {
    expect(parseTypedTime('7:05')).toBe('07:05');
    expect(parseTypedTime(' 0730 ')).toBe('07:30');
    expect(parseTypedTime('730')).toBe('07:30');
    expect(parseTypedTime('19.45')).toBe('19:45');
    expect(parseTypedTime('07:05:30')).toBe('07:05:30');
    expect(parseTypedTime('23:59')).toBe('23:59');
    for (const bad of ['25:00', '24:00', '7pm', '7:5', '12:60', 'noon', '1', '07:00:61'])
      expect(parseTypedTime(bad), bad).toBeUndefined();
  });

  it('keeps the read text while the typed time means the same', () => {
    expect(timeFormValue('23:59', '23:59:59')).toBe('23:59:59');
    expect(timeFormValue('2359', '23:59:59')).toBe('23:59:59');
    expect(timeFormValue('23:58', '23:59:59')).toBe('23:58');
    expect(timeFormValue('23:59:00', '23:59:59')).toBe('23:59:00');
    expect(timeFormValue('8:00', '08:00')).toBe('08:00');
    // A read the rules refuse ("8:00") is replaced by the wire form once retyped.
    expect(timeFormValue('08:00', '8:00')).toBe('08:00');
    expect(timeFormValue('7pm', '08:00')).toBe('7pm');
    expect(timeFormValue('', '08:00')).toBe('');
  });
});
