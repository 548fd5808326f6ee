import { isRealDate } from '../../../contract/common';
import { EXPORT_FORMATS } from '../../../contract/reports';
import { ParamReader } from '../../http/params';

/**
 * The parameters both reports share. Malformed input is 422 (dates, range,
 * grouping, export, numbers); a well-formed tid/sid the key does not own is
 * 403, decided by the handler (docs/decisions/006 and 016).
 */
export interface DateRange {
  from: string;
  to: string;
}

/** Longest inclusive range a report answers (decision 016): a bit over a year. */
export const MAX_RANGE_DAYS = 400;

const DAY_MS = 86_400_000;

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
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) {
    return p.fail('date_to', `The date range must not span more than ${MAX_RANGE_DAYS} days`);
  }
  return { from, to };
}

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function readExport(p: ParamReader): ExportFormat {
  return p.oneOf('export', EXPORT_FORMATS) ?? 'json';
}

const positiveId = /^[1-9]\d{0,15}$/;

/** A positive whole number, or a field error; `required` adds "is required" when absent. */
export function readId(p: ParamReader, name: string, required: boolean): number | undefined {
  const raw = p.text(name)?.trim();
  if (raw === undefined) return required ? p.fail(name, `${name} is required`) : undefined;
  if (!positiveId.test(raw)) return p.fail(name, `${name} must be a positive whole number`);
  return Number(raw);
}
