import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { WireQuery } from '@contract/query-params';
import type { SearchReportQuery } from '@contract/query-schemas';
import type { ApiClient } from '@/lib/api/client';
import { rowsInRange } from '../shared/rows-in-range';
import { parseRowsInChunks } from './parse-rows';

export interface SearchReportParams {
  from: string;
  to: string;
  sid?: number;
}

const RowsArray = z.custom<readonly unknown[]>((value) => Array.isArray(value), {
  message: 'Expected an array of rows',
});

export const SEARCH_REPORT_PATH = '/publisher/search-report';

/** The query of GET /publisher/search-report, named as SearchReportQuerySchema reads it. */
export function reportQuery({ from, to, sid }: SearchReportParams): WireQuery<SearchReportQuery> {
  return { date_from: from, date_to: to, ...(sid === undefined ? {} : { sid: String(sid) }) };
}

export const searchReportKeys = {
  all: ['reports', 'search'] as const,
  report: (params: SearchReportParams) => ['reports', 'search', params] as const,
};

export const searchReportQueries = {
  /** The rows of one range (and feed), and how many the answer had outside it; sorting and filtering happen on the page. */
  report: (api: ApiClient, params: SearchReportParams) =>
    queryOptions({
      queryKey: searchReportKeys.report(params),
      queryFn: async ({ signal }) => {
        // The envelope is checked by the client; the rows, by the contract schema in chunks
        // (parse-rows.ts). Here only that `data` is an array: zod's array check would visit
        // each of 54,000 rows in one piece first.
        const raw = await api.publisher.get(SEARCH_REPORT_PATH, {
          query: reportQuery(params),
          schema: RowsArray,
          signal,
        });
        const rows = await parseRowsInChunks(raw, signal);
        // "us", "US" and "Us" are one country: read as one code, every match by country
        // (filter, Group by, the previous period, the chart, a link's `only`) agrees.
        for (const row of rows) row.geo = row.geo.toUpperCase();
        // Days not asked for are left out here, so every view of the answer is of these days.
        return rowsInRange(rows, params.from, params.to);
      },
      staleTime: 60_000,
    }),
};
