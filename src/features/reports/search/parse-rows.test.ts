import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_REPORT_FIELDS, SearchReportRowSchema } from '@contract/reports';
import { isApiError } from '@/lib/api/api-error';
import { parseRowsInChunks, readRowFast } from './parse-rows';

// What the hostile-answer audit sent in place of counts, money and feed ids.
const HOSTILE = [
  'abc',
  '2.5',
  '1e3',
  'NaN',
  'Infinity',
  'undefined',
  '-0',
  '.5',
  '1.',
  '+1',
  1e21,
  1e-7,
  2.5,
  100,
  null,
  true,
  '',
];

const validRow = fc.record(
  {
    date: fc.constantFrom('2026-11-01', '2026-11-02'),
    feed: fc.integer({ min: 1, max: 99_999 }),
    geo: fc.constantFrom('DE', 'US', 'br'),
    subid: fc.oneof(fc.string(), fc.constant(null)),
    total: fc.nat().map(String),
    monetized: fc.nat().map(String),
    clicks: fc.nat().map(String),
    revenue: fc.constantFrom('0.0000000000', '12.3456789012'),
    epc: fc.constant('0.100000'),
    rpm: fc.constant('1.000000'),
  },
  {
    requiredKeys: ['date', 'feed', 'geo', 'total', 'monetized', 'clicks', 'revenue', 'epc', 'rpm'],
  },
);

// Any value a field might carry, right or wrong: the two readers must agree on all of them.
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(' 12 ', '', '0x10', '1e3', '1.5', '9007199254740993', 'x', -0, 2 ** 53),
  fc.constantFrom(...HOSTILE),
  fc.bigInt({ min: -5n, max: 5n }),
  fc.array(fc.integer(), { maxLength: 2 }),
);

const anyRow = fc.oneof(
  { weight: 4, arbitrary: validRow },
  {
    weight: 4,
    arbitrary: fc
      .tuple(validRow, fc.constantFrom(...SEARCH_REPORT_FIELDS, 'extra'), anyValue)
      .map(([row, key, value]) => ({ ...row, [key]: value })),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.integer(),
      fc.array(validRow, { maxLength: 1 }),
    ),
  },
);

describe('readRowFast', () => {
  it('accepts only what the contract schema accepts, with the same output', () => {
    fc.assert(
      fc.property(anyRow, (value) => {
        const fast = readRowFast(structuredClone(value));
        if (fast === undefined) return;
        const parsed = SearchReportRowSchema.safeParse(structuredClone(value));
        expect(parsed.success).toBe(true);
        expect(fast).toStrictEqual(parsed.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the schema on every hostile value in every field', () => {
    const [row] = fc.sample(validRow, { numRuns: 1, seed: 3 });
    for (const field of [...SEARCH_REPORT_FIELDS])
      for (const value of HOSTILE) {
        const input = { ...row, [field]: value };
        const parsed = SearchReportRowSchema.safeParse(structuredClone(input));
        const fast = readRowFast(structuredClone(input));
        if (fast !== undefined)
          expect(fast, `${field} = ${String(value)}`).toStrictEqual(parsed.data);
        else if (parsed.success && typeof value === 'string')
          // Text the schema takes is taken by the fast path too (numbers go to the schema).
          expect.fail(`fast path refused ${field} = ${value}`);
      }
  });

  it('takes the rows the server sends', () => {
    fc.assert(
      fc.property(validRow, (row) => {
        expect(readRowFast(structuredClone(row))).toBeDefined();
      }),
    );
  });
});

describe('parseRowsInChunks', () => {
  it('gives what the schema gives, or fails where it fails', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyRow, { maxLength: 5 }), async (values) => {
        const expected = values.map((value) =>
          SearchReportRowSchema.safeParse(structuredClone(value)),
        );
        const firstBad = expected.findIndex((result) => !result.success);
        const got = parseRowsInChunks(structuredClone(values));
        if (firstBad === -1) {
          await expect(got).resolves.toStrictEqual(expected.map((result) => result.data));
        } else {
          await expect(got).rejects.toThrow(new RegExp(`cannot read \\(row ${firstBad + 1}[,)]`));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('names the row the dashboard cannot read', async () => {
    const rows = fc.sample(validRow, { numRuns: 3, seed: 1 });
    const error: unknown = await parseRowsInChunks([...rows, { ...rows[0], feed: 'one' }]).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      area: 'publisher',
      message: 'The server sent a Search report row the dashboard cannot read (row 4, field feed).',
    });
  });

  it('reads a large response whole, and stops when aborted', async () => {
    const rows = fc.sample(validRow, { numRuns: 20_000, seed: 2 });
    const parsed = await parseRowsInChunks(structuredClone(rows));
    expect(parsed).toHaveLength(20_000);
    expect(parsed[19_999]).toStrictEqual(SearchReportRowSchema.parse(rows[19_999]));

    const controller = new AbortController();
    controller.abort();
    await expect(parseRowsInChunks(rows, controller.signal)).rejects.toThrow();
  });
});
