// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortableHeader, type SortDirection } from './sortable-header';

afterEach(cleanup);

function renderHeaders(sortedBy: string, direction: SortDirection, markUnsorted = false) {
  const onSort = vi.fn<(column: string) => void>();
  render(
    <table>
      <thead>
        <tr>
          {['Name', 'Bid'].map((label) => (
            <SortableHeader
              key={label}
              label={label}
              direction={label === sortedBy ? direction : undefined}
              onSort={() => onSort(label)}
              align={label === 'Bid' ? 'right' : 'left'}
              markUnsorted={markUnsorted}
            />
          ))}
        </tr>
      </thead>
    </table>,
  );
  return { onSort, header: (name: string) => screen.getByRole('columnheader', { name }) };
}

describe('SortableHeader', () => {
  it('names the header and its button by the label alone; aria-sort holds the state', () => {
    const { header } = renderHeaders('Bid', 'descending');
    expect(header('Bid')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(within(header('Bid')).getByRole('button', { name: 'Bid' })).toHaveTextContent('Bid▼');
    expect(header('Bid')).toHaveClass('text-right');
    expect(header('Name')).toHaveClass('text-left');
  });

  it('tells the owner which column was activated, by click or keyboard', async () => {
    const { onSort, header } = renderHeaders('Name', 'ascending');
    const user = userEvent.setup();
    await user.click(within(header('Bid')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('Bid');
    within(header('Name')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('Name');
  });

  it('marks the unsorted columns with a faded arrow only when asked', () => {
    const { header } = renderHeaders('Name', 'ascending', true);
    expect(header('Name')).toHaveTextContent('Name▲');
    expect(header('Bid')).toHaveTextContent('Bid↕');
    cleanup();
    const plain = renderHeaders('Name', 'ascending');
    expect(plain.header('Bid')).toHaveTextContent(/^Bid$/);
  });
});
