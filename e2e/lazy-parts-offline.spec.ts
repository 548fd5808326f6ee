import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, firstMember, signInWithToken, startSignedIn } from './fixtures/auth';
import { listCampaigns, ownMember, rawCampaign, signInAt } from './fixtures/campaigns';

// Panels, dialogs and charts load their code on first use (the first view stays
// light). When that code cannot be fetched (offline for a moment, a newer
// deployment that removed the old chunk), the part says so in its place with
// "Try again"; the page around it, and what the user had done there, stays.

/** Makes every request for one built chunk fail, as a dropped connection does, until undone. */
async function failChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  let failed = 0;
  await page.route(pattern, (route) => {
    failed += 1;
    return route.abort('internetdisconnected');
  });
  return async () => {
    expect(failed, `requests for ${name} that failed`).toBeGreaterThan(0);
    await page.unroute(pattern);
  };
}

test('the list: "Columns" whose code cannot be loaded says so, keeps the selection, and "Try again" opens it', async ({
  page,
  request,
}) => {
  await startSignedIn(page, { memberToken: (await firstMember(request)).token });
  await page.goto('/campaigns?order=asc');
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // The first campaign that may be selected (a Pending one may not).
  const firstBox = table
    .getByRole('checkbox', { name: /^Select campaign \d+$/, disabled: false })
    .first();
  await firstBox.check();
  const toolbar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('1 selected');

  const restore = await failChunk(page, 'column-chooser-panel');
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The column settings' });
  await expect(notice).toHaveText(
    /The column settings could not be loaded\. Check the connection, then try again\./,
  );
  // Nothing else went: the table, the selection, the URL's view.
  await expect(table).toBeVisible();
  await expect(firstBox).toBeChecked();
  await expect(toolbar).toContainText('1 selected');
  await expect(page).toHaveURL(/\/campaigns\?order=asc$/);

  await restore();
  await notice.getByRole('button', { name: 'Try again' }).click();
  const website = page.getByRole('checkbox', { name: 'Website', exact: true });
  await expect(website).toBeVisible();
  await expect(notice).toHaveCount(0);
  // Focus moved into what arrived in place of the notice (not left on the page's body).
  const panelId = await page
    .getByRole('button', { name: 'Columns', exact: true })
    .getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"] :focus`)).toHaveCount(1);
  await website.check();
  await expect(table.getByRole('columnheader', { name: 'Website', exact: true })).toBeVisible();
  await expect(toolbar).toContainText('1 selected');
});

test('the Search report: charts whose code cannot be loaded leave the totals, the rows and the CSV', async ({
  page,
}) => {
  const publisher = (await demoAccounts(page.request)).publishers.find(
    (p) => p.name === 'Northwind Media',
  );
  if (!publisher) throw new Error('The demo API lists no publisher "Northwind Media"');
  const restore = await failChunk(page, 'report-charts');
  await page.goto('/sign-in?redirect=/reports/search');
  await signInWithToken(page, { publisherKey: publisher.key });
  await expect(page.getByRole('heading', { name: 'Search report', level: 1 })).toBeVisible();
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });

  const notice = page.getByRole('alert').filter({ hasText: 'The charts' });
  await expect(notice).toHaveText(
    /The charts could not be loaded\. Check the connection, then try again\./,
  );
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(page.getByTestId('row-count')).toContainText(/\d+ rows/);
  const rows = page
    .getByRole('region', { name: /Search report rows/ })
    .locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Download CSV/ }).first()).toBeEnabled();

  await restore();
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
});

test('XML statistics: "Export current view" whose code cannot be loaded says nothing was exported, then exports', async ({
  page,
}) => {
  const publisher = (await demoAccounts(page.request)).publishers.find(
    (p) => p.name === 'Northwind Media',
  );
  if (!publisher) throw new Error('The demo API lists no publisher "Northwind Media"');
  await page.goto('/sign-in?redirect=/reports/xml');
  await signInWithToken(page, { publisherKey: publisher.key });
  await page.getByLabel('Traffic source (tid)').fill('501');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();

  const restore = await failChunk(page, 'xml-view-csv');
  const exportView = page.getByRole('button', { name: 'Export current view' });
  await exportView.click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was exported' })).toHaveText(
    'Nothing was exported. Part of the dashboard could not be loaded. Check the connection, then try again.',
  );
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();

  await restore();
  const download = page.waitForEvent('download');
  await exportView.click();
  expect((await download).suggestedFilename()).toMatch(/_view\.csv$/);
  await expect(
    page.getByRole('status').filter({ hasText: /^Exported \d+ rows?\.$/ }),
  ).toBeVisible();

  // The server's CSV is checked before it is saved, by code loaded with the first download.
  const restoreCheck = await failChunk(page, 'checked-csv');
  const downloadCsv = page.getByRole('button', { name: 'Download CSV' });
  await downloadCsv.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Part of the dashboard could not be loaded. Check the connection, then try again.',
  );
  await restoreCheck();
  const file = page.waitForEvent('download');
  await downloadCsv.click();
  expect((await file).suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('inline edit: an editor or a save whose code cannot be loaded keeps the value, writes nothing, and works once it can', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 20);
  // A campaign whose bid may be edited (not Pending) of type 1 (bids 0.01–2).
  const row = (await listCampaigns(request, member.token, { types: '1' })).find(
    (r) => r.status !== 0,
  );
  if (!row) throw new Error('The member has no editable campaign of type 1');
  const before = await rawCampaign(request, member.token, row.cid);
  const bid = before.payout === 1.23 ? '1.24' : '1.23';

  await signInAt(page, member, '/campaigns');
  const pencil = page.getByRole('button', { name: `Edit bid of campaign ${row.cid}` });
  // The editor's own code first: its notice takes the focus the pencil had, and
  // Escape leaves it for the value, focus back on the pencil.
  const restoreEditor = await failChunk(page, 'inline-editor');
  await pencil.click();
  const editorNotice = page
    .getByRole('alert')
    .filter({ hasText: 'The editor could not be loaded' });
  await expect(editorNotice.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editorNotice).toHaveCount(0);
  await expect(pencil).toBeFocused();
  await restoreEditor();
  // Opened again, it requests its code again by itself.
  await pencil.click();
  const input = page.getByRole('textbox', { name: `Bid of campaign ${row.cid}` });
  await expect(input).toBeFocused();
  const restore = await failChunk(page, 'save-inline');
  await input.fill(bid);
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Not saved. Part of the dashboard could not be loaded. Check the connection, then try again.',
  );
  await expect(input).toHaveValue(bid);
  await expect(input).toBeEditable();
  // Nothing was sent: the campaign is as it was.
  expect(await rawCampaign(request, member.token, row.cid)).toEqual(before);

  await restore();
  await input.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved and verified' })).toBeVisible();
  expect((await rawCampaign(request, member.token, row.cid)).payout).toBe(Number(bid));
});

test('a status change whose dialog cannot be loaded: "Cancel" drops it, nothing is sent, and the next one opens', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 20);
  const active = (await listCampaigns(request, member.token, { status: '1' }))[0];
  if (!active) throw new Error('The member has no Active campaign');
  await signInAt(page, member, '/campaigns');
  const toolbar = page.getByRole('region', { name: 'Bulk actions' });
  await page.getByLabel(`Select campaign ${active.cid}`).check();
  const pause = toolbar.getByRole('button', { name: 'Pause' });

  const restore = await failChunk(page, 'status-change-host');
  await pause.click();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'The status change dialog could not be loaded' });
  await notice.getByRole('button', { name: 'Cancel' }).click();
  await expect(notice).toHaveCount(0);
  await expect(pause).toBeFocused();
  await expect(toolbar).toContainText('1 selected');

  await restore();
  await pause.click();
  const dialog = page.getByRole('dialog', { name: `Pause campaign ${active.cid}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was written on either attempt.
  const [after] = await listCampaigns(request, member.token, { query: String(active.cid) });
  expect(after?.status).toBe(1);
});
