import { searchReportScale, type SearchReportRow } from '@contract/reports';
import { countryName } from '@/lib/country-names';
import { formatCalendarDate } from '@/lib/format/date';
import { currencyAmount } from '@/lib/format/money-cell';
import { formatCount } from '@/lib/format/number';
import { ChangeCell, previousText } from '../shared/compare/change-cell';
import type { RowChange } from '../shared/compare/row-comparison';
import { SHOWN_DIGITS, SHOWN_REVENUE_DIGITS } from './columns';
import type { CompareMetric, GroupBy } from './view-search';

/** A compared metric's value as its column shows it (money in the configured currency). */
export function metricFormat(metric: CompareMetric): (value: string) => string {
  const digits = moneyDigits(metric);
  if (digits === undefined) return (value) => formatCount(value.replace(/\.0*$/, ''));
  return (value) => currencyAmount(value, digits).text;
}

/** The exact value behind a rounded money cell ("Exact: …"), for its title. */
export function metricExact(metric: CompareMetric): (value: string) => string | undefined {
  const digits = moneyDigits(metric);
  return (value) => (digits === undefined ? undefined : currencyAmount(value, digits).exact);
}

function moneyDigits(metric: CompareMetric): number | undefined {
  if (searchReportScale(metric) === undefined) return undefined;
  return metric === 'revenue'
    ? SHOWN_REVENUE_DIGITS
    : SHOWN_DIGITS[metric as keyof typeof SHOWN_DIGITS];
}

/** A grouped row's key in words, as its table cell reads ("Denmark (DK)", "Feed 901", "(none)"). */
export function groupKeyLabel(group: GroupBy, key: string): string {
  switch (group) {
    case 'date':
      return formatCalendarDate(key);
    case 'feed':
      return `Feed ${key}`;
    case 'geo':
      return `${countryName(key) ?? key} (${key})`;
    case 'subid':
      return key === '' ? '(none)' : key;
  }
}

const CELL =
  'border-b border-slate-200 px-3 text-right whitespace-nowrap tabular-nums dark:border-slate-700';

/** The "Previous" and "Change" cells of one rollup row. */
export function CompareCells({
  change,
  metric,
}: {
  change: RowChange | undefined;
  metric: CompareMetric;
  row?: SearchReportRow;
}) {
  const format = metricFormat(metric);
  return (
    <>
      <td
        className={CELL}
        title={change?.previous === undefined ? undefined : metricExact(metric)(change.previous)}
      >
        {previousText(change, format)}
      </td>
      <td className={CELL}>
        <ChangeCell change={change} format={format} />
      </td>
    </>
  );
}
