// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderRoute, type RenderRouteResult } from '@/testing/render-route';
import { settledTable } from '@/testing/campaign-list';

// Paging and sorting ask for the next rows as the user acts, before the router has
// moved to the new URL, and the route's loader joins that request instead of
// sending its own: one request per view, through the real route tree.
let server: TestApp;
beforeAll(async () => {
  await import('./campaign-table');
  server = await createTestApp();
});

interface ListRequest {
  params: URLSearchParams;
  /** The URL's query string when the request left. */
  urlAtRequest: string;
}

async function open(path: string) {
  const requests: ListRequest[] = [];
  // Requests leave while the route first loads, before renderRoute has returned.
  const opened: { page?: RenderRouteResult } = {};
  const page = await renderRoute(path, {
    signedIn: { memberToken: server.tokens.demo },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // The type filter's own probe (perPage=1) is not a page of the table.
      if (url.pathname.endsWith('/campaigns/campaigns') && url.searchParams.get('perPage') !== '1')
        requests.push({
          params: url.searchParams,
          urlAtRequest: opened.page?.router.state.location.searchStr ?? '',
        });
      return server.fetch(input, init);
    },
  });
  opened.page = page;
  return { page, requests };
}

const rowCount = (table: HTMLElement) => Number(table.getAttribute('aria-rowcount') ?? 0) - 1;

describe('paging and sorting requests', () => {
  it('"Rows per page", "Next page" and a sort each send one request, before the URL moves', async () => {
    const { page, requests } = await open('/campaigns');
    const table = await settledTable();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    requests.length = 0;

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(rowCount(table)).toBe(100));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(requests.map((r) => r.params.get('perPage'))).toEqual(['100']);
    expect(requests[0]?.urlAtRequest).not.toContain('perPage=100');
    expect(page.router.state.location.searchStr).toContain('perPage=100');

    await page.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('101–200 of 324')).toBeInTheDocument();
    expect(requests.map((r) => r.params.get('page'))).toEqual(['1', '2']);
    expect(requests[1]?.urlAtRequest).toContain('perPage=100');
    expect(requests[1]?.urlAtRequest).not.toContain('page=2');

    const name = within(table).getByRole('columnheader', { name: 'Name' });
    await page.user.click(within(name).getByRole('button'));
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(requests).toHaveLength(3);
    expect(Object.fromEntries(requests[2]!.params)).toMatchObject({
      sort: 'name',
      order: 'asc',
      page: '1',
      perPage: '100',
    });
    expect(requests[2]?.urlAtRequest).toContain('page=2');
    expect(requests[2]?.urlAtRequest).not.toContain('sort=name');
  });

  it("a new page size keeps the page's first row in view: rows 81–100 at 20 become 51–100 at 50", async () => {
    const { page, requests } = await open('/campaigns?page=5&perPage=20');
    const table = await settledTable();
    expect(await screen.findByText('81–100 of 324')).toBeInTheDocument();
    const firstRow = within(table).getAllByRole('row')[1]?.textContent;
    requests.length = 0;

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('51–100 of 324')).toBeInTheDocument();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(requests.map((r) => [r.params.get('page'), r.params.get('perPage')])).toEqual([
      ['2', '50'],
    ]);
    // Row 81 is the 31st of the new page.
    expect(within(table).getAllByRole('row')[31]?.textContent).toBe(firstRow);
    expect(page.router.state.location.searchStr).toContain('page=2');
  });
});
