import { toCsv } from '../../../contract/csv';

/** The report rows as CSV: the header is `columns`, each line those fields of a row (contract/csv.ts). */
export function reportCsv<Row extends object>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  return toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );
}
