// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { signMemberToken } from '../../../../server/auth/member-token';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderListPage } from '@/testing/campaign-list';
import { clearSearchResetReport, listSearchValidator } from './search-reset-report';
import { COLUMNS_PREFERENCE_ITEM } from './column-prefs';

// The list page against the real reference API, in-process. The harness keeps
// the search in state the way the route keeps it in the URL.
let server: TestApp;
let requests: URL[];
beforeAll(async () => {
  // Loaded lazily by the page: loaded here first, so each test starts with the code in place.
  await import('./campaign-table');
  server = await createTestApp();
});
beforeEach(() => {
  requests = [];
  window.localStorage.clear();
  clearSearchResetReport();
});

interface Options {
  token?: string;
  initial?: Record<string, unknown>;
  /** Stands between the page and the server (to hold or rewrite a request). */
  intercept?: (url: URL) => Promise<URL> | URL;
}

const renderPage = (options: Options = {}) =>
  renderListPage(server, { ...options, onRequest: (url) => requests.push(url) });

const table = () => screen.getByRole('table', { name: 'Campaigns' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
// The type filter's own probe (perPage=1) is not a page of the table.
const listRequests = () =>
  requests.filter(
    (u) => u.pathname.endsWith('/campaigns/campaigns') && u.searchParams.get('perPage') !== '1',
  );
const lastListRequest = () => listRequests().at(-1);
const cellTexts = (column: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');

describe('campaign list page', () => {
  it('shows the first page with formatted, labelled columns', async () => {
    await renderPage();
    expect(await screen.findByText('1–20 of 324')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      '',
      'ID',
      'Name',
      'Type',
      'Status',
      'Bid',
      'Daily budget',
      'Spent today',
      'Total budget',
      'Spent total',
      'Geo',
      'Actions',
    ]);
    expect(within(table()).getByRole('columnheader', { name: 'ID' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/campaigns/10324');
    expect(within(first).getByRole('checkbox', { name: 'Select campaign 10324' })).toBeVisible();
    // Money is in the configured currency (USD) in cents; the request carried the contract's names only.
    expect(cellTexts(6).every((text) => /^\$\d[\d,]*\.\d{2}$/.test(text))).toBe(true);
    // Every bid of the page at the same decimals (at least 2), so the column aligns.
    const bids = cellTexts(5);
    const decimals = new Set(bids.map((text) => text.split('.')[1]?.length));
    expect(decimals.size).toBe(1);
    expect(bids.every((text) => /^\$\d[\d,]*\.\d{2,4}$/.test(text))).toBe(true);
    expect([...lastListRequest()!.searchParams.keys()].sort()).toEqual([
      'order',
      'page',
      'perPage',
      'sort',
    ]);
  });

  it('sorts on the server when a header is clicked, toggling the order', async () => {
    const { user } = await renderPage();
    await screen.findByText('1–20 of 324');
    const nameHeader = within(table()).getByRole('columnheader', { name: 'Name' });
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    const ascending = cellTexts(2);
    expect(
      [...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    ).toEqual(ascending);
    expect(lastListRequest()?.searchParams.get('sort')).toBe('name');
    expect(lastListRequest()?.searchParams.get('order')).toBe('asc');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    expect(lastListRequest()?.searchParams.get('order')).toBe('desc');
  });

  it('starts a numeric column at its largest value and a text column at A', async () => {
    const { user } = await renderPage();
    await screen.findByText('1–20 of 324');
    const bidHeader = within(table()).getByRole('columnheader', { name: 'Bid' });
    await user.click(within(bidHeader).getByRole('button'));
    await waitFor(() => expect(bidHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(lastListRequest()?.searchParams.get('sort')).toBe('payout');
    expect(lastListRequest()?.searchParams.get('order')).toBe('desc');
    await user.click(within(bidHeader).getByRole('button'));
    await waitFor(() => expect(bidHeader).toHaveAttribute('aria-sort', 'ascending'));

    const typeHeader = within(table()).getByRole('columnheader', { name: 'Type' });
    await user.click(within(typeHeader).getByRole('button'));
    await waitFor(() => expect(typeHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(lastListRequest()?.searchParams.get('order')).toBe('asc');
  });

  it("offers the tenant's types from a campaign read and sends them repeated", async () => {
    const { user } = await renderPage();
    await screen.findByText('1–20 of 324');
    await user.click(screen.getByRole('button', { name: /^Type:/ }));
    const group = screen.getByRole('group', { name: 'Type' });
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(5));
    expect(requests.some((u) => /\/login\/campaigns\/\d+$/.test(u.pathname))).toBe(true);

    await user.click(within(group).getByRole('checkbox', { name: 'Push CPC' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Native CPV' }));
    await waitFor(() =>
      expect(lastListRequest()?.searchParams.getAll('types')).toEqual(['1', '4']),
    );
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(lastListRequest()?.search).toContain('types=1&types=4');
    expect(new Set(cellTexts(3))).toEqual(new Set(['Push CPC', 'Native CPV']));
    expect(screen.getByRole('button', { name: /^Type:/ })).toHaveTextContent('2 selected');
  });

  it('says which filters hide everything, and clears them', async () => {
    const { user } = await renderPage({ initial: { status: 3, query: 'no such campaign' } });
    expect(
      await screen.findByText('No campaigns match: Status Paused, search "no such campaign"'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1–20 of 324')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByLabelText('Search campaigns')).toHaveValue('');
  });

  it('finds an exact campaign id and says so', async () => {
    const { user } = await renderPage();
    await screen.findByText('1–20 of 324');
    await user.type(screen.getByLabelText('Search campaigns'), '10042');
    expect(await screen.findByText('Showing the campaign with id 10042')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(1)).toEqual(['10042']);
    // One request for the whole word: the input is debounced.
    expect(listRequests().filter((u) => u.searchParams.has('query'))).toHaveLength(1);
  });

  it('keeps the previous page on screen, dimmed and busy, until the next arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await renderPage({
      intercept: async (url) => {
        if (url.searchParams.get('page') === '2') await held;
        return url;
      },
    });
    await screen.findByText('1–20 of 324');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(cellTexts(1)[0]).toBe('10324');
    expect(bodyRows()).toHaveLength(20);
    release();
    expect(await screen.findByText('21–40 of 324')).toBeInTheDocument();
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(cellTexts(1)[0]).toBe('10304');
  });

  it("shows a server's refusal with what it refused, and retries", async () => {
    let refuse = true;
    const { user } = await renderPage({
      // A deployment that cannot sort by cid: the reference API's real 422 for a bad sort.
      intercept: (url) => {
        if (refuse && url.pathname.endsWith('/campaigns/campaigns'))
          url.searchParams.set('sort', 'popularity');
        return url;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The campaigns could not be loaded');
    expect(alert).toHaveTextContent(/sort: sort must be one of/);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1–20 of 324')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a campaign the answer names twice once, and selects it alone', async () => {
    const { user } = await renderListPage(server, {
      // A backend whose join repeats a row: the first row again, in place of the third.
      rewrite: async (url, response) => {
        if (
          !url.pathname.endsWith('/campaigns/campaigns') ||
          url.searchParams.get('perPage') === '1'
        )
          return response;
        const body = (await response.json()) as { data: { data: unknown[] } };
        body.data.data.splice(2, 1, body.data.data[0]);
        return Response.json(body, { status: response.status });
      },
    });
    expect(await screen.findByText('1–20 of 324')).toBeInTheDocument();
    const ids = cellTexts(1);
    expect(ids).toHaveLength(19);
    expect(new Set(ids).size).toBe(19);
    await user.click(screen.getByRole('checkbox', { name: 'Select campaign 10324' }));
    expect(
      screen.getAllByRole('checkbox', { checked: true, name: /^Select campaign/ }),
    ).toHaveLength(1);
  });

  it('remembers the chosen columns in localStorage', async () => {
    const { user, unmount } = await renderPage();
    await screen.findByText('1–20 of 324');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Geo' }));
    expect(within(table()).queryByRole('columnheader', { name: 'Geo' })).toBeNull();
    // Only the layout is stored: a column that differs from its default, no credential.
    expect(JSON.parse(window.localStorage.getItem(COLUMNS_PREFERENCE_ITEM) ?? '{}')).toMatchObject({
      visibility: { geo: false },
    });
    unmount();
    await renderPage();
    await screen.findByText('1–20 of 324');
    expect(within(table()).queryByRole('columnheader', { name: 'Geo' })).toBeNull();
    expect(within(table()).getByRole('columnheader', { name: 'Type' })).toBeVisible();
    // Website starts hidden (the default set fits 1,440 px), one click away.
    expect(within(table()).queryByRole('columnheader', { name: 'Website' })).toBeNull();
  });

  it('notes the link parameters that were reset', async () => {
    const raw = { perPage: 7, sort: 'evil', status: 1 };
    listSearchValidator['~standard'].validate(raw);
    await renderPage({ initial: raw });
    expect(
      await screen.findByText('Some link parameters were invalid and were reset: perPage, sort'),
    ).toBeInTheDocument();
    expect(lastListRequest()?.searchParams.get('perPage')).toBe('20');
  });

  it('tells a member without campaigns so, without a type filter', async () => {
    server.db
      .prepare('INSERT INTO members (uid, tenant, name, balance_cents) VALUES (?, ?, ?, ?)')
      .run(4242, 'acme', 'New Advertiser', 100_000);
    const token = await signMemberToken(server.env.jwtSecret, {
      uid: 4242,
      tenant: 'acme',
      name: 'New Advertiser',
    });
    await renderPage({ token });
    expect(await screen.findByText('You have no campaigns yet.')).toBeInTheDocument();
    expect(await screen.findByText(/No type filter/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Type:/ })).toBeNull();
  });
});
