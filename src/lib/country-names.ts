export interface Country {
  code: string;
  name: string;
}

// Codes Intl.DisplayNames resolves that are not countries to target, or that
// duplicate one: groupings and placeholders, exceptionally reserved codes, and
// withdrawn codes aliasing a current one (DD → Germany would list it twice).
// XK (Kosovo) is user-assigned but kept: ad platforms target it.
const NOT_COUNTRIES = new Set([
  ...['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB'],
  ...['AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA'],
  ...['AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU'],
  'ZR',
]);

let displayNames: Intl.DisplayNames | null | undefined;
let countries: readonly Country[] | undefined;

function regionNames(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      displayNames = null; // a runtime without region names: chips fall back to codes
    }
  }
  return displayNames;
}

// Reports look the same few codes up for every row (54,000 in the large Search report).
const names = new Map<string, string | undefined>();

/** English name of a two-letter code, or undefined when the runtime does not know it. */
export function countryName(code: string): string | undefined {
  if (names.has(code)) return names.get(code);
  let name: string | undefined;
  if (/^[A-Za-z]{2}$/.test(code)) {
    const upper = code.toUpperCase();
    try {
      const found = regionNames()?.of(upper);
      name = found && found !== upper ? found : undefined;
    } catch {
      name = undefined;
    }
  }
  names.set(code, name);
  return name;
}

/**
 * ISO 3166-1 alpha-2 codes with names, sorted by name. Built once by probing
 * AA..ZZ: the contract gives no list and the runtime's CLDR data is current.
 */
export function countryList(): readonly Country[] {
  if (countries) return countries;
  const found: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = countryName(code);
      if (name) found.push({ code, name });
    }
  }
  countries = found.sort((x, y) => x.name.localeCompare(y.name, 'en'));
  return countries;
}

/** Chip text: "Germany (DE)"; an unknown code is shown as itself. */
export function countryLabel(code: string): string {
  const name = countryName(code);
  return name ? `${name} (${code})` : code;
}
