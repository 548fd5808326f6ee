import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRecord } from '@contract/query-params';
import { XML_GROUP_BY } from '@contract/reports';
import { XmlStatsQuerySchema } from '@contract/query-schemas';
import { withQuery } from '@/lib/api/query-string';
import { reportRange } from '@/testing/report-range';
import { xmlStatsQuery } from './xml-queries';

const xmlParams = fc.record({
  tid: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  range: reportRange,
  groupBy: fc.constantFrom(...XML_GROUP_BY),
});

/** What the server reads from the URL the client writes. */
function serverReads(query: Parameters<typeof withQuery>[1]) {
  const url = new URL(withQuery('http://api.test/pub/xml/stats', query));
  return XmlStatsQuerySchema.parse(queryRecord(url.searchParams));
}

describe('xmlStatsQuery against the contract', () => {
  it('writes every report so that XmlStatsQuerySchema, which the server parses with, reads it back', () => {
    fc.assert(
      fc.property(xmlParams, fc.boolean(), ({ tid, range, groupBy }, csv) => {
        const params = { tid, groupBy, ...range };
        const query = csv ? { ...xmlStatsQuery(params), export: 'csv' } : xmlStatsQuery(params);
        expect(serverReads(query)).toEqual({
          tid,
          groupBy,
          date_from: range.from,
          date_to: range.to,
          export: csv ? 'csv' : 'json',
        });
      }),
    );
  });
});
