// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestApp, TEST_TODAY, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';

// The XML statistics page through the app's real route: the table's sort is in
// the URL like every other view's, so it survives a reload and a shared link.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

const REPORT = `/reports/xml?tid=501&from=2026-11-01&to=${TEST_TODAY}&groupBy=geo`;

async function openReport(path: string) {
  const view = await renderRoute(path, {
    fetch: server.fetch,
    signedIn: { publisherKey: server.publisherKeys.both },
  });
  const table = await screen.findByRole('table', { name: /^XML statistics per country/ });
  return { ...view, table };
}

const search = (view: Awaited<ReturnType<typeof openReport>>) =>
  new URLSearchParams(view.router.state.location.searchStr);
const header = (table: HTMLElement, name: string) =>
  within(table).getByRole('columnheader', { name });
/** The cells of one column, body rows only (the totals row is in the foot). */
function column(table: HTMLElement, name: string): string[] {
  const index = within(table).getAllByRole('columnheader').indexOf(header(table, name));
  const body = table.querySelector('tbody');
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => row.children[index]?.textContent ?? '');
}
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const isSorted = (values: number[], sign: 1 | -1) =>
  values.every((v, i) => i === 0 || sign * (v - values[i - 1]!) >= 0);

describe('XML statistics: the sort is in the URL', () => {
  it('a header click writes sort and order to the URL and sorts the table', async () => {
    const view = await openReport(REPORT);
    const { table, user } = view;
    const revenue = header(table, 'Gross revenue');
    expect(revenue).toHaveAttribute('aria-sort', 'none');
    expect(search(view).has('sort')).toBe(false);

    await user.click(within(revenue).getByRole('button'));
    await waitFor(() => expect(search(view).get('sort')).toBe('gross_revenue'));
    // Ascending is the default order, so the URL leaves it out.
    expect(search(view).has('order')).toBe(false);
    expect(revenue).toHaveAttribute('aria-sort', 'ascending');
    expect(isSorted(column(table, 'Gross revenue').map(amount), 1)).toBe(true);

    await user.click(within(revenue).getByRole('button'));
    await waitFor(() => expect(search(view).get('order')).toBe('desc'));
    expect(revenue).toHaveAttribute('aria-sort', 'descending');
    expect(isSorted(column(table, 'Gross revenue').map(amount), -1)).toBe(true);
    // The rest of the report's URL is kept.
    expect(search(view).get('tid')).toBe('501');
    expect(search(view).get('groupBy')).toBe('geo');
  });

  it('a link with a sort opens the table sorted', async () => {
    const { table } = await openReport(`${REPORT}&sort=gross_requests&order=desc`);
    expect(header(table, 'Gross requests')).toHaveAttribute('aria-sort', 'descending');
    expect(header(table, 'Gross revenue')).toHaveAttribute('aria-sort', 'none');
    const requests = column(table, 'Gross requests').map(amount);
    expect(requests.length).toBeGreaterThan(2);
    expect(isSorted(requests, -1)).toBe(true);
    expect(screen.queryByText(/link parameters were invalid/)).not.toBeInTheDocument();
  });

  it('a bad sort or order falls back to the server’s order, with the bad-link note', async () => {
    const plain = await openReport(REPORT);
    const serverOrder = column(plain.table, 'Country');
    plain.unmount();

    const view = await openReport(`${REPORT}&sort=%3Cb%3E&order=sideways`);
    expect(column(view.table, 'Country')).toEqual(serverOrder);
    for (const th of within(view.table).getAllByRole('columnheader'))
      expect(th).toHaveAttribute('aria-sort', 'none');
    expect(
      screen.getByText('Some link parameters were invalid and were reset: sort, order'),
    ).toBeInTheDocument();
    // The router rewrote the URL to what it kept.
    expect(search(view).has('sort')).toBe(false);
    expect(search(view).has('order')).toBe(false);
  });
});
