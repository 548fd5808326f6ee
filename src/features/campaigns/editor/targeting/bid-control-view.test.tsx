// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BidControlView } from './bid-control-view';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const rules = [
  { sid: 's-1201', bid: 0.05, tags: ['a', 'mobile'] },
  { sid: 's-1377', bid: 0.04, tags: ['tier1'], note: null },
  { sid: 's-2048', bid: 0.06, tags: [], meta: { source: 'optimizer', v: 2 } },
];

describe('BidControlView', () => {
  it('counts the rules and shows shared keys as columns', () => {
    render(<BidControlView items={rules} available />);
    const region = screen.getByRole('region', { name: 'Bid control' });
    expect(region).toHaveTextContent('3 bid control rules');
    const table = within(region).getByRole('table', { name: 'Bid control rules' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['sid', 'bid', 'tags', 'note', 'meta']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('["a","mobile"]')).toBeInTheDocument();
    expect(within(table).getByText('null')).toBeInTheDocument();
    expect(screen.queryByText(/saving will empty/)).not.toBeInTheDocument();
  });

  it('warns that saving empties the rules when bid control is unavailable', () => {
    render(
      <BidControlView
        items={rules}
        available={false}
        reasonUnavailable="This type does not accept bid control."
      />,
    );
    expect(
      screen.getByText('This type does not accept bid control: saving will empty the 3 rules.'),
    ).toBeVisible();
  });

  it('uses singular words and a default reason', () => {
    render(<BidControlView items={[{ sid: 'x' }]} available={false} />);
    expect(screen.getByText('1 bid control rule')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bid control is not available for this campaign: saving will empty the rule.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an empty array without a table or warning', () => {
    render(<BidControlView items={[]} available={false} reasonUnavailable="CPM types have none" />);
    expect(screen.getByText('No bid control rules')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/saving will empty/)).not.toBeInTheDocument();
  });

  it('falls back to JSON per row, truncated behind "Show all"', async () => {
    const long = { rule: 'x'.repeat(200) };
    render(<BidControlView items={[{ a: 1 }, { b: 2 }, 'odd', long]} available />);
    expect(screen.getByText('4 bid control rules')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bid control rules' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('{"a":1}')).toBeInTheDocument();
    const full = JSON.stringify(long);
    expect(within(list).queryByText(full)).not.toBeVisible();
    await userEvent.setup().click(within(list).getByText('Show all'));
    expect(within(list).getByText(full)).toBeVisible();
  });
});
