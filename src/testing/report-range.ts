import fc from 'fast-check';
import { MAX_RANGE_DAYS } from '@contract/reports';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Any range a report page can ask for: real days, in order, at most MAX_RANGE_DAYS long. */
export const reportRange = fc
  .record({
    start: fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 0, 1) / DAY_MS }),
    length: fc.integer({ min: 1, max: MAX_RANGE_DAYS }),
  })
  .map(({ start, length }) => ({
    from: day(start * DAY_MS),
    to: day((start + length - 1) * DAY_MS),
  }));
