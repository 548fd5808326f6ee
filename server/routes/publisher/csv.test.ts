import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

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

describe('csv cells', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
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

  it('writes a header of the column names and CRLF after every line', () => {
    const rows = [
      { geo: 'US', subid: '', revenue: 1.25 },
      { geo: 'DE', subid: '=x', revenue: -3 },
    ];
    expect(toCsv(['geo', 'subid', 'revenue'], rows)).toBe(
      "geo,subid,revenue\r\nUS,,1.25\r\nDE,'=x,-3\r\n",
    );
  });

  it('round-trips any text to itself or to itself behind one quote mark', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }),
        (cells) => {
          const parsed = parseCsv(`${cells.map(csvCell).join(',')}\r\n`);
          expect(parsed).toHaveLength(1);
          parsed[0]?.forEach((got, i) => {
            const original = cells[i] ?? '';
            expect(got === original || got === `'${original}`).toBe(true);
            expect(/^[=+\-@\t\r]/.test(got) && !/^-?\d+(\.\d+)?$/.test(got)).toBe(false);
          });
        },
      ),
    );
  });
});
