// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTORS } from '../../../../../contract/campaigns';
import { SelectorControl, type SelectorChange } from './selector-control';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const geo = SELECTORS.find((s) => s.array === 'geo')!;

function setup(values: unknown[]) {
  const onChange = vi.fn<(next: SelectorChange) => void>();
  function Harness() {
    const [state, setState] = useState<SelectorChange>({ flag: 0, values });
    return (
      <SelectorControl
        selector={geo}
        flag={state.flag}
        values={state.values}
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

describe('Countries combobox', () => {
  it('adds DE with the keyboard and shows Germany', async () => {
    const { user, last } = setup(['US']);
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    await user.type(combobox, 'Germ');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);

    await user.keyboard('{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: 'Germany DE' });
    expect(combobox).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(last()).toEqual({ flag: 0, values: ['US', 'DE'] });
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    const chosen = screen.getByRole('list', { name: 'Chosen countries' });
    expect(within(chosen).getByText('Germany (DE)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Germany (DE)' })).toBeInTheDocument();
  });

  it('moves with the arrows, closes on Escape and leaves chosen countries out', async () => {
    const { user, onChange } = setup(['DE']);
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    await user.type(combobox, 'united');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('united');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');

    await user.type(combobox, 'germany');
    expect(screen.queryByRole('option', { name: 'Germany DE' })).not.toBeInTheDocument();
    expect(combobox).toHaveAccessibleDescription('No country matches “germany”.');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes an exact code on Enter and adds by click', async () => {
    const { user, last } = setup([]);
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    await user.type(combobox, 'fr{Enter}');
    expect(last()?.values).toEqual(['FR']);
    await user.type(combobox, 'japa');
    await user.click(screen.getByRole('option', { name: 'Japan JP' }));
    expect(last()?.values).toEqual(['FR', 'JP']);
  });

  it('keeps unknown codes as removable chips', async () => {
    const { user, last } = setup(['XX', 'DE', 'uk']);
    const chosen = screen.getByRole('list', { name: 'Chosen countries' });
    expect(within(chosen).getByText('XX')).toBeInTheDocument();
    expect(within(chosen).getByText('(unknown code)')).toBeInTheDocument();
    expect(within(chosen).getByText('United Kingdom (uk)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Germany (DE)' }));
    expect(last()).toEqual({ flag: 0, values: ['XX', 'uk'] });
    expect(screen.getByRole('button', { name: 'Remove XX' })).toBeInTheDocument();
  });
});
