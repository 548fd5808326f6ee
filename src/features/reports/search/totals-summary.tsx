import { SEARCH_REPORT_COLUMNS } from '@contract/reports';
import { formatMoney, roundedAmount } from '@/lib/format/money';
import { formatCount, formatCountOf } from '@/lib/format/number';
import { SHOWN_REVENUE_DIGITS } from './columns';
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
  // [label, shown value, a note under it: the exact value when the shown one is rounded]
  const revenue = roundedAmount(totals.revenue, SHOWN_REVENUE_DIGITS);
  // A ratio over a zero sum has no value: "—", as the grouped rows show it, not 0.
  const ratio = (column: 'epc' | 'rpm', divisor: string, why: string): [string, string?] =>
    /^0+$/.test(divisor)
      ? ['—', why]
      : [formatMoney(totals[column], SEARCH_REPORT_COLUMNS[column].scale)];
  const items: [string, string, string?][] = [
    ['Total', formatCount(totals.total)],
    ['Monetized', formatCount(totals.monetized)],
    ['Clicks', formatCount(totals.clicks)],
    // Shown as the cells are; the exact sum (as in the CSV) is on the page too.
    ['Revenue', revenue.text, revenue.exact === undefined ? undefined : `exact ${revenue.exact}`],
    ['EPC', ...ratio('epc', totals.clicks, 'no clicks')],
    ['RPM', ...ratio('rpm', totals.total, 'no searches')],
  ];
  return (
    <section aria-labelledby="search-totals-title" className="space-y-2">
      <h2 id="search-totals-title" className="text-lg font-semibold">
        Totals
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="row-count">
        {shown === all
          ? formatCountOf(all, 'row', 'rows')
          : `${formatCount(shown)} of ${formatCountOf(all, 'row', 'rows')}`}
        {' · '}totals reflect the filtered view; EPC and RPM are computed from the totals.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(([label, value, note]) => (
          <div
            key={label}
            className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
          >
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold tabular-nums" data-total={label}>
              {value}
            </dd>
            {note !== undefined && (
              <dd className="text-xs break-all text-slate-600 tabular-nums dark:text-slate-400">
                {note}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
