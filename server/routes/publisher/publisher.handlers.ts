import type { Context } from 'hono';
import { SEARCH_REPORT_FIELDS, XML_GROUP_BY, XML_METRIC_FIELDS } from '../../../contract/reports';
import type { AppEnv } from '../../http/app-env';
import { HttpError, validationError } from '../../http/errors';
import { ParamReader } from '../../http/params';
import { ok } from '../../http/respond';
import { reportCsv } from './csv';
import type { PublisherRepository } from './publisher.repository';
import { readDateRange, readExport, readId, type ExportFormat } from './report-query';

/** CSV header = the JSON field names, in the JSON rows' order (decision 016). */
export const XML_CSV_COLUMNS = {
  day: ['date', ...XML_METRIC_FIELDS],
  geo: ['geo', ...XML_METRIC_FIELDS],
  subid: ['subid', ...XML_METRIC_FIELDS],
} as const;
export const SEARCH_CSV_COLUMNS = SEARCH_REPORT_FIELDS;

export const NO_EXPORT_DATA = 'No data for the requested export';

function answer<Row extends object>(
  c: Context<AppEnv>,
  format: ExportFormat,
  report: { message: string; filename: string; columns: readonly (keyof Row & string)[] },
  rows: Row[],
) {
  if (format === 'json') return ok(c, report.message, rows);
  if (rows.length === 0) throw new HttpError(404, NO_EXPORT_DATA);
  return c.body(reportCsv(report.columns, rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${report.filename}"`,
  });
}

export function createPublisherHandlers(reports: PublisherRepository) {
  return {
    xmlStats(c: Context<AppEnv>) {
      const p = new ParamReader((n) => c.req.query(n));
      const tid = readId(p, 'tid', true);
      const range = readDateRange(p);
      const groupBy = p.oneOf('groupBy', XML_GROUP_BY) ?? 'day';
      const format = readExport(p);
      if (!p.ok || !range || tid === undefined) {
        throw validationError(p.errors, 'Invalid report parameters');
      }
      if (!reports.ownsTid(c.get('publisher').publisherId, tid)) {
        throw new HttpError(403, `tid ${tid} is not available to this API key`, {
          tid: ['Not one of your XML sources'],
        });
      }
      const rows = reports.xmlStats(groupBy, tid, range.from, range.to);
      return answer(
        c,
        format,
        {
          message: 'XML statistics',
          filename: `xml-stats_${tid}_${range.from}_${range.to}_${groupBy}.csv`,
          columns: XML_CSV_COLUMNS[groupBy] as readonly (keyof (typeof rows)[number] & string)[],
        },
        rows,
      );
    },

    searchReport(c: Context<AppEnv>) {
      const p = new ParamReader((n) => c.req.query(n));
      const sid = readId(p, 'sid', false);
      const range = readDateRange(p);
      const format = readExport(p);
      if (!p.ok || !range) throw validationError(p.errors, 'Invalid report parameters');
      const publisher = c.get('publisher');
      if (sid !== undefined && !reports.ownsSid(publisher.publisherId, sid)) {
        throw new HttpError(403, `sid ${sid} is not available to this API key`, {
          sid: ['Not one of your Search feeds'],
        });
      }
      const rows = reports.searchReport(publisher.publisherId, range.from, range.to, sid);
      const suffix = sid === undefined ? '' : `_sid-${sid}`;
      return answer(
        c,
        format,
        {
          message: 'Search report',
          filename: `search-report_${range.from}_${range.to}${suffix}.csv`,
          columns: SEARCH_CSV_COLUMNS,
        },
        rows,
      );
    },
  };
}
