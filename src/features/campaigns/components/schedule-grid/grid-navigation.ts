/**
 * A position in the rendered grid: row 0 is the hour-toggle header, rows 1–7
 * the days; column 0 is the day-toggle header, columns 1–24 the hours. The
 * corner (0, 0) is empty and never focused.
 */
export interface GridPosition {
  row: number;
  col: number;
}

export const LAST_ROW = 7;
export const LAST_COL = 24;

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/** Where a key moves focus (the ARIA grid keyboard model), or undefined for other keys. */
export function moveFocus(
  from: GridPosition,
  key: string,
  ctrlKey: boolean,
): GridPosition | undefined {
  let next: GridPosition;
  switch (key) {
    case 'ArrowRight':
      next = { row: from.row, col: clamp(from.col + 1, LAST_COL) };
      break;
    case 'ArrowLeft':
      next = { row: from.row, col: clamp(from.col - 1, LAST_COL) };
      break;
    case 'ArrowDown':
      next = { row: clamp(from.row + 1, LAST_ROW), col: from.col };
      break;
    case 'ArrowUp':
      next = { row: clamp(from.row - 1, LAST_ROW), col: from.col };
      break;
    // Home/End stay among the hours: the row's toggle is one ArrowLeft away and
    // changes a whole day, so it should not be the target of a jump.
    case 'Home':
      next = ctrlKey ? { row: 1, col: 1 } : { row: from.row, col: 1 };
      break;
    case 'End':
      next = ctrlKey ? { row: LAST_ROW, col: LAST_COL } : { row: from.row, col: LAST_COL };
      break;
    default:
      return undefined;
  }
  return next.row === 0 && next.col === 0 ? from : next;
}

/** The hour cell's index (day * 24 + hour) at a position, or undefined for headers. */
export function cellAt({ row, col }: GridPosition): number | undefined {
  return row >= 1 && col >= 1 ? (row - 1) * 24 + (col - 1) : undefined;
}
