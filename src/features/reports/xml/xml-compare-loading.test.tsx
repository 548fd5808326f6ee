// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TODAY } from '@/testing/reference-api';
import { reportPageTest } from '@/testing/report-page-test';
import { renderRoute } from '@/testing/render-route';

// "Compare to previous period" on, then another range: until the new previous
// period has answered, the old one's figures are not shown beside the new
// range's as if they were its previous period.
const ctx = reportPageTest();

// Nov 10–20 (11 days): its previous period starts on Oct 30.
const NEW_PREVIOUS_FROM = '2026-10-30';

/** The API in-process; the new range's previous period held until `release`. */
function holdingNewPrevious() {
  const held: (() => void)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.searchParams.get('date_from') === NEW_PREVIOUS_FROM)
      await new Promise<void>((resolve) => held.push(resolve));
    return ctx.server.fetch(input, init);
  };
  return { fetch, held, release: () => held.splice(0).forEach((go) => go()) };
}

const summary = () => screen.queryByRole('region', { name: 'Compared with the previous period' });
const bodyRows = () => {
  const table = screen.getByRole('table', { name: /^XML statistics per day/ });
  return within(table.querySelector('tbody')!).getAllByRole('row');
};

describe('XML statistics: a new range while comparing', () => {
  it('shows no comparison until the new previous period has come, and says it is loading', async () => {
    const gate = holdingNewPrevious();
    const view = await renderRoute(
      `/reports/xml?tid=501&from=2026-11-17&to=${TEST_TODAY}&groupBy=day&compare=true`,
      { fetch: gate.fetch, signedIn: { publisherKey: ctx.server.publisherKeys.both } },
    );
    await screen.findByRole('table', { name: /^XML statistics per day/ });
    await waitFor(() => expect(summary()).toBeInTheDocument());
    await screen.findByRole('columnheader', { name: /Previous/ });

    await view.router.navigate({
      to: '/reports/xml',
      search: (prev) => ({ ...prev, from: '2026-11-10', to: TEST_TODAY }),
    });
    // The new range's own answer is in; its previous period's is held.
    await screen.findByRole('rowheader', { name: 'Nov 10, 2026' });
    expect(gate.held).toHaveLength(1);
    // Its 11 days, and no "Gone" days the old previous period would make up.
    expect(bodyRows()).toHaveLength(11);
    expect(summary()).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByText('Loading the previous period…')).toBeInTheDocument();

    gate.release();
    await waitFor(() => expect(summary()).toBeInTheDocument());
    expect(summary()).toHaveTextContent(
      'Nov 10, 2026 – Nov 20, 2026 against Oct 30, 2026 – Nov 9, 2026',
    );
    expect(screen.queryByText('Loading the previous period…')).not.toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /Previous/ })).toBeInTheDocument();
  });
});
