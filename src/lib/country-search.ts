import type { Country } from './country-names';

// "cote" finds "Côte d’Ivoire": compare without case or accents.
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function rank(country: Country, query: string): number {
  const name = fold(country.name);
  if (country.code.toLowerCase() === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(/[\s\-(&]+/).some((word) => word.startsWith(query))) return 2;
  if (name.includes(query)) return 3;
  return -1;
}

/**
 * Countries matching the query, best first (exact code, then name prefix, word
 * prefix, substring), leaving out codes already chosen (compared upper-case).
 */
export function searchCountries(
  countries: readonly Country[],
  query: string,
  chosen: ReadonlySet<string>,
): Country[] {
  const q = fold(query.trim());
  const open = countries.filter((c) => !chosen.has(c.code));
  if (q === '') return open;
  return open
    .map((country) => ({ country, rank: rank(country, q) }))
    .filter((entry) => entry.rank >= 0)
    .sort((x, y) => x.rank - y.rank)
    .map((entry) => entry.country);
}
