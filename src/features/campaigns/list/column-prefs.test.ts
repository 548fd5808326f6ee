import { describe, expect, it } from 'vitest';
import { COLUMN_IDS } from './campaign-columns';
import {
  defaultPrefs,
  isColumnVisible,
  MAX_COLUMN_PX,
  MIN_COLUMN_PX,
  parsePrefs,
} from './column-prefs';

describe('column-prefs', () => {
  it('defaults: ID and Name pinned, Website and Bid control hidden, nothing resized', () => {
    const prefs = parsePrefs(null);
    expect(prefs).toEqual(defaultPrefs());
    expect(prefs.pinnedLeft).toEqual(['cid', 'name']);
    expect(isColumnVisible(prefs, 'website')).toBe(false);
    expect(isColumnVisible(prefs, 'bid_control_count')).toBe(false);
    expect(isColumnVisible(prefs, 'geo')).toBe(true);
  });

  it('reads the old { hidden } value: those columns hidden, the rest at their default', () => {
    const prefs = parsePrefs(JSON.stringify({ hidden: ['geo', 'name', 'nonsense'] }));
    expect(isColumnVisible(prefs, 'geo')).toBe(false);
    // Name is required: a stored "hidden" cannot hide it.
    expect(isColumnVisible(prefs, 'name')).toBe(true);
    expect(isColumnVisible(prefs, 'website')).toBe(false);
    expect(prefs.order).toEqual([...COLUMN_IDS]);
  });

  it('keeps the good parts of a bad value and drops the rest', () => {
    const prefs = parsePrefs(
      JSON.stringify({
        visibility: { website: true, bogus: true },
        order: ['geo', 'geo', 'cid', 'x'],
        pinnedLeft: ['name', 'name', 'zzz'],
        sizing: { name: 99999, cid: 1, geo: 200.4, nope: 100 },
      }),
    );
    expect(isColumnVisible(prefs, 'website')).toBe(true);
    expect(prefs.pinnedLeft).toEqual(['name']);
    // Every column once; the unknown ones dropped, the missing ones back in.
    expect([...prefs.order].sort()).toEqual([...COLUMN_IDS].sort());
    // The stored ones keep their order; a missing one goes after its default predecessor.
    expect(prefs.order.indexOf('geo')).toBeLessThan(prefs.order.indexOf('cid'));
    expect(prefs.order.indexOf('website')).toBe(prefs.order.indexOf('geo') + 1);
    expect(prefs.sizing).toEqual({ name: MAX_COLUMN_PX, cid: MIN_COLUMN_PX, geo: 200 });
  });

  it('falls back to the defaults for garbage', () => {
    for (const text of ['{', '"text"', '[1,2]', JSON.stringify({ order: 'cid' }), 'null'])
      expect(parsePrefs(text)).toEqual(defaultPrefs());
  });
});
