import { formatCurrency } from '@/lib/format/money';
import { currencyAmount } from '@/lib/format/money-cell';
import { formatCount, formatCountOf } from '@/lib/format/number';
import { SHOWN_DIGITS, SHOWN_REVENUE_DIGITS } from './columns';
import { TotalChange } from './total-change';
import type { Totals } from './totals';

// The tiles by label, for the comparison line under each.
const FIELD_OF: Record<string, keyof Totals> = {
  Total: 'total',
  Monetized: 'monetized',
  Clicks: 'clicks',
  Revenue: 'revenue',
  EPC: 'epc',
  RPM: 'rpm',
};

/** The exact totals of the rows the filter shows (not of the whole report). */
export function TotalsSummary({
  totals,
  shown,
  all,
  previous,
}: {
  totals: Totals;
  shown: number;
  all: number;
  /** The previous period's totals (same filter): each tile adds it and the change. */
  previous?: Totals;
}) {
  // [label, shown value, a note under it: the exact value when the shown one is rounded]
  const revenue = currencyAmount(totals.revenue, SHOWN_REVENUE_DIGITS);
  // A ratio over a zero sum has no value: "—", as the grouped rows show it, not 0.
  const ratio = (column: 'epc' | 'rpm', divisor: string, why: string): [string, string?] =>
    /^0+$/.test(divisor) ? ['—', why] : [formatCurrency(totals[column], SHOWN_DIGITS[column])];
  const items: [string, string, string?][] = [
    ['Total', formatCount(totals.total)],
    ['Monetized', formatCount(totals.monetized)],
    ['Clicks', formatCount(totals.clicks)],
    // Shown as the cells are; the exact sum (as in the CSV) is on the page too.
    ['Revenue', revenue.text, revenue.exact],
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
            {previous ? (
              <TotalChange field={FIELD_OF[label] ?? 'total'} totals={totals} previous={previous} />
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
