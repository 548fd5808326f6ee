import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from './csv';

/** A minimal RFC 4180 reader, to check what a spreadsheet would get back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') cell += text[i++];
    }
    row.push(cell);
    if (text[i] === ',') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    }
  }
  return rows;
}

const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+2', "'+1+2"],
    ['+2', "'+2"],
    ['-2+3', "'-2+3"],
    ['-cmd', "'-cmd"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['plain', 'plain'],
    ['', ''],
    ['sub-a', 'sub-a'],
  ])('writes text %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [-1.5, '-1.5'],
    [42, '42'],
    [0, '0'],
    [12n, '12'],
    ['-1.5', '-1.5'],
    ['12.3456780000', '12.3456780000'],
    ['0.000000', '0.000000'],
    ['-7', '-7'],
  ])('leaves the number %s as %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes absent values empty, booleans as words and objects as JSON', () => {
    expect(csvLine([null, undefined, true, ['US', 'DE'], { url: 'x' }])).toBe(
      ',,true,"[""US"",""DE""]","{""url"":""x""}"\r\n',
    );
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF after every line', () => {
    expect(
      toCsv(
        ['geo', 'subid', 'revenue'],
        [
          ['US', '', 1.25],
          ['DE', '=x', -3],
        ],
      ),
    ).toBe("geo,subid,revenue\r\nUS,,1.25\r\nDE,'=x,-3\r\n");
  });

  it('round-trips any text to itself, or to itself behind one quote mark, never a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const width = rows[0]?.length ?? 1;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const parsed = parseCsv(toCsv(table[0] ?? [], table.slice(1)));
          expect(parsed).toHaveLength(table.length);
          parsed.forEach((line, r) =>
            line.forEach((got, c) => {
              const original = table[r]?.[c] ?? '';
              expect(got === original || got === `'${original}`).toBe(true);
              expect(isFormula(got)).toBe(false);
            }),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps every finite number as the number it is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }),
        (numbers) => {
          const [line] = parseCsv(csvLine(numbers));
          expect(line?.map(Number)).toEqual(numbers.map((n) => (Object.is(n, -0) ? 0 : n)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
