import { isRealDate } from '../../../contract/common';
import { ParamReader } from '../../http/params';

/**
 * The parameters both reports share. Malformed input is 422 (dates, grouping,
 * export, numbers); a well-formed tid/sid the key does not own is 403, decided
 * by the handler (docs/decisions/006-publisher-key-errors.md).
 */
export interface DateRange {
  from: string;
  to: string;
}

function date(p: ParamReader, name: string): string | undefined {
  const raw = p.text(name)?.trim();
  if (raw === undefined) return p.fail(name, `${name} is required (YYYY-MM-DD)`);
  if (!isRealDate(raw)) return p.fail(name, `${name} must be a date in the format YYYY-MM-DD`);
  return raw;
}

export function readDateRange(p: ParamReader): DateRange | undefined {
  const from = date(p, 'date_from');
  const to = date(p, 'date_to');
  if (!from || !to) return undefined;
  // ISO dates compare correctly as strings.
  if (from > to) return p.fail('date_to', 'date_to must not be before date_from');
  return { from, to };
}

/** Only JSON is served for now; CSV arrives with the reporting issue. */
export function readExport(p: ParamReader): void {
  const format = p.oneOf('export', ['json', 'csv'] as const);
  if (format === 'csv') p.fail('export', 'export=csv is not supported yet; use json');
}
