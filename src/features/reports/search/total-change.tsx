import { ChangeCell } from '../shared/compare/change-cell';
import { rowChange } from '../shared/compare/row-comparison';
import { metricFormat } from './search-compare-columns';
import type { Totals } from './totals';

/**
 * Under a total, while comparing: "Previous period: …" and the change, as the
 * XML tiles show them. A ratio (EPC, RPM) without a divisor in either period
 * has no previous value to show: "—".
 */
export function TotalChange({
  field,
  totals,
  previous,
}: {
  field: keyof Totals;
  totals: Totals;
  previous: Totals;
}) {
  const format = metricFormat(field);
  const undefinedRatio = (t: Totals) =>
    (field === 'epc' && /^0+$/.test(t.clicks)) || (field === 'rpm' && /^0+$/.test(t.total));
  const known = !undefinedRatio(totals) && !undefinedRatio(previous);
  const change = known
    ? rowChange(field, totals[field], previous[field], { current: true, previous: true })
    : undefined;
  return (
    <>
      <dd className="text-xs break-words text-slate-600 tabular-nums dark:text-slate-400">
        Previous period: {undefinedRatio(previous) ? '—' : format(previous[field])}
      </dd>
      <dd className="text-sm font-medium tabular-nums">
        <ChangeCell change={change} format={format} />
      </dd>
    </>
  );
}
