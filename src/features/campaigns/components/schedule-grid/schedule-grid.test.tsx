// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleGrid } from './schedule-grid';

// Testing Library cleans up by itself only with vitest globals, which are off here.
afterEach(cleanup);

const flatZeros = () => Array.from({ length: 168 }, () => 0);
const nestedFalse = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => false));
const onIndexes = (flat: unknown[]) =>
  flat.flatMap((v, i) => (v === 1 || v === true || v === '1' ? [i] : []));

/** The grid under a parent that keeps the value, as react-hook-form's Controller does. */
function renderGrid(initial: unknown, disabled = false) {
  const onChange = vi.fn<(next: unknown) => void>();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <ScheduleGrid
        label="Weekly schedule"
        value={value}
        disabled={disabled}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Parent />);
  return { onChange, last: () => onChange.mock.lastCall?.[0] as unknown[] };
}

const cell = (name: string) => screen.getByRole('button', { name });

describe('ScheduleGrid', () => {
  it('is a named grid of day rows and hour columns with a polite summary', () => {
    const value = flatZeros();
    value[9] = 1;
    renderGrid(value);
    const grid = screen.getByRole('grid', { name: 'Weekly schedule' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.getAttribute('aria-label')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(24);
    expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(within(grid).getAllByRole('button', { pressed: false })).toHaveLength(167);
    expect(cell('Monday 09:00–10:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 168 hours on');
  });

  it('toggles a cell on click and writes flat numbers back as flat numbers', async () => {
    const user = userEvent.setup();
    const { onChange, last } = renderGrid(flatZeros());
    await user.click(cell('Tuesday 13:00–14:00'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toHaveLength(168);
    expect(last().every((v) => typeof v === 'number')).toBe(true);
    expect(onIndexes(last())).toEqual([24 + 13]);
    expect(cell('Tuesday 13:00–14:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 168 hours on');
    await user.click(cell('Tuesday 13:00–14:00'));
    expect(onIndexes(last())).toEqual([]);
  });

  it('paints the first cell’s new state over every cell the pointer enters', () => {
    const { onChange, last } = renderGrid(nestedFalse());
    fireEvent.pointerDown(cell('Monday 09:00–10:00'));
    fireEvent.pointerEnter(cell('Monday 10:00–11:00'));
    fireEvent.pointerEnter(cell('Tuesday 10:00–11:00'));
    fireEvent.pointerUp(cell('Tuesday 10:00–11:00'));
    expect(last()).toHaveLength(7);
    expect(last().flat()).toHaveLength(168);
    expect(onIndexes(last().flat())).toEqual([9, 10, 34]);
    expect(onChange).toHaveBeenCalledTimes(3);
    // The pointer left the grid's control: entering more cells paints nothing.
    fireEvent.pointerEnter(cell('Wednesday 10:00–11:00'));
    expect(onChange).toHaveBeenCalledTimes(3);

    // A stroke that starts on an "on" cell switches cells off.
    fireEvent.pointerDown(cell('Monday 10:00–11:00'));
    fireEvent.pointerEnter(cell('Monday 09:00–10:00'));
    fireEvent.pointerUp(cell('Monday 09:00–10:00'));
    expect(onIndexes(last().flat())).toEqual([34]);
  });

  it('fills the cells a fast pointer skipped and follows a captured pointer by moves', () => {
    const { last } = renderGrid(flatZeros());
    fireEvent.pointerDown(cell('Friday 08:00–09:00'));
    fireEvent.pointerEnter(cell('Friday 12:00–13:00'));
    fireEvent.pointerMove(cell('Friday 13:00–14:00'));
    fireEvent.pointerUp(document.body);
    expect(onIndexes(last())).toEqual([104, 105, 106, 107, 108, 109]);
  });

  it('does not toggle twice when the click follows the press on the same cell', () => {
    const { onChange, last } = renderGrid(flatZeros());
    const monday = cell('Monday 00:00–01:00');
    fireEvent.pointerDown(monday);
    fireEvent.pointerUp(monday);
    fireEvent.click(monday);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onIndexes(last())).toEqual([0]);
    // A click with no press (keyboard, assistive technology) still toggles.
    fireEvent.click(monday);
    expect(onIndexes(last())).toEqual([]);
  });

  it('toggles a whole day and a whole hour', async () => {
    const user = userEvent.setup();
    const { last } = renderGrid(nestedFalse());
    await user.click(screen.getByRole('button', { name: 'Toggle all of Wednesday' }));
    expect(last()[2]).toEqual(Array.from({ length: 24 }, () => true));
    await user.click(screen.getByRole('button', { name: 'Toggle 09:00 on all days' }));
    expect(last().map((day) => (day as boolean[])[9])).toEqual(Array(7).fill(true));
    expect(screen.getByRole('status')).toHaveTextContent('30 of 168 hours on');
    // All of Wednesday is on, so the day toggle now clears it.
    await user.click(screen.getByRole('button', { name: 'Toggle all of Wednesday' }));
    expect(last()[2]).toEqual(Array.from({ length: 24 }, () => false));
  });

  it('is one tab stop; arrows, Home/End and Space edit, keeping nested booleans', async () => {
    const user = userEvent.setup();
    const { last } = renderGrid(nestedFalse());
    await user.tab();
    expect(cell('Monday 00:00–01:00')).toHaveFocus();
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cell('Tuesday 02:00–03:00')).toHaveFocus();
    await user.keyboard(' ');
    expect(last()[1]).toEqual(Array.from({ length: 24 }, (_, h) => h === 2));
    await user.keyboard('{End}');
    expect(cell('Tuesday 23:00–24:00')).toHaveFocus();
    await user.keyboard('{Enter}{Home}');
    expect(cell('Tuesday 00:00–01:00')).toHaveFocus();
    expect(onIndexes(last().flat())).toEqual([26, 47]);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Toggle all of Tuesday' })).toHaveFocus();
    // Tabbing away and back returns to the last focused cell.
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toggle all of Tuesday' })).toHaveFocus();
  });

  it('paints with Shift+arrow, carrying the current cell’s state', async () => {
    const user = userEvent.setup();
    const value = flatZeros();
    value[0] = 1;
    const { last } = renderGrid(value);
    await user.tab();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(onIndexes(last())).toEqual([0, 1, 2, 26]);
  });

  it('keeps each element’s own type in a mixed schedule', async () => {
    const user = userEvent.setup();
    const value: unknown[] = flatZeros();
    value[1] = '0';
    value[2] = true;
    const { last } = renderGrid(value);
    await user.click(cell('Monday 01:00–02:00'));
    await user.click(cell('Monday 02:00–03:00'));
    expect(last().slice(0, 4)).toEqual([0, '1', false, 0]);
  });

  it('starts a missing schedule empty and writes it as 168 flat numbers', async () => {
    const user = userEvent.setup();
    const { last } = renderGrid(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('0 of 168 hours on');
    await user.click(cell('Sunday 23:00–24:00'));
    expect(last()).toEqual([...Array(167).fill(0), 1]);
  });

  it('offers no editing when disabled', async () => {
    const user = userEvent.setup();
    const { onChange } = renderGrid(flatZeros(), true);
    const buttons = within(screen.getByRole('grid')).getAllByRole('button');
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await user.click(cell('Monday 09:00–10:00'));
    fireEvent.pointerDown(cell('Monday 10:00–11:00'));
    fireEvent.pointerEnter(cell('Monday 11:00–12:00'));
    await user.click(screen.getByRole('button', { name: 'Toggle all of Monday' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 168 hours on');
  });

  it.each([
    ['167 values', Array.from({ length: 167 }, () => 0)],
    ['7 days of 23', Array.from({ length: 7 }, () => Array.from({ length: 23 }, () => false))],
    ['unknown values', Array.from({ length: 168 }, () => 2)],
  ])('shows a schedule of %s read-only and never rewrites it', (_name, value) => {
    const { onChange } = renderGrid(value);
    const group = screen.getByRole('group', { name: 'Weekly schedule' });
    expect(group).toHaveTextContent('This schedule has an unexpected shape and is kept unchanged');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
