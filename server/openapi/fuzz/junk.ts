import fc from 'fast-check';

// Inputs no schema asked for. Left out on purpose, because issue 17 deals with
// them: nesting deeper than 3, lone surrogates and NUL characters (fast-check's
// "grapheme" strings are well-formed Unicode without control characters).

/** Strings that parsers of numbers, ids and dates tend to get wrong. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '00012',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '١٢٣',
  '2026-02-30',
  '2026-11-20T00:00:00Z',
  '../campaigns',
  "'; DROP TABLE campaigns; --",
  '<script>',
  'x'.repeat(300),
];

const TRICKY_NUMBERS = [0, -0, -1, 1.5, 1e21, -1e21, 2 ** 53, 2 ** 53 + 2, Number.MIN_VALUE];

export const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Any JSON value, shallow, with the tricky scalars mixed in. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  fc.constantFrom<unknown>(...TRICKY_NUMBERS),
  junkString,
);

/** A request body that is junk as a whole: not JSON, or JSON that is not an object. */
export const junkBodyText: fc.Arbitrary<string> = fc.oneof(
  junkString,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"uid":', '[1,2]', 'null', '"text"', '{"a":1}{"b":2}'),
);
