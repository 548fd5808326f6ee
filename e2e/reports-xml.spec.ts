import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { demoAccounts, mainNav, signInWithToken } from './fixtures/auth';

async function openXmlStatistics(
  page: Page,
  request: Parameters<typeof demoAccounts>[0],
  keep = false,
) {
  const publisher = (await demoAccounts(request)).publishers.find(
    (p) => p.name === 'Northwind Media',
  );
  if (!publisher) throw new Error('The demo API lists no Northwind Media publisher');
  await page.goto('/sign-in');
  await signInWithToken(page, { publisherKey: publisher.key, keep });
  await mainNav(page).getByRole('link', { name: 'XML statistics' }).click();
  await expect(page.getByRole('heading', { name: 'XML statistics' })).toBeVisible();
  return publisher;
}

async function showTid(page: Page, tid: string) {
  await page.getByLabel('Traffic source (tid)').fill(tid);
  await page.getByRole('button', { name: 'Show' }).click();
}

const chart = (page: Page) => page.getByRole('img', { name: /The table below has the data/ });
const totalsRow = (page: Page) => page.getByRole('row', { name: /^Total/ });

test('XML statistics: chart, table, groupings, comparison and CSV', async ({ page, request }) => {
  const publisher = await openXmlStatistics(page, request);
  await expect(page.getByText('Enter a traffic source (tid) to see its statistics.')).toBeVisible();

  await showTid(page, '501');
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(chart(page).locator('svg').first()).toBeVisible();
  await expect(totalsRow(page)).toBeVisible();
  expect(page.url()).toContain('tid=501');
  // Recently used tids are offered back (they are not secrets), per key, without the key.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('adpanel.reports.recentTidsByOwner')))
    .toMatch(/^\{"[0-9a-f]{8}":\[501\]\}$/);
  const revenueHeader = page.getByRole('columnheader', { name: 'Gross revenue' });
  await revenueHeader.getByRole('button').click();
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'ascending');
  await revenueHeader.getByRole('button').click();
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'descending');
  expect(page.url()).not.toContain(publisher.key);

  await page.getByLabel('Group by').selectOption({ label: 'Country' });
  await expect(chart(page)).toHaveAccessibleName(/per country/);
  await expect(chart(page).locator('svg').first()).toBeVisible();
  await expect(totalsRow(page)).toBeVisible();

  await page.getByLabel('Group by').selectOption({ label: 'Sub ID' });
  await expect(chart(page)).toHaveAccessibleName(/per sub ID/);
  await expect(totalsRow(page)).toBeVisible();

  await page.getByLabel('Group by').selectOption({ label: 'Day' });
  await page.getByRole('checkbox', { name: 'Compare to previous period' }).check();
  await expect(chart(page)).toHaveAccessibleName(/with the previous period/);
  await expect(
    page.getByRole('region', { name: 'Compared with the previous period' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Days are shown in the reader's locale; the machine date is the <time> element's.
  const tableKeys = await page
    .getByRole('table')
    .locator('tbody tr th[scope="row"]')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector('time')?.dateTime ?? (cell as HTMLElement).innerText),
    );
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const dataLines = csv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(1);
  expect(dataLines).toHaveLength(tableKeys.length);
  const csvKeys = dataLines.map((line) => line.split(',')[0]?.replace(/^"|"$/g, ''));
  expect([...csvKeys].sort()).toEqual([...tableKeys].sort());
  expect(page.url()).not.toContain(publisher.key);
});

test('each choice is a step of history: Back and Forward walk the views of the report', async ({
  page,
  request,
}) => {
  await openXmlStatistics(page, request);
  await showTid(page, '501');
  await expect(totalsRow(page)).toBeVisible();
  await page.getByLabel('Group by').selectOption({ label: 'Country' });
  await expect(chart(page)).toHaveAccessibleName(/per country/);
  await page.getByRole('checkbox', { name: 'Compare to previous period' }).check();
  await expect(page).toHaveURL(/compare=true/);

  await page.goBack(); // by country, not compared
  await expect(page).not.toHaveURL(/compare=/);
  await expect(
    page.getByRole('checkbox', { name: 'Compare to previous period' }),
  ).not.toBeChecked();
  await expect(page.getByLabel('Group by')).toHaveValue('geo');
  await page.goBack(); // by day, tid 501
  await expect(page.getByLabel('Group by')).toHaveValue('day');
  await expect(chart(page)).toHaveAccessibleName(/per day/);
  await expect(page.getByLabel('Traffic source (tid)')).toHaveValue('501');
  await expect(page.getByRole('heading', { name: 'XML statistics' })).toBeVisible();

  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel('Group by')).toHaveValue('geo');
  await expect(page.getByRole('checkbox', { name: 'Compare to previous period' })).toBeChecked();
});

test('a foreign traffic source shows the "not yours" message', async ({ page, request }) => {
  await openXmlStatistics(page, request);
  await showTid(page, '601');
  await expect(
    page.getByText('This traffic source is not yours, or the key has no XML access'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('bad link values fall back with a note; an empty range has nothing to export', async ({
  page,
  request,
}) => {
  // Kept on this tab, so opening a link (a fresh load) stays signed in.
  await openXmlStatistics(page, request, true);
  await page.goto('/reports/xml?tid=501&from=2001-01-01&to=2001-01-07&groupBy=week&compare=maybe');
  await expect(
    page.getByText('Some link parameters were invalid and were reset: groupBy, compare'),
  ).toBeVisible();
  await expect(page.getByLabel('Group by')).toHaveValue('day');
  await expect(page.getByText('No traffic in this range')).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No data to export for this range')).toBeVisible();
});

test('a year of days: the table draws the rows in sight, keeps its column widths as it scrolls, and reaches the last day', async ({
  page,
  request,
}) => {
  // Kept on this tab: the link below is a new page load.
  await openXmlStatistics(page, request, true);
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return date.toLocaleDateString('sv'); // YYYY-MM-DD in the browser's time zone
  };
  const [from, to] = [day(-365), day(-1)];
  await page.goto(`/reports/xml?tid=501&from=${from}&to=${to}&sort=date&order=asc`);
  const table = page.getByRole('table', { name: `XML statistics per day, ${from} to ${to}` });
  // 365 days, the header row and the totals row, whatever is drawn.
  await expect(table).toHaveAttribute('aria-rowcount', '367');
  await expect(chart(page).locator('path.recharts-line-curve').first()).toBeVisible();
  const drawn = table.locator('tbody tr[aria-rowindex]');
  await expect(drawn.first()).toHaveAttribute('aria-rowindex', '2');
  expect(await drawn.count()).toBeLessThan(100);
  await expect(table.getByRole('row', { name: /^Total/ })).toHaveAttribute('aria-rowindex', '367');

  const widths = () =>
    table
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
  const before = await widths();
  const box = page.locator('div:has(> table)').filter({ has: table });
  await box.scrollIntoViewIfNeeded();
  // Through the year by the wheel, as a reader scrolls it, then to its end.
  await box.hover();
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 2000);
  await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const lastDay = table
    .getByRole('rowheader')
    .filter({ has: page.locator(`time[datetime="${to}"]`) });
  await expect(lastDay).toBeVisible();
  await expect(drawn.last()).toHaveAttribute('aria-rowindex', '366');
  expect(await drawn.count()).toBeLessThan(100);
  expect(await widths()).toEqual(before);
  expect(await seriousViolations(page)).toEqual([]);
});
