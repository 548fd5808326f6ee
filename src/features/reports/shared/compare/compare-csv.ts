import type { RowChange } from './row-comparison';

/** The comparison columns of a current-view CSV, named after the metric ("previous_gross_revenue"). */
export function compareCsvHeader(metric: string): string[] {
  return [
    `previous_${metric}`,
    `change_${metric}`,
    `change_${metric}_percent`,
    `change_${metric}_kind`,
  ];
}

/** A row's comparison cells: exact values as computed, the ratio as a percentage ("-37.6238"). */
export function compareCsvCells(change: RowChange | undefined): string[] {
  if (!change) return ['', '', '', ''];
  return [
    change.previous ?? '',
    change.difference ?? '',
    change.ratio === undefined ? '' : percentText(change.ratio),
    change.kind,
  ];
}

// The ratio has 6 digits: × 100 moves the point by two, exactly.
function percentText(ratio: string): string {
  const negative = ratio.startsWith('-');
  const [whole = '0', fraction = ''] = ratio.replace(/^[+-]/, '').split('.');
  const digits = fraction.padEnd(2, '0');
  const shifted = `${(whole + digits.slice(0, 2)).replace(/^0+(?=\d)/, '')}.${digits.slice(2) || '0'}`;
  return negative ? `-${shifted}` : shifted;
}
