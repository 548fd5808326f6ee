// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

function Sizes({ seen }: { seen: unknown[] }) {
  const [value, setValue] = useState<25 | 50 | 200>(25);
  return (
    <SelectField
      label="Rows per page"
      layout="inline"
      value={value}
      options={[25, 50, 200].map((size) => ({ value: size as 25 | 50 | 200, label: size }))}
      onChange={(size) => {
        seen.push(size);
        setValue(size);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is a labelled native select that hands back the option’s own value, a number as a number', async () => {
    const seen: unknown[] = [];
    render(<Sizes seen={seen} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('25');
    await userEvent.selectOptions(select, '200');
    expect(seen).toEqual([200]);
    expect(select).toHaveValue('200');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '200']);
  });

  it('reads the text it is described by with the select', () => {
    render(
      <>
        <p id="zone">Dates are days in UTC.</p>
        <SelectField
          label="Date range"
          value="7d"
          options={[{ value: '7d', label: 'Last 7 days' }]}
          onChange={() => undefined}
          describedBy="zone"
        />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveAccessibleDescription(
      'Dates are days in UTC.',
    );
  });
});
