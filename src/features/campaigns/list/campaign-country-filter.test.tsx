// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderListPage } from '@/testing/campaign-list';
import { clearSearchResetReport } from './search-reset-report';

// The Country filter against the real reference API, in-process. The list
// endpoint has no country parameter: every request must be a plain page of
// the view at perPage=200, and the rows are filtered here.
let server: TestApp;
let requests: URL[];
// The newest campaigns of the demo member (the list's default sort shows them first),
// reshaped like data from elsewhere: all countries, several, none of the filter's, odd case.
const SHAPES = {
  all: 10324,
  several: 10323,
  other: 10322,
  foreignCase: 10321,
  allToo: 10320,
};
beforeAll(async () => {
  server = await createTestApp();
  const setGeo = server.db.prepare('UPDATE campaigns SET geo = ? WHERE cid = ?');
  setGeo.run('[]', SHAPES.all);
  setGeo.run('["CA","GB","BR","AU"]', SHAPES.several);
  setGeo.run('["DE"]', SHAPES.other);
  setGeo.run('[" au"]', SHAPES.foreignCase);
  setGeo.run('[]', SHAPES.allToo);
});
beforeEach(() => {
  requests = [];
  window.localStorage.clear();
  clearSearchResetReport();
});

/** The demo member's campaigns the filter keeps, counted by SQLite. */
function countMatching(codes: string, includeAll: boolean, status?: number): number {
  const row = server.db
    .prepare(
      `SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND (@status IS NULL OR status = @status) AND (
         (geo = '[]' AND @all) OR
         EXISTS (SELECT 1 FROM json_each(campaigns.geo) WHERE instr(',' || @codes || ',', ',' || upper(trim(value)) || ',') > 0))`,
    )
    .get({ codes, all: includeAll ? 1 : 0, status: status ?? null }) as { n: number };
  return row.n;
}

const renderPage = (
  initial: Record<string, unknown>,
  intercept?: (url: URL) => Promise<URL> | URL,
) => renderListPage(server, { initial, intercept, onRequest: (url) => requests.push(url) });

const listRequests = () =>
  requests.filter(
    (u) => u.pathname.endsWith('/campaigns/campaigns') && u.searchParams.get('perPage') !== '1',
  );
const table = () => screen.getByRole('table', { name: 'Campaigns' });
/** The row of a campaign, by the ID at the start of its name. */
const rowOf = (cid: number) => within(table()).queryByRole('row', { name: new RegExp(`${cid} `) });
function geoCell(cid: number): HTMLElement {
  const headers = within(table()).getAllByRole('columnheader');
  const index = headers.findIndex((th) => th.textContent?.startsWith('Geo'));
  const row = rowOf(cid);
  if (!row) throw new Error(`No row ${cid}`);
  return row.querySelectorAll<HTMLElement>('td, th')[index]!;
}

describe('Country filter', () => {
  it('reads the whole view at perPage=200, filters it here and says so', async () => {
    const { user } = await renderPage({ geo: 'AU' });
    const matching = countMatching('AU', true);
    expect(
      await screen.findByText('Filtered in the browser over 324 campaigns'),
    ).toBeInTheDocument();
    expect(await screen.findByText(`1–20 of ${matching}`)).toBeInTheDocument();
    // Two pages of 200 for 324 campaigns; no request names a country.
    expect(listRequests().map((u) => u.searchParams.get('perPage'))).toEqual(['200', '200']);
    expect(listRequests().every((u) => !u.search.includes('geo'))).toBe(true);

    // All countries, several, odd case: kept; a campaign targeting only DE: not.
    expect(within(geoCell(SHAPES.all)).getByText('All')).toBeInTheDocument();
    expect(geoCell(SHAPES.several)).toHaveTextContent('AU, CA, GB +1');
    expect(rowOf(SHAPES.foreignCase)).not.toBeNull();
    expect(rowOf(SHAPES.other)).toBeNull();

    // Paging reads nothing again: the view is cached.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`21–40 of ${matching}`)).toBeInTheDocument();
    expect(listRequests()).toHaveLength(2);
  });

  it('is picked in the "Country" panel, and leaves out "all countries" when asked', async () => {
    const { user } = await renderPage({});
    await screen.findByText('1–20 of 324');
    await user.click(screen.getByRole('button', { name: /^Country: All countries/ }));
    const picker = await screen.findByRole('combobox', { name: 'Add a country' });
    await user.type(picker, 'Australia');
    await user.click(await screen.findByRole('option', { name: /Australia/ }));
    expect(
      within(screen.getByRole('list', { name: 'Filtered countries' })).getByText('Australia (AU)'),
    ).toBeInTheDocument();
    expect(await screen.findByText(`1–20 of ${countMatching('AU', true)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Country: AU/ })).toBeInTheDocument();

    const requestsBefore = listRequests().length;
    await user.click(
      screen.getByRole('checkbox', { name: 'Include campaigns that target all countries' }),
    );
    expect(await screen.findByText(`1–20 of ${countMatching('AU', false)}`)).toBeInTheDocument();
    expect(rowOf(SHAPES.all)).toBeNull();
    expect(rowOf(SHAPES.several)).not.toBeNull();
    // Another choice over the same view filters the rows already read.
    expect(listRequests()).toHaveLength(requestsBefore);

    // Replacing the country (remove it, add another) keeps the choice about "all countries".
    await user.click(screen.getByRole('button', { name: 'Remove Australia (AU)' }));
    await user.type(screen.getByRole('combobox', { name: 'Add a country' }), 'Germany');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    expect(
      screen.getByRole('checkbox', { name: 'Include campaigns that target all countries' }),
    ).not.toBeChecked();
    expect(await screen.findByText(`1–20 of ${countMatching('DE', false)}`)).toBeInTheDocument();
  });

  it('shows progress while reading, and Cancel stops it until "Filter again"', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await renderPage({ geo: 'AU' }, async (url) => {
      if (url.searchParams.get('page') === '2') await held;
      return url;
    });
    expect(
      await screen.findByRole('progressbar', { name: 'Reading campaigns for the Country filter' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Reading campaigns for the Country filter: 200 of 324…'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Country filter stopped/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Campaigns' })).toBeNull();
    release();

    await user.click(screen.getByRole('button', { name: 'Filter again' }));
    expect(
      await screen.findByText('Filtered in the browser over 324 campaigns'),
    ).toBeInTheDocument();
    expect(await screen.findByText(`1–20 of ${countMatching('AU', true)}`)).toBeInTheDocument();
  });

  it('"Select all N matching" selects the filtered campaigns only, without reading again', async () => {
    // Paused ones: every one can be selected (a Pending campaign cannot).
    const { user } = await renderPage({ geo: 'DE,AU', status: 3 });
    const matching = countMatching('DE,AU', true, 3);
    expect(matching).toBeGreaterThan(20);
    await screen.findByText(`1–20 of ${matching}`);
    expect(listRequests().every((u) => u.searchParams.get('status') === '3')).toBe(true);
    const before = listRequests().length;
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns on this page' }));
    // The offer loads when a whole page is selected.
    await user.click(
      await screen.findByRole('button', { name: `Select all ${matching} matching` }),
    );
    const toolbar = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() =>
      expect(within(toolbar).getByText(`${matching} selected`)).toBeInTheDocument(),
    );
    expect(listRequests()).toHaveLength(before);
  });

  it('names the country codes a link carried that are none, and keeps the rest', async () => {
    const { listSearchValidator } = await import('./search-reset-report');
    const validated = listSearchValidator['~standard'].validate({
      geo: ['AU', 'Australia'],
      status: 1,
    }) as unknown as { value: Record<string, unknown> };
    await renderPage(validated.value);
    expect(
      await screen.findByText(
        'Not country codes, left out of the Country filter: “Australia”. A country is two letters, such as AU.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Country: AU/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('1');
  });
});
