import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { demoAccounts, signInWithToken } from './fixtures/auth';

// "Group by" on the Search report: a rollup of the rows already loaded, exported as shown.

async function signIn(page: Page, redirect: string) {
  const publisher = (await demoAccounts(page.request)).publishers.find(
    (p) => p.name === 'Northwind Media',
  );
  if (!publisher) throw new Error('The demo API lists no publisher "Northwind Media"');
  await page.goto(`/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await signInWithToken(page, { publisherKey: publisher.key });
  await expect(page.getByRole('heading', { name: 'Search report', level: 1 })).toBeVisible();
}

async function openReport(page: Page) {
  await signIn(page, '/reports/search');
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(page.getByTestId('row-count')).toContainText(/\d+ rows/);
}

const total = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Totals' }).locator(`dd[data-total="${label}"]`).innerText();
const rollup = (page: Page) =>
  page.getByRole('region', { name: /^Search report grouped by country/ });
const rollupRows = (page: Page) => rollup(page).locator('tbody tr');
// Counts are grouped; money also carries its currency sign ("$1,234.57").
const plain = (text: string) => text.replace(/[$,]/g, '');

test('Group by country: sums match the filtered totals, sort, CSV as shown, axe clean', async ({
  page,
}) => {
  await openReport(page);

  // The totals of Germany's rows, as the filtered view sums them. The filter
  // applies after a debounce and the URL can change first: wait until the row
  // count says fewer rows, so no total is read from the unfiltered view.
  const allRows = await page.getByTestId('row-count').innerText();
  await page.getByLabel('Filter rows').fill('DE');
  await expect(page).toHaveURL(/q=DE/);
  await expect(page.getByTestId('row-count')).not.toHaveText(allRows);
  await expect(page.getByTestId('summaries')).toHaveAttribute('aria-busy', 'false');
  const germany = {
    total: await total(page, 'Total'),
    clicks: await total(page, 'Clicks'),
    revenue: await total(page, 'Revenue'),
    epc: await total(page, 'EPC'),
  };
  await page.getByLabel('Filter rows').fill('');
  await expect(page).not.toHaveURL(/q=DE/);

  await page.getByRole('combobox', { name: 'Group by' }).selectOption({ label: 'Country' });
  await expect(page).toHaveURL(/group=geo/);
  await expect(rollup(page)).toBeVisible();
  const de = await rollupRows(page).filter({ hasText: '(DE)' }).locator('td').allInnerTexts();
  // Country, Total, Monetized, Clicks, Revenue, EPC, RPM: the same sums, EPC from them.
  expect([de[1], de[3], de[4], de[5]]).toEqual([
    germany.total,
    germany.clicks,
    germany.revenue,
    germany.epc,
  ]);

  // Sorted by clicks, most first, in the URL and on the header.
  await rollup(page).getByRole('button', { name: 'Clicks' }).click();
  await expect(page).toHaveURL(/sort=clicks/);
  await expect(rollup(page).getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const clicks = (await rollupRows(page).locator('td:nth-child(4)').allInnerTexts()).map((t) =>
    Number(plain(t)),
  );
  expect(clicks).toEqual([...clicks].sort((a, b) => b - a));

  // The grouping is the URL: back to before the sort keeps it.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=clicks/);
  await expect(rollup(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('geo');

  // The server's file is the full report (issue 26 item 7): the rollup is the current view's.
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription(
    'Full export from the server: ignores the row filter and grouping',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export current view' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/_by-geo\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('geo,total,monetized,clicks,revenue,epc,rpm');
  const shownCodes = (await rollupRows(page).locator('td:nth-child(1)').allInnerTexts()).map(
    (text) => /\((\w+)\)$/.exec(text)?.[1],
  );
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shownCodes);
  const csvGermany = lines.find((line) => line.startsWith('DE,'))?.split(',') ?? [];
  expect(csvGermany[1]).toBe(plain(germany.total));
  expect(csvGermany[3]).toBe(plain(germany.clicks));
  // The CSV has the exact sum (10 digits); the page shows it in cents of the currency.
  expect(germany.revenue).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(Number(csvGermany[4]).toFixed(2)).toBe(plain(germany.revenue));

  await expectNoSeriousViolations(page, '/reports/search grouped by country');
});

test('a bad "group" in the link shows the rows as loaded and says it was reset', async ({
  page,
}) => {
  // The session lives in the tab: the link is opened through sign-in, as a shared one is.
  await signIn(page, '/reports/search?group=planet');
  await expect(page.getByText(/were invalid and were reset: group/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('');
  await expect(page.getByRole('region', { name: /^Search report rows/ })).toBeVisible();
});
