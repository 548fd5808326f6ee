// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Lagging } from '@/testing/lagging-parent';
import { PageSizeSelect } from './page-size-select';
import { StatusFilter } from './status-filter';

afterEach(cleanup);

describe('URL-driven controls before the URL is committed', () => {
  it('Status shows the chosen status at once, and again after the commit', async () => {
    const user = userEvent.setup();
    render(
      <Lagging<number | undefined>
        initial={undefined}
        render={(value, onChange) => (
          <StatusFilter value={value as never} onChange={(s) => onChange(s)} />
        )}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paused');
    expect(screen.getByLabelText('queued')).toHaveTextContent('[3]');
    await user.click(screen.getByRole('button', { name: 'commit' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paused');
  });

  it('"Rows per page" shows the chosen size at once', async () => {
    const user = userEvent.setup();
    render(
      <Lagging
        initial={20}
        render={(value, onChange) => (
          <PageSizeSelect value={value as never} onChange={(size) => onChange(size)} />
        )}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '200');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveDisplayValue('200');
  });
});
