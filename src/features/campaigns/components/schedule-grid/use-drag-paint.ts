import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { cellsBetween, setCells } from './schedule-cells';

/** The attribute the grid puts on each hour button: its index, day * 24 + hour. */
export const CELL_ATTRIBUTE = 'data-cell';

export function cellOf(element: EventTarget | null): number | undefined {
  if (!(element instanceof Element)) return undefined;
  const value = element.closest(`[${CELL_ATTRIBUTE}]`)?.getAttribute(CELL_ATTRIBUTE);
  return value == null ? undefined : Number(value);
}

interface Stroke {
  pointerId: number;
  /** The state the first cell was switched to; every cell entered gets it. */
  on: boolean;
  /** Cells painted so far: events can outrun re-renders, so the stroke keeps its own copy. */
  cells: boolean[];
  last: number;
}

/**
 * Click-and-drag painting with pointer events (mouse, pen and touch alike).
 * The press toggles its cell at once; the click that follows on that same cell
 * is then swallowed, while a click with no press before it (keyboard, assistive
 * technology) still toggles.
 */
export function useDragPaint(
  cells: readonly boolean[],
  disabled: boolean,
  emit: (next: boolean[]) => void,
) {
  const stroke = useRef<Stroke | null>(null);
  const pressedCell = useRef<number | null>(null);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });

  useEffect(() => {
    // On window, so a stroke also ends when the pointer is released outside the grid.
    const end = (event: PointerEvent) => {
      const current = stroke.current;
      if (!current || event.pointerId !== current.pointerId) return;
      stroke.current = null;
      // Only a release on the pressed cell is followed by a click on that cell.
      if (event.type === 'pointercancel' || cellOf(event.target) !== pressedCell.current) {
        pressedCell.current = null;
      }
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  const paintTo = (index: number) => {
    const current = stroke.current;
    if (!current || index === current.last) return;
    const line = cellsBetween(current.last, index);
    current.last = index;
    if (line.every((i) => current.cells[i] === current.on)) return;
    current.cells = setCells(current.cells, line, current.on);
    emitRef.current(current.cells);
  };

  return {
    onCellPointerDown(index: number, event: ReactPointerEvent<HTMLElement>) {
      if (disabled || event.button !== 0) return;
      const other = stroke.current && stroke.current.pointerId !== event.pointerId;
      if (other && event.pointerType === 'touch') return; // a second finger does not start a stroke
      // Touch captures the pointer to the pressed cell; without releasing it the
      // cells under the moving finger would never see the pointer enter.
      const target = event.currentTarget;
      if (target.hasPointerCapture?.(event.pointerId))
        target.releasePointerCapture(event.pointerId);
      const on = !cells[index];
      stroke.current = {
        pointerId: event.pointerId,
        on,
        cells: setCells(cells, [index], on),
        last: index,
      };
      pressedCell.current = index;
      emitRef.current(stroke.current.cells);
    },
    onCellPointerEnter(index: number, event: ReactPointerEvent<HTMLElement>) {
      if (stroke.current?.pointerId === event.pointerId) paintTo(index);
    },
    /** Fallback for a pointer someone else captured: find the cell under it by position. */
    onGridPointerMove(event: ReactPointerEvent<HTMLElement>) {
      if (stroke.current?.pointerId !== event.pointerId) return;
      const under = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
      const index = cellOf(under);
      if (index !== undefined) paintTo(index);
    },
    /** True when the press already handled this click. */
    takeClick(index: number): boolean {
      const handled = pressedCell.current === index;
      pressedCell.current = null;
      return handled;
    },
    /** The keyboard takes over: the next click on any cell is a real one. */
    forgetPress() {
      pressedCell.current = null;
    },
  };
}
