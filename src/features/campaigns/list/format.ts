// One formatter per kind, in the reader's locale. The API's amounts carry no
// currency code, so they are shown as plain numbers.
const moneyFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const bidFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const countFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

const orDash = (format: Intl.NumberFormat) => (value: number) =>
  Number.isFinite(value) ? format.format(value) : '—';

/** Budgets and spend: 2 decimals. */
export const formatMoney = orDash(moneyFormat);
/** Bids: at least 2, up to 4 decimals (CPV bids go down to 0.001). */
export const formatBid = orDash(bidFormat);
/** Whole numbers: counts, ids in running text. */
export const formatCount = orDash(countFormat);
