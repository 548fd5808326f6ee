// Pure edits on the 168 day-major cells (index = day * 24 + hour, day 0 = Monday).

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export const cellIndex = (day: number, hour: number) => day * 24 + hour;

const pad = (hour: number) => String(hour).padStart(2, '0');
/** "09:00" — the column header's name. */
export const hourName = (hour: number) => `${pad(hour)}:00`;
/** "Monday 09:00–10:00" — a cell's accessible name; its state is aria-pressed. */
export const cellName = (day: number, hour: number) =>
  `${DAY_NAMES[day] ?? ''} ${hourName(hour)}–${pad(hour + 1)}:00`;

export const countOn = (cells: readonly boolean[]) => cells.filter(Boolean).length;

/** A copy with every listed cell set to `on`. */
export function setCells(cells: readonly boolean[], indexes: Iterable<number>, on: boolean) {
  const next = [...cells];
  for (const index of indexes) next[index] = on;
  return next;
}

// A group toggle turns everything on unless it is all on already (the usual
// "select all" rule), so a half-filled day is filled rather than inverted.
function toggleGroup(cells: readonly boolean[], indexes: number[]) {
  const allOn = indexes.every((index) => cells[index]);
  return setCells(cells, indexes, !allOn);
}

export const toggleDay = (cells: readonly boolean[], day: number) =>
  toggleGroup(
    cells,
    HOURS.map((hour) => cellIndex(day, hour)),
  );

export const toggleHour = (cells: readonly boolean[], hour: number) =>
  toggleGroup(
    cells,
    DAY_NAMES.map((_, day) => cellIndex(day, hour)),
  );

/**
 * Grid cells on the straight line from one cell to another, both included.
 * A fast pointer skips cells between two events; painting the line fills them.
 */
export function cellsBetween(from: number, to: number): number[] {
  const [fromDay, fromHour] = [Math.floor(from / 24), from % 24];
  const [toDay, toHour] = [Math.floor(to / 24), to % 24];
  const steps = Math.max(Math.abs(toDay - fromDay), Math.abs(toHour - fromHour));
  if (steps === 0) return [to];
  return Array.from({ length: steps + 1 }, (_, step) => {
    const t = step / steps;
    const day = Math.round(fromDay + (toDay - fromDay) * t);
    const hour = Math.round(fromHour + (toHour - fromHour) * t);
    return cellIndex(day, hour);
  });
}
