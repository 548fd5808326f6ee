// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryCombobox } from './country-combobox';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The combobox with its owner's list: what it adds is chosen, and left out from then on. */
function setup(values: string[]) {
  const onAdd = vi.fn<(code: string) => void>();
  function Harness() {
    const [chosen, setChosen] = useState(values);
    return (
      <>
        <CountryCombobox
          values={chosen}
          onAdd={(code) => {
            onAdd(code);
            setChosen((list) => [...list, code]);
          }}
        />
        <output aria-label="Chosen">{chosen.join(' ')}</output>
      </>
    );
  }
  render(<Harness />);
  return {
    onAdd,
    user: userEvent.setup(),
    chosen: () => screen.getByRole('status', { name: 'Chosen' }).textContent?.split(' ') ?? [],
  };
}

describe('Countries combobox', () => {
  it('adds the only country left in the list on Enter, and none while several match', async () => {
    const { user, chosen, onAdd } = setup([]);
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    await user.type(combobox, 'austr');
    // Australia and Austria: Enter without a highlighted option adds neither.
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    await user.keyboard('{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(combobox, 'al');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Australia AU']);
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['AU']);
    expect(combobox).toHaveValue('');
  });

  it('adds DE with the keyboard and shows Germany', async () => {
    const { user, chosen } = setup(['US']);
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
    expect(chosen()).toEqual(['US', 'DE']);
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrows, closes on Escape and leaves chosen countries out', async () => {
    const { user, onAdd } = setup(['DE']);
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
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('takes an exact code on Enter and adds by click', async () => {
    const { user, onAdd } = setup([]);
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    await user.type(combobox, 'fr{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith('FR');
    await user.type(combobox, 'japa');
    await user.click(screen.getByRole('option', { name: 'Japan JP' }));
    expect(onAdd).toHaveBeenLastCalledWith('JP');
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('leaves out chosen codes whatever their case, and points at the owner’s message', async () => {
    render(
      <>
        <p id="owner-error">Add at least one country.</p>
        <CountryCombobox
          values={['de', 'FR', 7]}
          onAdd={() => {}}
          invalid
          describedById="owner-error"
        />
      </>,
    );
    const user = userEvent.setup();
    const combobox = screen.getByRole('combobox', { name: 'Search countries' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Add at least one country.');
    await user.type(combobox, 'an');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(within(listbox).getByRole('option', { name: 'Japan JP' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Germany DE' })).toBeNull();
    expect(within(listbox).queryByRole('option', { name: 'France FR' })).toBeNull();
  });
});
