import { csvLine } from '@contract/csv';

/**
 * The report answers as pieces of text, one per batch of rows (a day of the
 * Search report), for pull-stream.ts. The concatenation is byte for byte what
 * `c.json({ status, message, data: rows })` and `toCsv(columns, rows)` give
 * for all the rows at once: JSON.stringify of an array is its items'
 * JSON.stringify joined by commas, and toCsv is csvLine per line.
 */
export function* jsonEnvelopePieces(message: string, batches: Iterable<readonly object[]>) {
  yield `{"status":"success","message":${JSON.stringify(message)},"data":[`;
  let first = true;
  for (const rows of batches) {
    let text = '';
    for (const row of rows) {
      text += (first ? '' : ',') + JSON.stringify(row);
      first = false;
    }
    if (text) yield text;
  }
  yield ']}';
}

export function* csvPieces<Row extends object>(
  columns: readonly (keyof Row & string)[],
  batches: Iterable<readonly Row[]>,
) {
  yield csvLine(columns);
  for (const rows of batches) {
    let text = '';
    for (const row of rows) text += csvLine(columns.map((column) => row[column]));
    if (text) yield text;
  }
}

/**
 * The first batch with rows, or undefined when there is none, and all the
 * batches again (that one first). Computing it before the answer starts means
 * a failing query is still a proper error answer, and an empty CSV a 404.
 */
export function firstRows<Row>(batches: Iterable<readonly Row[]>): {
  first: readonly Row[] | undefined;
  all: Iterable<readonly Row[]>;
} {
  const rest = batches[Symbol.iterator]();
  let next = rest.next();
  while (!next.done && next.value.length === 0) next = rest.next();
  const first = next.done ? undefined : next.value;
  function* all() {
    if (first === undefined) return;
    yield first;
    yield* { [Symbol.iterator]: () => rest };
  }
  return { first, all: all() };
}

/**
 * The batches again, none longer than `maxRows` (a longer one is cut, in
 * order): bounded pieces for an answer built on the main thread.
 */
export function* slices<Row>(
  batches: Iterable<readonly Row[]>,
  maxRows: number,
): Generator<readonly Row[]> {
  for (const rows of batches) {
    if (rows.length <= maxRows) yield rows;
    else for (let i = 0; i < rows.length; i += maxRows) yield rows.slice(i, i + maxRows);
  }
}
