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
  it('counts the rules and lists each as "key: value" lines in words, not JSON', () => {
    render(<BidControlView items={rules} available />);
    const region = screen.getByRole('region', { name: 'Bid control' });
    expect(region).toHaveTextContent('3 bid control rules');
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    const list = within(region).getByRole('list', { name: 'Bid control rules' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'sid: s-1201bid: 0.05tags: a, mobile',
      'sid: s-1377bid: 0.04tags: tier1note: none',
      'sid: s-2048bid: 0.06tags: nonemeta: source: optimizer; v: 2',
    ]);
    const first = within(items[0]!);
    expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['sid:', 'bid:', 'tags:']);
    expect(first.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      's-1201',
      '0.05',
      'a, mobile',
    ]);
    expect(region.textContent).not.toMatch(/[[\]{}"]/);
    expect(screen.queryByText(/saving will empty/)).not.toBeInTheDocument();
  });

  it('wraps between words rather than one character per line', () => {
    render(
      <BidControlView items={[{ note: 'kept for the spring campaign in Austria' }]} available />,
    );
    const value = screen.getByText('kept for the spring campaign in Austria');
    expect(value).not.toHaveClass('break-all');
    expect(value).toHaveClass('wrap-anywhere');
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

  it('shows rules of any shape as words, long ones behind "Show all"', async () => {
    const long = { rule: 'x'.repeat(200) };
    render(
      <BidControlView items={[{ a: 1 }, { b: true }, 'odd', [{ c: null }], {}, long]} available />,
    );
    expect(screen.getByText('6 bid control rules')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bid control rules' });
    const items = within(list).getAllByRole('listitem');
    expect(items.slice(0, 5).map((item) => item.textContent)).toEqual([
      'a: 1',
      'b: yes',
      'odd',
      '(c: none)',
      '(empty rule)',
    ]);
    const full = 'x'.repeat(200);
    expect(within(list).queryByText(full)).not.toBeVisible();
    await userEvent.setup().click(within(list).getByText('Show all'));
    expect(within(list).getByText(full)).toBeVisible();
  });
});
