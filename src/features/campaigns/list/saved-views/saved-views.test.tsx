// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderRoute } from '@/testing/render-route';
import { settledTable } from '@/testing/campaign-list';
import { SAVED_VIEWS_ITEM } from '../list-storage-items';

// "Save view" and "Views" on the campaign list, through the real route tree
// (its beforeLoad opens the default view) over the reference API in-process
// (issue 25 item 4).
let server: TestApp;
beforeAll(async () => {
  await Promise.all([
    import('../campaign-table'),
    import('./saved-views-bar'),
    import('./save-view-dialog'),
  ]);
  server = await createTestApp();
});
beforeEach(() => localStorage.clear());

async function open(path: string, memberToken = server.tokens.demo) {
  cleanup();
  return renderRoute(path, { fetch: server.fetch, signedIn: { memberToken } });
}
type Opened = Awaited<ReturnType<typeof open>>;
const params = (page: Opened) =>
  Object.fromEntries(new URLSearchParams(page.router.state.location.searchStr));
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
const status = () =>
  screen.getByText(/Showing view|Saved view|Deleted view|by default/, {
    selector: '[role=status]',
  });

async function saveView(page: Opened, name: string, asDefault = false) {
  await page.user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save view' });
  await page.user.type(within(dialog).getByLabelText('View name'), name);
  if (asDefault)
    await page.user.click(
      within(dialog).getByRole('checkbox', { name: 'Open this view by default' }),
    );
  return dialog;
}

describe('saved views on the campaign list', () => {
  it('saves filters, sort, rows per page, columns and density under a name, and "Views" brings them back', async () => {
    const page = await open('/campaigns?status=1&sort=name&order=asc&perPage=50');
    const table = await settledTable();
    await page.user.click(screen.getByRole('button', { name: 'Columns' }));
    await page.user.click(await screen.findByRole('checkbox', { name: 'Type' }));
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Density' }), 'Comfortable');
    expect(headers(table)).not.toContain('Type');

    const dialog = await saveView(page, 'Active by name', true);
    // It says what it keeps.
    expect(dialog).toHaveTextContent('Filters: Status Active');
    expect(dialog).toHaveTextContent('Sorted by Name, ascending');
    expect(dialog).toHaveTextContent('50 rows per page');
    expect(dialog).toHaveTextContent('Comfortable density');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Showing view “Active by name”. Saved view “Active by name”, opened by default.',
      ),
    );

    // Somewhere else entirely…
    await page.user.click(screen.getByRole('button', { name: 'Columns' }));
    await page.user.click(screen.getByRole('button', { name: 'Reset columns' }));
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Density' }), 'Compact');
    await waitFor(() => expect(params(page).status).toBeUndefined());
    expect(screen.queryByText(/Showing view/)).toBeNull();

    // …and back through "Views".
    await page.user.click(screen.getByRole('button', { name: 'Views' }));
    // The list loads on the first open.
    const list = await screen.findByRole('list', { name: 'Saved views' });
    await page.user.click(within(list).getByRole('button', { name: /^Active by name/ }));
    await waitFor(() =>
      expect(params(page)).toEqual({ status: '1', sort: 'name', order: 'asc', perPage: '50' }),
    );
    expect(screen.getByRole('combobox', { name: 'Density' })).toHaveValue('comfortable');
    const again = await settledTable();
    expect(headers(again)).not.toContain('Type');
    expect(status()).toHaveTextContent('Showing view “Active by name”.');
    // The menu closed and gave focus back to its button.
    expect(screen.getByRole('button', { name: 'Views' })).toHaveFocus();
  });

  it('the default view opens with the bare list; a link with parameters wins; clearing on the page stays clear', async () => {
    const first = await open('/campaigns?status=2&sort=d_revenue');
    await settledTable();
    const dialog = await saveView(first, 'Paused by revenue', true);
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(localStorage.getItem(SAVED_VIEWS_ITEM)).toContain('Paused by revenue'),
    );

    const bare = await open('/campaigns');
    await waitFor(() => expect(params(bare)).toEqual({ status: '2', sort: 'd_revenue' }));
    await settledTable();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('2');
    // "Clear filters" on the page leaves the default view, and stays left.
    await bare.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(params(bare).status).toBeUndefined());

    const linked = await open('/campaigns?status=1');
    await settledTable();
    expect(params(linked)).toEqual({ status: '1' });
  });

  it('is per member: another member signed in on this browser sees none of them', async () => {
    const first = await open('/campaigns?status=1');
    await settledTable();
    const dialog = await saveView(first, 'Mine', true);
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem(SAVED_VIEWS_ITEM)).toContain('Mine'));

    const other = await open('/campaigns', server.tokens.lowBalance);
    await settledTable();
    expect(params(other)).toEqual({});
    await other.user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText(/No saved views yet/)).toBeVisible();
  });

  it('names are required, a taken name is replaced after saying so, and a view can be deleted', async () => {
    const page = await open('/campaigns?status=1');
    await settledTable();
    await page.user.click(screen.getByRole('button', { name: 'Save view' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('View name')).toHaveAccessibleDescription(
      'Give the view a name.',
    );
    await page.user.type(within(dialog).getByLabelText('View name'), 'Mine');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved view “Mine”.'));

    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '2');
    dialog = await saveView(page, ' mine');
    expect(within(dialog).getByLabelText('View name')).toHaveAccessibleDescription(
      'Replaces your saved view “Mine”.',
    );
    await page.user.click(within(dialog).getByRole('button', { name: 'Replace view' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved view “mine”.'));

    await page.user.click(screen.getByRole('button', { name: 'Views' }));
    // The list loads on the first open.
    const list = await screen.findByRole('list', { name: 'Saved views' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await page.user.click(within(list).getByRole('button', { name: 'Delete view mine' }));
    await page.user.click(within(list).getByRole('button', { name: 'Confirm: delete view mine' }));
    expect(await screen.findByText(/No saved views yet/)).toBeVisible();
    expect(JSON.parse(localStorage.getItem(SAVED_VIEWS_ITEM) ?? '{}').members).toEqual({
      'acme:1001': { views: [] },
    });
  });
});
