import type { CellValue } from './columns';

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});
const percent = new Intl.NumberFormat(undefined, { style: 'percent', minimumFractionDigits: 2 });

let regionNames: Intl.DisplayNames | undefined;
/** "DE" → "Germany (DE)"; unknown codes stay as they are. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(undefined, { type: 'region' });
    const name = /^[A-Za-z]{2}$/.test(code) ? regionNames.of(code.toUpperCase()) : undefined;
    return name && name !== code.toUpperCase() ? `${name} (${code.toUpperCase()})` : code;
  } catch {
    return code;
  }
}

export function formatCell(key: string, value: CellValue): string {
  if (value === null || value === '') return key === 'subid' ? '(none)' : '—';
  if (key === 'geo' && typeof value === 'string') return countryName(value);
  if (typeof value !== 'number') return value;
  if (key === 'ctr') return percent.format(value);
  return Number.isInteger(value) ? integer.format(value) : money.format(value);
}
