// Used only where the browser cannot list its zones (Intl.supportedValuesOf is
// missing before Chrome 99 / Safari 15.4): the zones most accounts use.
const FALLBACK_ZONES = [
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Pacific/Auckland',
];

type SupportedValuesOf = (key: 'timeZone') => string[];

/** IANA zone names the browser knows, or a short fallback list. */
export function supportedTimeZones(
  supportedValuesOf: SupportedValuesOf | undefined = (
    Intl as { supportedValuesOf?: SupportedValuesOf }
  ).supportedValuesOf,
): string[] {
  try {
    const zones = supportedValuesOf?.('timeZone');
    if (zones && zones.length > 0) return zones;
  } catch {
    // Some engines expose the function but throw for keys they do not support.
  }
  return FALLBACK_ZONES;
}

/**
 * The options of the zone select: UTC first (engines list only region zones),
 * then the known zones, and the current value even when it is not among them,
 * so a saved zone is shown and sent back as it was rather than silently replaced.
 */
export function timeZoneOptions(current: string, zones: readonly string[]): string[] {
  const options = zones.includes('UTC') ? [...zones] : ['UTC', ...zones];
  if (current !== '' && !options.includes(current)) options.unshift(current);
  return options;
}
