import { formatDecimal } from '../../../../contract/decimal';
import { formatInteger } from './columns';

const formatFixed = (value: string, digits: number) => formatDecimal(value, digits, 'en-US');
/** 12.5000 and 12.5000000000 say the same: no exact line for a value the rounding kept. */
const sameValue = (a: string, b: string) => {
  const trim = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
  return trim(a) === trim(b);
};
import type { Totals } from './totals';

/** The exact totals of the rows the filter shows (not of the whole report). */
export function TotalsSummary({
  totals,
  shown,
  all,
}: {
  totals: Totals;
  shown: number;
  all: number;
}) {
  // [label, shown value, exact value when the shown one is rounded]
  const items: [string, string, string?][] = [
    ['Total', formatInteger(totals.total)],
    ['Monetized', formatInteger(totals.monetized)],
    ['Clicks', formatInteger(totals.clicks)],
    // Shown to 4 digits; the exact 10-digit sum (as in the CSV) is on the page too.
    ['Revenue', formatFixed(totals.revenue, 4), formatFixed(totals.revenue, 10)],
    ['EPC', formatFixed(totals.epc, 6)],
    ['RPM', formatFixed(totals.rpm, 6)],
  ];
  return (
    <section aria-labelledby="search-totals-title" className="space-y-2">
      <h2 id="search-totals-title" className="text-lg font-semibold">
        Totals
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="row-count">
        {shown === all
          ? `${all.toLocaleString('en-US')} rows`
          : `${shown.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} rows`}
        {' · '}totals reflect the filtered view; EPC and RPM are computed from the totals.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(([label, value, exact]) => (
          <div
            key={label}
            className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold tabular-nums" data-total={label}>
              {value}
            </dd>
            {exact !== undefined && !sameValue(exact, value) && (
              <dd className="text-xs break-all text-slate-600 tabular-nums dark:text-slate-400">
                exact {exact}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
