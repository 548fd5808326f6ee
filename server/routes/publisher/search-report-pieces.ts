import { SEARCH_REPORT_FIELDS, type ExportFormat } from '@contract/reports';
import type { PublisherRepository } from './publisher.repository';
import { csvPieces, firstRows, jsonEnvelopePieces, slices } from './report-body';

/** CSV header = the JSON field names, in the JSON rows' order (decision 016). */
export const SEARCH_CSV_COLUMNS = SEARCH_REPORT_FIELDS;

/** One Search report answer to build: the validated query of one request. */
export interface SearchReportJob {
  publisherId: number;
  from: string;
  to: string;
  sid?: number;
  format: ExportFormat;
}

/**
 * The Search report's answer (JSON envelope or CSV) as pieces of text, and
 * whether it has any row. The first day with rows is read now, so a failing
 * query is still an error answer and an empty CSV a 404; the other days are
 * read as the pieces are asked for. A piece is a day's rows, or at most
 * `maxRows` of them. The same code runs on the main thread and in the report
 * worker (report-worker.ts), so both give the same bytes.
 */
export function searchReportPieces(
  reports: PublisherRepository,
  job: SearchReportJob,
  maxRows = Number.POSITIVE_INFINITY,
): { hasRows: boolean; pieces: Generator<string> } {
  const days = reports.searchReportDays(job.publisherId, job.from, job.to, job.sid);
  const { first, all } = firstRows(days);
  const batches = slices(all, maxRows);
  return {
    hasRows: first !== undefined,
    pieces:
      job.format === 'json'
        ? jsonEnvelopePieces('Search report', batches)
        : csvPieces(SEARCH_CSV_COLUMNS, batches),
  };
}
