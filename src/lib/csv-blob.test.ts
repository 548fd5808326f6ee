import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv as toCsvRows } from '../../contract/csv';
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

  it('yields between chunks of a large export', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [i, `row ${i}`, '12.3400000000']);
    let ticks = 0;
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 0);
    const blob = await buildCsvInChunks(['n', 's', 'r'], rows);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    // No stretch without a turn of the event loop longer than 100 ms.
    expect(longest).toBeLessThan(100);
    expect(await blob.text()).toBe(toCsvRows(['n', 's', 'r'], rows));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildCsvInChunks(['a'], [[1]], { signal: controller.signal })).rejects.toThrow();
  });
});
