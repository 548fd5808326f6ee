// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimezoneSelect } from './timezone-select';

afterEach(cleanup);

function renderSelect(initial: string, invalid = false) {
  const onChange = vi.fn<(value: string) => void>();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="tz">Schedule time zone</label>
        <TimezoneSelect
          id="tz"
          value={value}
          invalid={invalid}
          describedBy="tz-error"
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
        <p id="tz-error">Timezone is required</p>
      </>
    );
  }
  render(<Parent />);
  return { onChange, select: screen.getByRole('combobox', { name: 'Schedule time zone' }) };
}

describe('TimezoneSelect', () => {
  it('lists IANA zones with UTC and reports the chosen name', async () => {
    const user = userEvent.setup();
    const { onChange, select } = renderSelect('Europe/Berlin');
    expect(select).toHaveValue('Europe/Berlin');
    expect(screen.getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
    await user.selectOptions(select, 'Asia/Tokyo');
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
    expect(select).toHaveValue('Asia/Tokyo');
  });

  it('keeps a saved zone the browser does not list, marked as current', () => {
    const { select } = renderSelect('Mars/Olympus_Mons');
    expect(select).toHaveValue('Mars/Olympus_Mons');
    expect(screen.getByRole('option', { name: 'Mars/Olympus_Mons (current)' })).toBeInTheDocument();
  });

  it('shows a blank zone as a prompt, and carries invalid state and description', () => {
    const { select } = renderSelect('', true);
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a time zone' })).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Timezone is required');
  });
});
