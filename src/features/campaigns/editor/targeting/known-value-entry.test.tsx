// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SELECTORS, type Selector } from '@contract/campaigns';
import { knownValues } from './known-values';
import { SelectorControl } from './selector-control';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const selector = (array: Selector['array']) => SELECTORS.find((s) => s.array === array)!;

// Plays the form's part: holds flag and values as the editor would.
function setup(array: 'os' | 'browsers' | 'devices', values: unknown[], seen: string[] = []) {
  let current = values;
  function Harness() {
    const [state, setState] = useState({ flag: 0 as unknown, values });
    return (
      <SelectorControl
        selector={selector(array)}
        flag={state.flag}
        values={state.values}
        known={knownValues(array, seen)}
        onChange={(next) => {
          current = next.values;
          setState(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), values: () => current };
}

const chips = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', '').trim());

describe('known targeting values', () => {
  it('suggests the common browsers and those of other campaigns, chosen ones left out', async () => {
    const { user } = setup('browsers', ['Chrome'], ['Yandex Browser']);
    const combobox = screen.getByRole('combobox', { name: 'New browser' });
    await user.click(combobox);
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Known browsers' });
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual([
      'Safari',
      'Firefox',
      'Edge',
      'Samsung Internet',
      'Opera',
      'Yandex Browser',
    ]);
    await user.type(combobox, 'sa');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Safari', 'Samsung Internet']);
  });

  it('chooses with the arrows and Enter, and the choice is known', async () => {
    const { user, values } = setup('browsers', ['Chrome']);
    const combobox = screen.getByRole('combobox', { name: 'New browser' });
    await user.type(combobox, 'sa');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: 'Samsung Internet' });
    expect(combobox).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Chrome', 'Samsung Internet']);
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(chips('Chosen browsers')).toEqual(['Chrome', 'Samsung Internet']);
    expect(screen.queryByText(/is not a known/)).not.toBeInTheDocument();
  });

  it('takes typed text in its known spelling', async () => {
    const { user, values } = setup('devices', ['desktop']);
    await user.type(screen.getByRole('combobox', { name: 'New device type' }), 'TABLET{Enter}');
    expect(values()).toEqual(['desktop', 'tablet']);
  });

  it('keeps an unknown typed value exactly and flags it in words', async () => {
    const { user, values } = setup('os', ['Windows']);
    await user.type(
      screen.getByRole('combobox', { name: 'New operating system' }),
      ' Windowz Fone ',
    );
    await user.click(screen.getByRole('button', { name: 'Add operating system' }));
    expect(values()).toEqual(['Windows', 'Windowz Fone']);
    expect(chips('Chosen operating systems')).toEqual(['Windows', 'Windowz Fone(not known)']);
    expect(
      screen.getByText('“Windowz Fone” is not a known operating system value. Check the spelling.'),
    ).toBeVisible();
    // Removing it removes the warning with it.
    await user.click(screen.getByRole('button', { name: 'Remove Windowz Fone' }));
    expect(values()).toEqual(['Windows']);
    expect(screen.queryByText(/is not a known/)).not.toBeInTheDocument();
  });

  it('shows an existing unknown value flagged and never rewrites it', async () => {
    const read = ['windows', 'Windowz Fone', 42];
    const { user, values } = setup('os', read);
    expect(chips('Chosen operating systems')).toEqual([
      'windows(not known)',
      'Windowz Fone(not known)',
      '42(not known)',
    ]);
    expect(
      screen.getByText('“windows” is not a known operating system value. Check the spelling.'),
    ).toBeVisible();
    expect(
      screen.getByText('“42” is not a known operating system value. Check the spelling.'),
    ).toBeVisible();
    // Adding the known spelling beside it leaves the read's elements as they are.
    await user.type(
      screen.getByRole('combobox', { name: 'New operating system' }),
      'Windows{Enter}',
    );
    expect(values()).toEqual(['windows', 'Windowz Fone', 42, 'Windows']);
  });

  it('says a value is already chosen instead of adding it twice', async () => {
    const { user, values } = setup('os', ['Windowz Fone']);
    const combobox = screen.getByRole('combobox', { name: 'New operating system' });
    await user.type(combobox, 'Windowz Fone{Enter}');
    expect(values()).toEqual(['Windowz Fone']);
    expect(combobox).toHaveAccessibleDescription('Windowz Fone is already in the list.');
  });
});
