import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv as toCsvRows } from '@contract/csv';
import { buildCsvInChunks } from './csv-blob';

describe('buildCsvInChunks', () => {
  it('equals the one-shot string', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.oneof(fc.string(), fc.integer(), fc.double()), {
            minLength: 2,
            maxLength: 2,
          }),
        ),
        fc.integer({ min: 1, max: 7 }),
        async (rows, chunkSize) => {
          const blob = await buildCsvInChunks(['h1', 'h2'], rows, { chunkSize });
          expect(await blob.text()).toBe(toCsvRows(['h1', 'h2'], rows));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('takes any iterable of rows, such as a generator over a view', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }),
        ),
        fc.integer({ min: 1, max: 5 }),
        async (rows, chunkSize) => {
          function* each() {
            yield* rows;
          }
          const blob = await buildCsvInChunks(['a', 'b', 'c'], each(), { chunkSize });
          expect(await blob.text()).toBe(toCsvRows(['a', 'b', 'c'], rows));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('lets other tasks run between the chunks of a large export', async () => {
    const chunkSize = 2000;
    const rows = Array.from({ length: 50_000 }, (_, i) => [i, `row ${i}`, '12.3400000000']);
    // A task that reschedules itself: it runs whenever the export gives the event loop a turn.
    let turns = 0;
    let timer: ReturnType<typeof setTimeout>;
    const spin = () => {
      turns += 1;
      timer = setTimeout(spin, 0);
    };
    timer = setTimeout(spin, 0);
    const turnsAtChunkStart: number[] = [];
    function* each() {
      for (const [i, row] of rows.entries()) {
        if (i % chunkSize === 0) turnsAtChunkStart.push(turns);
        yield row;
      }
    }
    const blob = await buildCsvInChunks(['n', 's', 'r'], each(), { chunkSize });
    clearTimeout(timer!);
    expect(turnsAtChunkStart).toHaveLength(25);
    // Every chunk after the first began only after other work had its turn.
    const gaps = turnsAtChunkStart.slice(1).map((t, i) => t - turnsAtChunkStart[i]!);
    expect(gaps.every((gap) => gap >= 1)).toBe(true);
    expect(await blob.text()).toBe(toCsvRows(['n', 's', 'r'], rows));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildCsvInChunks(['a'], [[1]], { signal: controller.signal })).rejects.toThrow();
  });
});
