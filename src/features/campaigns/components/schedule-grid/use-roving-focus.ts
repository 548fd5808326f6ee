import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { moveFocus, type GridPosition } from './grid-navigation';

const positionOf = (element: EventTarget): GridPosition | undefined =>
  element instanceof HTMLElement && element.dataset.row !== undefined
    ? { row: Number(element.dataset.row), col: Number(element.dataset.col) }
    : undefined;

/**
 * The grid's single tab stop (roving tabindex): the last focused button keeps
 * tabIndex 0 and the arrow keys move it. Buttons carry data-row / data-col;
 * `onShiftMove` lets the grid paint while Shift is held.
 */
export function useRovingFocus(onShiftMove: (from: GridPosition, to: GridPosition) => void) {
  const [active, setActive] = useState<GridPosition>({ row: 1, col: 1 });
  return {
    isActive: (row: number, col: number) => active.row === row && active.col === col,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const from = positionOf(event.target);
      const to = from && moveFocus(from, event.key, event.ctrlKey || event.metaKey);
      if (!from || !to) return;
      event.preventDefault(); // arrows must not scroll the page or the grid's scroller
      if (event.shiftKey) onShiftMove(from, to);
      setActive(to);
      event.currentTarget
        .querySelector<HTMLElement>(`[data-row="${to.row}"][data-col="${to.col}"]`)
        ?.focus();
    },
    // Focus by pointer or by Tab moves the tab stop too, so Tab returns where the user was.
    onFocus(event: FocusEvent<HTMLElement>) {
      const position = positionOf(event.target);
      if (position) setActive(position);
    },
  };
}
