import { describe, expect, it } from 'vitest';
import {
  hasKnownValues,
  isKnownValue,
  knownSpelling,
  knownValues,
  matchKnownValues,
  seenValues,
} from './known-values';

const read = (cid: number, campaign: Record<string, unknown>) =>
  [['campaigns', 'edit', cid], { campaign: { cid, ...campaign } }] as const;

describe('known values', () => {
  it('exist for OS, browsers and device types only', () => {
    expect(['os', 'browsers', 'devices'].every((a) => hasKnownValues(a as 'os'))).toBe(true);
    expect(hasKnownValues('os_versions')).toBe(false);
    expect(knownValues('geo', ['DE'])).toBeUndefined();
  });

  it('spell values as the demo data does', () => {
    expect(knownValues('os', [])).toEqual(expect.arrayContaining(['Windows', 'macOS', 'iOS']));
    expect(knownValues('devices', [])).toEqual(['desktop', 'mobile', 'tablet']);
  });

  it('add values seen in other campaigns, once, after the common ones', () => {
    const reads = [
      read(1, { os: ['KaiOS', 'Windows', 7, ''] }),
      read(2, { os: ['HarmonyOS', 'KaiOS'] }),
      read(3, { os: ['Windowz Fone'] }),
      [['campaigns', 'edit', 4], undefined] as const,
    ];
    const seen = seenValues(reads, 'os', 3);
    expect(seen).toEqual(['KaiOS', 'Windows', '', 'HarmonyOS', 'KaiOS']);
    expect(knownValues('os', seen)?.slice(-2)).toEqual(['HarmonyOS', 'KaiOS']);
    expect(knownValues('os', seen)).not.toContain('Windowz Fone');
  });

  it('match case-sensitively, but find the known spelling of typed text', () => {
    const known = knownValues('os', [])!;
    expect(isKnownValue(known, 'Windows')).toBe(true);
    expect(isKnownValue(known, 'windows')).toBe(false);
    expect(isKnownValue(known, 1)).toBe(false);
    expect(knownSpelling(known, '  windows ')).toBe('Windows');
    expect(knownSpelling(known, 'Windowz Fone')).toBeUndefined();
  });

  it('suggest prefix matches first and leave chosen values out', () => {
    const known = ['Chrome', 'Safari', 'Samsung Internet', 'Opera'];
    expect(matchKnownValues(known, 'r', () => false)).toEqual([
      'Chrome',
      'Safari',
      'Samsung Internet',
      'Opera',
    ]);
    expect(matchKnownValues(known, 'sa', (v) => v === 'Safari')).toEqual(['Samsung Internet']);
    expect(matchKnownValues(known, 'in', () => false)).toEqual(['Samsung Internet']);
    expect(matchKnownValues(known, '', (v) => v !== 'Opera')).toEqual(['Opera']);
  });
});
