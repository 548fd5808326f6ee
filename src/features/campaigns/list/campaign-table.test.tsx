// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderListPage, settledTable } from '@/testing/campaign-list';
import { COLUMNS_PREFERENCE_ITEM } from './column-prefs';

// The campaign table's column layout (pin, order, width, visibility) and its
// windowed rows, against the real reference API in-process. jsdom has no
// layout: the window draws its first guess (half a screenful) plus the overscan.
let server: TestApp;
beforeAll(async () => {
  await import('./campaign-table');
  server = await createTestApp();
});
beforeEach(() => window.localStorage.clear());

const renderPage = (initial: Record<string, unknown> = {}) => renderListPage(server, { initial });

const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, '') ?? '');
const stored = () => JSON.parse(window.localStorage.getItem(COLUMNS_PREFERENCE_ITEM) ?? '{}');

describe('campaign table layout', () => {
  it('pins selection, ID and Name left and the actions right', async () => {
    await renderPage();
    const table = await settledTable();
    const headers = within(table).getAllByRole('columnheader');
    const sticky = headers.map((th) => th.style.position === 'sticky');
    // select, ID, Name … Actions
    expect(sticky.slice(0, 3)).toEqual([true, true, true]);
    expect(sticky.at(-1)).toBe(true);
    expect(sticky.slice(3, -1).every((s) => !s)).toBe(true);
    expect(headers[2]).toHaveStyle({ left: `${40 + 72}px` });
  });

  it('pins, moves, resizes and shows columns from "Columns", and remembers it', async () => {
    const first = await renderPage();
    const table = await settledTable();
    const { user } = first;
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Pin Type', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Move Geo left' }));
    await user.click(screen.getByRole('button', { name: 'Make Name wider' }));
    expect(screen.getByRole('button', { name: 'Pin Type' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const expected = [
      '',
      'ID',
      'Name',
      'Type',
      'Status',
      'Bid',
      'Daily budget',
      'Spent today',
      'Total budget',
      'Geo',
      'Spent total',
      'Website',
      'Actions',
    ];
    expect(headerNames(table)).toEqual(expected);
    const typeHeader = within(table).getByRole('columnheader', { name: 'Type' });
    expect(typeHeader.style.position).toBe('sticky');
    expect(stored()).toMatchObject({
      visibility: { website: true },
      pinnedLeft: ['cid', 'name', 'type_name'],
      sizing: { name: 13 * 16 + 16 },
    });
    // Nothing but the layout is stored.
    expect(Object.keys(window.localStorage)).toEqual([COLUMNS_PREFERENCE_ITEM]);
    first.unmount();

    await renderPage();
    const again = await settledTable();
    expect(headerNames(again)).toEqual(expected);
    expect(within(again).getByRole('columnheader', { name: 'Type' }).style.position).toBe('sticky');
    expect(again.querySelectorAll('col')[2]).toHaveStyle({ width: `${13 * 16 + 16}px` });
  });

  it('moves a hidden column among the shown ones, so it appears where it was put', async () => {
    const { user } = await renderPage();
    const table = await settledTable();
    const before = headerNames(table);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // Website starts hidden, after Geo: there is nothing shown to its right.
    await user.click(await screen.findByRole('button', { name: 'Move Website right' }));
    expect(headerNames(table)).toEqual(before);
    await user.click(screen.getByRole('button', { name: 'Move Website left' }));
    expect(headerNames(table)).toEqual(before);
    await user.click(screen.getByRole('checkbox', { name: 'Website' }));
    expect(headerNames(table).slice(-4)).toEqual(['Spent total', 'Website', 'Geo', 'Actions']);
  });

  it('"Reset columns" returns to the default layout', async () => {
    window.localStorage.setItem(
      COLUMNS_PREFERENCE_ITEM,
      JSON.stringify({ version: 2, pinnedLeft: [], visibility: { geo: false } }),
    );
    const { user } = await renderPage();
    const table = await settledTable();
    expect(within(table).queryByRole('columnheader', { name: 'Geo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('button', { name: 'Reset columns' }));
    expect(within(table).getByRole('columnheader', { name: 'Geo' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Name' }).style.position).toBe('sticky');
  });
});

describe('campaign table rows', () => {
  it('draws a 200-row page as a window, with the page size and each row place told', async () => {
    await renderPage({ perPage: 200 });
    const table = await settledTable();
    expect(table).toHaveAttribute('aria-rowcount', '201');
    const rows = within(table).getAllByRole('row').slice(1);
    // Half a screenful (the table's share of it before layout) and the overscan, not
    // 200; a padding row stands for the rest.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows.map((row) => row.getAttribute('aria-rowindex')).slice(0, 3)).toEqual([
      '2',
      '3',
      '4',
    ]);
    expect(table.querySelector('tbody tr[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws a 20-row page whole', async () => {
    await renderPage();
    const table = await settledTable();
    expect(table).toHaveAttribute('aria-rowcount', '21');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
  });

  it('"Select all on this page" selects all 200 rows, drawn or not', async () => {
    const { user } = await renderPage({ perPage: 200 });
    await settledTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns on this page' }));
    expect(
      within(await screen.findByRole('region', { name: 'Bulk actions' })).getByText(
        /^\d+ selected$/,
      ),
    ).toHaveTextContent(/^(1\d\d|200) selected$/);
  });
});
