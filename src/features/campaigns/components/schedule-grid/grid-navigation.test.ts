import { describe, expect, it } from 'vitest';
import { cellAt, moveFocus } from './grid-navigation';
import { cellsBetween, toggleDay, toggleHour } from './schedule-cells';

describe('moveFocus', () => {
  it('moves with the arrows and stops at the edges', () => {
    expect(moveFocus({ row: 3, col: 5 }, 'ArrowRight', false)).toEqual({ row: 3, col: 6 });
    expect(moveFocus({ row: 3, col: 24 }, 'ArrowRight', false)).toEqual({ row: 3, col: 24 });
    expect(moveFocus({ row: 7, col: 5 }, 'ArrowDown', false)).toEqual({ row: 7, col: 5 });
    expect(moveFocus({ row: 1, col: 5 }, 'ArrowUp', false)).toEqual({ row: 0, col: 5 });
  });

  it('never lands on the empty corner', () => {
    expect(moveFocus({ row: 1, col: 0 }, 'ArrowUp', false)).toEqual({ row: 1, col: 0 });
    expect(moveFocus({ row: 0, col: 1 }, 'ArrowLeft', false)).toEqual({ row: 0, col: 1 });
  });

  it('jumps with Home/End along the row and with Ctrl across the grid', () => {
    expect(moveFocus({ row: 2, col: 9 }, 'Home', false)).toEqual({ row: 2, col: 1 });
    expect(moveFocus({ row: 2, col: 9 }, 'End', false)).toEqual({ row: 2, col: 24 });
    expect(moveFocus({ row: 2, col: 9 }, 'Home', true)).toEqual({ row: 1, col: 1 });
    expect(moveFocus({ row: 2, col: 9 }, 'End', true)).toEqual({ row: 7, col: 24 });
    expect(moveFocus({ row: 2, col: 9 }, 'a', false)).toBeUndefined();
  });

  it('maps positions to cells, headers to none', () => {
    expect(cellAt({ row: 1, col: 1 })).toBe(0);
    expect(cellAt({ row: 7, col: 24 })).toBe(167);
    expect(cellAt({ row: 0, col: 3 })).toBeUndefined();
    expect(cellAt({ row: 3, col: 0 })).toBeUndefined();
  });
});

describe('schedule cell edits', () => {
  const none = Array.from({ length: 168 }, () => false);

  it('fills a part-filled day or hour, and clears a full one', () => {
    const someOfMonday = toggleDay(none, 0).map((on, i) => on && i % 2 === 0);
    expect(toggleDay(someOfMonday, 0).slice(0, 24).every(Boolean)).toBe(true);
    expect(toggleDay(toggleDay(none, 0), 0)).toEqual(none);
    const nineAm = toggleHour(none, 9);
    expect(nineAm.flatMap((on, i) => (on ? [i] : []))).toEqual([9, 33, 57, 81, 105, 129, 153]);
  });

  it('fills the cells a fast pointer skipped', () => {
    expect(cellsBetween(9, 13)).toEqual([9, 10, 11, 12, 13]);
    expect(cellsBetween(9, 9 + 24 * 3)).toEqual([9, 33, 57, 81]);
    expect(cellsBetween(5, 5)).toEqual([5]);
  });
});
