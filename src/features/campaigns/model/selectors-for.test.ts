import { describe, expect, it } from 'vitest';
import { SELECTORS } from '@contract/campaigns';
import { selectorsFor } from './selectors-for';

const everyKey = SELECTORS.flatMap((s) => [s.flag, s.array]);
const arrays = (list: { array: string }[]) => list.map((s) => s.array);

describe('selectorsFor', () => {
  it('shows only the general selectors for CPC and CPV', () => {
    const general = ['geo', 'os', 'os_versions', 'browsers', 'browser_versions', 'devices'];
    expect(arrays(selectorsFor('CPC', 'push', everyKey))).toEqual(general);
    expect(arrays(selectorsFor('CPV', 'generic', everyKey))).toEqual(general);
    expect(arrays(selectorsFor('OTHER', 'generic', everyKey))).toEqual(general);
  });

  it('adds the CPM-only selectors for CPM, in contract order', () => {
    expect(arrays(selectorsFor('CPM', 'generic', everyKey))).toEqual(SELECTORS.map((s) => s.array));
  });

  it('hides connection and traffic type for popunder formats', () => {
    const cpm = arrays(selectorsFor('CPM', 'popunder', everyKey));
    expect(cpm).not.toContain('connection');
    expect(cpm).not.toContain('traffic_type');
    expect(cpm).toContain('exchanges');
    expect(cpm).toHaveLength(SELECTORS.length - 2);
    expect(arrays(selectorsFor('CPC', 'popunder', everyKey))).toHaveLength(6);
  });

  it('never shows a selector whose flag the campaign does not carry', () => {
    const keys = everyKey.filter((k) => k !== 'exchanges_enabled' && k !== 'os_enabled');
    const shown = arrays(selectorsFor('CPM', 'generic', keys));
    expect(shown).not.toContain('exchanges');
    expect(shown).not.toContain('os');
    // The array alone does not count: the flag decides.
    expect(arrays(selectorsFor('CPM', 'generic', ['geo', 'geo_enabled', 'lang']))).toEqual(['geo']);
    expect(selectorsFor('CPM', 'generic', [])).toEqual([]);
  });

  it('accepts the keys of a campaign object', () => {
    const campaign = { uid: 1, geo_enabled: 1, geo: [], devices_enabled: false };
    expect(arrays(selectorsFor('CPC', 'push', Object.keys(campaign)))).toEqual(['geo', 'devices']);
  });
});
