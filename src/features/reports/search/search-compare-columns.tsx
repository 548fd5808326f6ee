import { searchReportScale, type SearchReportRow } from '@contract/reports';
import { countryName } from '@/lib/country-names';
import { formatCalendarDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { ChangeCell, previousText } from '../shared/compare/change-cell';
import type { RowChange } from '../shared/compare/row-comparison';
import { SHOWN_REVENUE_DIGITS } from './columns';
import type { CompareMetric, GroupBy } from './view-search';

/** A compared metric's value as its column shows it (revenue to 4 digits, EPC and RPM to 6). */
export function metricFormat(metric: CompareMetric): (value: string) => string {
  const scale = searchReportScale(metric);
  if (scale === undefined) return (value) => formatCount(value.replace(/\.0*$/, ''));
  const digits = metric === 'revenue' ? SHOWN_REVENUE_DIGITS : scale;
  return (value) => formatMoney(value, digits);
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
      <td className={CELL}>{previousText(change, format)}</td>
      <td className={CELL}>
        <ChangeCell change={change} format={format} />
      </td>
    </>
  );
}
