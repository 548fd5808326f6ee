import { describe, expect, it } from 'vitest';
import { SearchReportQuerySchema, XmlStatsQuerySchema } from '@contract/query-schemas';
import { SearchReportQueryDocSchema, XmlStatsQueryDocSchema } from './query-schemas';

// The document describes the report queries by hand (their parsers read strings);
// it must still name exactly the parameters the server parses.
describe('the documented report queries', () => {
  it('name the parameters the server parses, no more and no fewer', () => {
    expect(Object.keys(XmlStatsQueryDocSchema.shape).sort()).toEqual(
      Object.keys(XmlStatsQuerySchema.shape).sort(),
    );
    expect(Object.keys(SearchReportQueryDocSchema.shape).sort()).toEqual(
      Object.keys(SearchReportQuerySchema.shape).sort(),
    );
  });

  it('give the defaults the server applies', () => {
    const xml = XmlStatsQuerySchema.parse({
      tid: '1',
      date_from: '2026-01-01',
      date_to: '2026-01-02',
    });
    const documented = XmlStatsQueryDocSchema.parse({
      tid: 1,
      date_from: '2026-01-01',
      date_to: '2026-01-02',
    });
    expect(documented).toEqual(xml);
    const search = SearchReportQuerySchema.parse({
      date_from: '2026-01-01',
      date_to: '2026-01-02',
    });
    const documentedSearch = SearchReportQueryDocSchema.parse({
      date_from: '2026-01-01',
      date_to: '2026-01-02',
    });
    expect(documentedSearch).toEqual(search);
  });
});
