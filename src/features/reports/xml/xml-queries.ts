import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WireQuery } from '@contract/query-params';
import type { XmlGroupBy, XmlStatsRow } from '@contract/reports';
import type { XmlStatsQuery } from '@contract/query-schemas';
import type { ApiClient } from '@/lib/api/client';
import * as z from 'zod/mini';
import { rowsInRange } from '../shared/rows-in-range';
import { readXmlRows } from './columns';

export interface XmlStatsParams {
  tid: number;
  from: string;
  to: string;
  groupBy: XmlGroupBy;
}

/** The query of GET /xml/stats, named as XmlStatsQuerySchema reads it on the server. */
export function xmlStatsQuery(params: XmlStatsParams): WireQuery<XmlStatsQuery> {
  return {
    tid: String(params.tid),
    date_from: params.from,
    date_to: params.to,
    groupBy: params.groupBy,
  };
}

/**
 * The rows as parsed. zod's record (XmlStatsRowSchema) copies a row and leaves out a
 * field named __proto__ (its guard against prototype pollution); this page reads
 * only a row's own keys (ownValue), so it takes the rows as they are, every field kept.
 */
export const XmlRowsSchema = z.array(
  z.custom<XmlStatsRow>((row) => typeof row === 'object' && row !== null && !Array.isArray(row)),
);

export const xmlQueries = {
  stats: (api: ApiClient, params: XmlStatsParams) =>
    queryOptions({
      queryKey: ['reports', 'xml', params] as const,
      // Days not asked for are left out here, so the table, chart and CSV never see them.
      queryFn: async ({ signal }) =>
        rowsInRange(
          readXmlRows(
            await api.publisher.get('/xml/stats', {
              query: xmlStatsQuery(params),
              schema: XmlRowsSchema,
              signal,
            }),
          ),
          params.from,
          params.to,
        ),
      placeholderData: keepPreviousData,
      // 403/404/422 are answers, not hiccups: asking again changes nothing.
      retry: false,
    }),
};
