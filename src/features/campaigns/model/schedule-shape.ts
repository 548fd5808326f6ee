import { SCHEDULE_HOURS, scheduleValues } from '@contract/campaign-rules';

/** How one hourly element is written on the wire: 0/1, true/false or "0"/"1". */
export type CellEncoding = 'number' | 'boolean' | 'string';

/** Everything needed to write 168 on/off cells back exactly as the service sent them. */
export interface ScheduleShape {
  /** `flat`: 168 values; `nested`: 7 day arrays of 24 values. */
  layout: 'flat' | 'nested';
  /** One encoding per element (day-major), so a mixed original stays mixed. */
  encodings: readonly CellEncoding[];
}

export interface ReadSchedule {
  /** 168 cells, index = day * 24 + hour, day 0 = Monday. */
  cells: boolean[];
  shape: ScheduleShape;
}

const ON: Record<CellEncoding, unknown> = { number: 1, boolean: true, string: '1' };
const OFF: Record<CellEncoding, unknown> = { number: 0, boolean: false, string: '0' };

// Only values whose meaning is certain are read; anything else (2, null, "yes")
// makes the whole schedule unreadable, because writing it back would change it.
function decode(element: unknown): { on: boolean; encoding: CellEncoding } | undefined {
  if (typeof element === 'boolean') return { on: element, encoding: 'boolean' };
  if (element === 0 || element === 1) return { on: element === 1, encoding: 'number' };
  if (element === '0' || element === '1') return { on: element === '1', encoding: 'string' };
  return undefined;
}

/** The schedule as 168 cells plus its wire shape; undefined when it cannot be edited safely. */
export function readSchedule(value: unknown): ReadSchedule | undefined {
  // The same shape test as contract rule 10, so the editor and the validator agree.
  const values = scheduleValues(value);
  if (!values) return undefined;
  const cells: boolean[] = [];
  const encodings: CellEncoding[] = [];
  for (const element of values) {
    const read = decode(element);
    if (!read) return undefined;
    cells.push(read.on);
    encodings.push(read.encoding);
  }
  const layout = (value as unknown[]).length === 7 ? 'nested' : 'flat';
  return { cells, shape: { layout, encodings } };
}

/** The 168 cells written in `shape`: same layout and, element by element, the same type. */
export function writeSchedule(cells: boolean[], shape: ScheduleShape): unknown {
  if (cells.length !== SCHEDULE_HOURS || shape.encodings.length !== SCHEDULE_HOURS) {
    throw new Error(`A schedule has ${SCHEDULE_HOURS} cells`);
  }
  const flat = cells.map((on, i) => {
    const encoding = shape.encodings[i] ?? 'number';
    return on ? ON[encoding] : OFF[encoding];
  });
  if (shape.layout === 'flat') return flat;
  return Array.from({ length: 7 }, (_, day) => flat.slice(day * 24, day * 24 + 24));
}

/** Missing values services send for "no schedule yet": these start empty rather than read-only. */
export function isAbsentSchedule(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The shape new schedules take: flat 0/1 numbers, as most services send. */
export const DEFAULT_SHAPE: ScheduleShape = {
  layout: 'flat',
  encodings: Array.from({ length: SCHEDULE_HOURS }, () => 'number'),
};

/** An all-off schedule in the shape of `value`, or flat 0/1 numbers when it has no readable shape. */
export function emptyShapeLike(value: unknown): unknown {
  const shape = readSchedule(value)?.shape ?? DEFAULT_SHAPE;
  return writeSchedule(
    Array.from({ length: SCHEDULE_HOURS }, () => false),
    shape,
  );
}
