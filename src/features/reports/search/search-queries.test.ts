import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRecord } from '@contract/query-params';
import { SearchReportQuerySchema } from '@contract/query-schemas';
import { withQuery } from '@/lib/api/query-string';
import { reportRange } from '@/testing/report-range';
import { reportQuery } from './search-queries';

describe('reportQuery against the contract', () => {
  it('writes every report so that SearchReportQuerySchema, which the server parses with, reads it back', () => {
    fc.assert(
      fc.property(
        reportRange,
        fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
        fc.boolean(),
        (range, sid, csv) => {
          const query = reportQuery({ ...range, sid });
          const url = new URL(
            withQuery('http://api.test/pub/publisher/search-report', {
              ...query,
              ...(csv ? { export: 'csv' } : {}),
            }),
          );
          expect(SearchReportQuerySchema.parse(queryRecord(url.searchParams))).toEqual({
            date_from: range.from,
            date_to: range.to,
            ...(sid === undefined ? {} : { sid }),
            export: csv ? 'csv' : 'json',
          });
        },
      ),
    );
  });
});
