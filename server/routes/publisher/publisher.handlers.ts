import type { Context } from 'hono';
import { XML_METRIC_FIELDS, type ExportFormat } from '@contract/reports';
import type { SearchReportQuery, XmlStatsQuery } from '@contract/query-schemas';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import type { WithQuery } from '../../http/query';
import { pullStream } from '../../http/pull-stream';
import { csvPieces, firstRows, jsonEnvelopePieces } from './report-body';
import type { PublisherRepository } from './publisher.repository';
import type { SearchReportBuilder } from './report-builder';
import { SEARCH_CSV_COLUMNS } from './search-report-pieces';

/** CSV header = the JSON field names, in the JSON rows' order (decision 016). */
export const XML_CSV_COLUMNS = {
  day: ['date', ...XML_METRIC_FIELDS],
  geo: ['geo', ...XML_METRIC_FIELDS],
  subid: ['subid', ...XML_METRIC_FIELDS],
} as const;
export { SEARCH_CSV_COLUMNS };

export const NO_EXPORT_DATA = 'No data for the requested export';

/**
 * The report as JSON envelope or CSV file, streamed batch by batch
 * (report-body.ts): the bytes are those of building it at once. The XML
 * statistics (at most 400 rows) are built here; the Search report (tens of
 * thousands) by the SearchReportBuilder.
 */
function answer<Row extends object>(
  c: Context<AppEnv>,
  format: ExportFormat,
  report: { message: string; filename: string; columns: readonly (keyof Row & string)[] },
  batches: Iterable<readonly Row[]>,
) {
  const { first, all } = firstRows(batches);
  if (format === 'json')
    return c.body(pullStream(jsonEnvelopePieces(report.message, all)), 200, {
      'Content-Type': 'application/json',
    });
  if (first === undefined) throw new HttpError(404, NO_EXPORT_DATA);
  return c.body(pullStream(csvPieces(report.columns, all)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${report.filename}"`,
  });
}

export function createPublisherHandlers(
  reports: PublisherRepository,
  searchReports: SearchReportBuilder,
) {
  return {
    /** Behind validQuery(XmlStatsQuerySchema): malformed input was a 422 already. */
    xmlStats(c: WithQuery<XmlStatsQuery>) {
      const { tid, date_from: from, date_to: to, groupBy, export: format } = c.req.valid('query');
      if (!reports.ownsTid(c.get('publisher').publisherId, tid)) {
        throw new HttpError(403, `tid ${tid} is not available to this API key`, {
          tid: ['Not one of your XML sources'],
        });
      }
      const rows = reports.xmlStats(groupBy, tid, from, to);
      return answer(
        c,
        format,
        {
          message: 'XML statistics',
          filename: `xml-stats_${tid}_${from}_${to}_${groupBy}.csv`,
          columns: XML_CSV_COLUMNS[groupBy] as readonly (keyof (typeof rows)[number] & string)[],
        },
        [rows],
      );
    },

    /** Behind validQuery(SearchReportQuerySchema). */
    async searchReport(c: WithQuery<SearchReportQuery>) {
      const { sid, date_from: from, date_to: to, export: format } = c.req.valid('query');
      const publisher = c.get('publisher');
      if (sid !== undefined && !reports.ownsSid(publisher.publisherId, sid)) {
        throw new HttpError(403, `sid ${sid} is not available to this API key`, {
          sid: ['Not one of your Search feeds'],
        });
      }
      const report = await searchReports.open({
        publisherId: publisher.publisherId,
        from,
        to,
        sid,
        format,
      });
      if (format === 'json')
        return c.body(report.body, 200, { 'Content-Type': 'application/json' });
      if (!report.hasRows) {
        report.cancel();
        throw new HttpError(404, NO_EXPORT_DATA);
      }
      const suffix = sid === undefined ? '' : `_sid-${sid}`;
      return c.body(report.body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="search-report_${from}_${to}${suffix}.csv"`,
      });
    },
  };
}
