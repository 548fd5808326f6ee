import { describe, expect, it } from 'vitest';
import { supportedTimeZones, timeZoneOptions } from './time-zones';

describe('time zones', () => {
  it('lists the engine zones, or a fallback when it cannot', () => {
    expect(supportedTimeZones(() => ['Europe/Berlin'])).toEqual(['Europe/Berlin']);
    expect(supportedTimeZones(undefined)).toContain('Europe/London');
    const throws = () => {
      throw new RangeError('unsupported key');
    };
    expect(supportedTimeZones(throws)).toContain('America/New_York');
  });

  it('puts UTC first and keeps a current value the list lacks', () => {
    expect(timeZoneOptions('', ['Europe/Berlin'])).toEqual(['UTC', 'Europe/Berlin']);
    expect(timeZoneOptions('Europe/Kiev', ['Europe/Berlin'])).toEqual([
      'Europe/Kiev',
      'UTC',
      'Europe/Berlin',
    ]);
    expect(timeZoneOptions('Europe/Berlin', ['Europe/Berlin'])).toEqual(['UTC', 'Europe/Berlin']);
  });
});
