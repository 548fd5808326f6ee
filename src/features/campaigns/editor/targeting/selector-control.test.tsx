// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTORS, type Selector } from '@contract/campaigns';
import { SelectorControl, type SelectorChange } from './selector-control';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const selector = (array: Selector['array']) => SELECTORS.find((s) => s.array === array)!;

// Plays the form's part: holds the value and records every change.
function setup(props: {
  selector: Selector;
  flag: unknown;
  values: unknown[] | null;
  error?: string;
  disabled?: boolean;
}) {
  const onChange = vi.fn<(next: SelectorChange) => void>();
  function Harness() {
    const [state, setState] = useState({ flag: props.flag, values: props.values });
    return (
      <SelectorControl
        selector={props.selector}
        flag={state.flag}
        values={state.values}
        error={props.error}
        disabled={props.disabled}
        onChange={(next) => {
          onChange(next);
          setState(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] };
}

describe('SelectorControl: the All switch', () => {
  it.each([
    [1, 0],
    [0, 1],
    [true, false],
    [false, true],
    ['1', '0'],
    ['0', '1'],
  ])('writes flag %j back as %j and keeps the values', async (flag, toggled) => {
    const values = ['Windows', 7];
    const { user, onChange } = setup({ selector: selector('os'), flag, values });
    const all = screen.getByRole('checkbox', { name: 'All operating systems' });
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith({ flag: toggled, values });
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith({ flag, values });
  });

  it('says everything is targeted and shows kept values as inactive', () => {
    setup({ selector: selector('geo'), flag: 1, values: ['DE', 'FR'] });
    const group = screen.getByRole('group', { name: 'Countries' });
    expect(within(group).getByRole('checkbox', { name: 'All countries' })).toBeChecked();
    expect(group).toHaveTextContent('All countries are targeted.');
    expect(screen.getByRole('checkbox', { name: 'All countries' })).toHaveAccessibleDescription(
      /2 countries listed below are not used, and the server clears the list when you save/,
    );
    const kept = screen.getByRole('list', { name: 'Kept countries (not used)' });
    expect(within(kept).getByText('Germany (DE)')).toBeInTheDocument();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('treats null values as an empty list', async () => {
    const { user, last } = setup({ selector: selector('devices'), flag: 1, values: null });
    await user.click(screen.getByRole('checkbox', { name: 'All devices' }));
    expect(last()).toEqual({ flag: 0, values: [] });
  });
});

describe('SelectorControl: custom values', () => {
  it('shows the error under the input, linked and marked invalid', () => {
    setup({
      selector: selector('os'),
      flag: 0,
      values: [],
      error: 'Choose at least one operating system',
    });
    const input = screen.getByRole('textbox', { name: 'New operating system' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose at least one operating system');
    expect(screen.getByText('Choose at least one operating system')).toBeVisible();
  });

  it('hints that a value is needed when there is none and no error', () => {
    setup({ selector: selector('browsers'), flag: 0, values: [] });
    expect(screen.getByRole('textbox', { name: 'New browser' })).toHaveAccessibleDescription(
      'Add at least one browser, or target all browsers.',
    );
  });

  it('adds trimmed text, skips exact duplicates and keeps element types', async () => {
    const { user, last, onChange } = setup({
      selector: selector('os'),
      flag: 0,
      values: ['Windows', 7],
    });
    const input = screen.getByRole('textbox', { name: 'New operating system' });
    await user.type(input, '  Linux  {Enter}');
    expect(last()).toEqual({ flag: 0, values: ['Windows', 7, 'Linux'] });
    expect(input).toHaveValue('');

    await user.type(input, 'Windows');
    await user.click(screen.getByRole('button', { name: 'Add operating system' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Windows is already in the list.')).toBeInTheDocument();

    await user.type(input, 'windows{Enter}');
    expect(last()?.values).toEqual(['Windows', 7, 'Linux', 'windows']);

    await user.click(screen.getByRole('button', { name: 'Remove Windows' }));
    expect(last()).toEqual({ flag: 0, values: [7, 'Linux', 'windows'] });
    expect(last()?.values[0]).toBe(7);
    // Focus moves to the neighbouring chip, not to the page.
    expect(screen.getByRole('button', { name: 'Remove 7' })).toHaveFocus();
  });

  it('moves focus to the entry when the last chip goes', async () => {
    const { user, last } = setup({ selector: selector('devices'), flag: 0, values: ['mobile'] });
    await user.click(screen.getByRole('button', { name: 'Remove mobile' }));
    expect(last()).toEqual({ flag: 0, values: [] });
    expect(screen.getByRole('textbox', { name: 'New device type' })).toHaveFocus();
  });

  it('disables every control', () => {
    setup({ selector: selector('os'), flag: 0, values: ['iOS'], disabled: true });
    expect(screen.getByRole('checkbox', { name: 'All operating systems' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'New operating system' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove iOS' })).toBeDisabled();
  });
});

describe('SelectorControl: exchanges', () => {
  it('refuses non-numeric ids with a linked message', async () => {
    const { user, onChange } = setup({ selector: selector('exchanges'), flag: 0, values: [101] });
    const input = screen.getByRole('textbox', { name: 'New exchange id' });
    for (const bad of ['abc', '12a', '0', '1.5']) {
      await user.clear(input);
      await user.type(input, `${bad}{Enter}`);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Exchanges are positive numeric ids');
    }
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '9');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('adds numbers, never strings, and keeps existing elements as they are', async () => {
    const { user, last, onChange } = setup({
      selector: selector('exchanges'),
      flag: '0',
      values: [101, '205'],
    });
    const input = screen.getByRole('textbox', { name: 'New exchange id' });
    await user.type(input, ' 330 ');
    await user.click(screen.getByRole('button', { name: 'Add exchange id' }));
    expect(last()).toEqual({ flag: '0', values: [101, '205', 330] });
    expect(typeof last()?.values[2]).toBe('number');
    expect(last()?.values[1]).toBe('205');

    await user.type(input, '205{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('SelectorControl: countries', () => {
  it('adds a country from the combobox as a named, removable chip', async () => {
    const { user, last } = setup({ selector: selector('geo'), flag: 0, values: ['US'] });
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'de{Enter}');
    expect(last()).toEqual({ flag: 0, values: ['US', 'DE'] });
    const chosen = screen.getByRole('list', { name: 'Chosen countries' });
    expect(within(chosen).getByText('Germany (DE)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Germany (DE)' })).toBeInTheDocument();
  });

  it('keeps unknown codes as removable chips', async () => {
    const { user, last } = setup({
      selector: selector('geo'),
      flag: 0,
      values: ['XX', 'DE', 'uk'],
    });
    const chosen = screen.getByRole('list', { name: 'Chosen countries' });
    expect(within(chosen).getByText('XX')).toBeInTheDocument();
    expect(within(chosen).getByText('(unknown code)')).toBeInTheDocument();
    expect(within(chosen).getByText('United Kingdom (uk)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Germany (DE)' }));
    expect(last()).toEqual({ flag: 0, values: ['XX', 'uk'] });
    expect(screen.getByRole('button', { name: 'Remove XX' })).toBeInTheDocument();
  });
});
