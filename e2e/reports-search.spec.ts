import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Download, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { demoAccounts, signInWithToken } from './fixtures/auth';
import { E2E_STATIC_DIR } from './fixtures/constants';

async function publisherKey(page: Page, name: string): Promise<string> {
  const publisher = (await demoAccounts(page.request)).publishers.find((p) => p.name === name);
  if (!publisher) throw new Error(`The demo API lists no publisher "${name}"`);
  return publisher.key;
}

async function openReport(page: Page, name: string) {
  const key = await publisherKey(page, name);
  await page.goto('/sign-in?redirect=/reports/search');
  await signInWithToken(page, { publisherKey: key });
  await expect(page.getByRole('heading', { name: 'Search report', level: 1 })).toBeVisible();
}

async function readDownload(download: Download): Promise<string[]> {
  const path = await download.path();
  return readFileSync(path, 'utf8').split('\r\n').filter(Boolean);
}

const table = (page: Page) => page.getByRole('region', { name: /Search report rows/ });
const dataRows = (page: Page) => table(page).locator('tbody tr[aria-rowindex]');

function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('Northwind: totals, charts, filter, both CSV exports, no serious axe issues', async ({
  page,
}) => {
  await openReport(page, 'Northwind Media');
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(page.getByTestId('row-count')).toContainText(/\d+ rows/);
  await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Top \d+ countries by revenue/ })).toBeVisible();

  // Sorting by revenue: numeric, descending first, in the URL and on the header.
  await table(page).getByRole('button', { name: 'Revenue' }).click();
  await expect(table(page).getByRole('columnheader', { name: /Revenue/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page).toHaveURL(/sort=revenue/);
  const revenues = (await dataRows(page).locator('td:nth-child(8)').allInnerTexts()).map((text) =>
    Number(text.replace(/[$,]/g, '')),
  );
  expect(revenues.every(Number.isFinite)).toBe(true);
  expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

  await page.getByLabel('Filter rows').fill('DE');
  await expect(page.getByTestId('row-count')).toContainText(/of [\d,]+ rows/);
  await expect(page).toHaveURL(/q=DE/);
  // Totals summarize the filtered view once they are no longer marked as updating.
  await expect(page.getByTestId('summaries')).toHaveAttribute('aria-busy', 'false');
  await expect(table(page).locator('table')).toHaveAttribute(
    'aria-rowcount',
    String(
      Number(
        /^([\d,]+) of/
          .exec(await page.getByTestId('row-count').innerText())?.[1]
          ?.replace(/,/g, ''),
      ) + 1,
    ),
  );
  const countries = await dataRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(countries.length).toBeGreaterThan(0);
  for (const country of countries) expect(country).toContain('(DE)');
  const shown = Number(
    /^([\d,]+) of/.exec(await page.getByTestId('row-count').innerText())?.[1]?.replace(/,/g, ''),
  );

  const serverDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const serverLines = await readDownload(await serverDownload);
  expect(serverLines[0]).toMatch(/date.*feed.*geo.*subid.*total.*revenue/);
  expect(serverLines.length - 1).toBeGreaterThan(0);

  const viewDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export current view' }).click();
  const download = await viewDownload;
  expect(download.suggestedFilename()).toMatch(
    /^search-report_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d_view\.csv$/,
  );
  const viewLines = await readDownload(download);
  expect(viewLines[0]).toBe('date,feed,geo,subid,total,monetized,clicks,revenue,epc,rpm');
  expect(viewLines.length - 1).toBe(shown);
  const firstRows = dataRows(page);
  for (let i = 0; i < 3; i++) {
    const cells = await firstRows.nth(i).locator('td').allInnerTexts();
    const csv = (viewLines[i + 1] ?? '').split(',');
    // The day is shown in the reader's locale; its machine form is the <time> element's.
    expect(csv[0]).toBe(await firstRows.nth(i).locator('td time').getAttribute('datetime'));
    expect(csv[1]).toBe(cells[1]);
    expect(cells[2]).toContain(`(${csv[2]})`);
    // The CSV keeps the contract's blank sub ID; the table says "(none)" (issue 26 item 8).
    expect(csv[3] || '(none)').toBe(cells[3]);
  }

  expect(await seriousViolations(page)).toEqual([]);

  // The filter is one step of history: Back returns to the sorted report before it.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page).toHaveURL(/sort=revenue/);
  await expect(page.getByLabel('Filter rows')).toHaveValue('');
  await expect(page.getByTestId('row-count')).not.toContainText(' of ');
});

test('a key without the Search scope gets an explanation', async ({ page }) => {
  await openReport(page, 'Contoso XML');
  await expect(page.getByText('This API key has no access to the Search report')).toBeVisible();
});

test('Large Search Publisher: 90 days, 50,000+ rows, virtualized to the last row', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const perf = { longtasks: [] as { start: number; duration: number }[], rowsPainted: 0 };
    Object.assign(window, { __perf: perf });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        perf.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // The first paint of a table holding 50k+ rows: the frame after it enters the DOM.
    new MutationObserver(() => {
      if (perf.rowsPainted) return;
      const grid = document.querySelector('table[aria-rowcount]');
      if (grid && Number(grid.getAttribute('aria-rowcount')) > 50_000) {
        perf.rowsPainted = -1;
        requestAnimationFrame(() => setTimeout(() => (perf.rowsPainted = performance.now())));
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await openReport(page, 'Large Search Publisher');
  const from = localDay(-89);
  await page.getByLabel('From').fill(from);
  await expect(page.getByTestId('row-count')).toContainText(/rows/, { timeout: 30_000 });
  const count = Number(
    /^([\d,]+) rows/.exec(await page.getByTestId('row-count').innerText())?.[1]?.replace(/,/g, ''),
  );
  expect(count).toBeGreaterThanOrEqual(50_000);
  await expect(table(page).locator('table')).toHaveAttribute('aria-rowcount', String(count + 1));
  // Only the rows in sight are in the DOM.
  expect(await dataRows(page).count()).toBeLessThan(100);
  await page.waitForFunction(
    () => (window as unknown as { __perf: { rowsPainted: number } }).__perf.rowsPainted > 0,
  );

  const render = await page.evaluate((day) => {
    const perf = (window as unknown as { __perf: { rowsPainted: number } }).__perf;
    const response = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('search-report') && e.name.includes(`date_from=${day}`)) as
      PerformanceResourceTiming | undefined;
    return { responseEnd: response?.responseEnd ?? 0, rowsPainted: perf.rowsPainted };
  }, from);

  // Totals and charts follow the rows; let them settle before timing the scroll.
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Top \d+ countries by revenue/ })).toBeVisible();

  // Scroll top to bottom by keyboard-sized steps, as a user dragging would.
  const scrollStart = await page.evaluate(() => performance.now());
  await table(page).evaluate(async (element) => {
    while (element.scrollTop + element.clientHeight < element.scrollHeight - 1) {
      element.scrollTop += element.clientHeight * 20;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect(dataRows(page).last()).toHaveAttribute('aria-rowindex', String(count + 1));
  const scrollEnd = await page.evaluate(() => performance.now());

  const exportStart = await page.evaluate(() => performance.now());
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export current view' }).click();
  const lines = await readDownload(await exported);
  const exportEnd = await page.evaluate(() => performance.now());
  expect(lines.length - 1).toBe(count);

  const { tasks, scripts } = await page.evaluate(() => ({
    tasks: (window as unknown as { __perf: { longtasks: { start: number; duration: number }[] } })
      .__perf.longtasks,
    scripts: performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js')),
  }));
  const longest = (from: number, to: number) =>
    Math.max(0, ...tasks.filter((t) => t.start >= from && t.start < to).map((t) => t.duration));
  let gzipBytes = 0;
  const perFile: Record<string, number> = {};
  for (const url of scripts) {
    const file = `${E2E_STATIC_DIR}${new URL(url).pathname}`;
    const size = gzipSync(readFileSync(file)).length;
    perFile[file] = size;
    gzipBytes += size;
  }
  const numbers = {
    rows: count,
    renderAfterResponseMs: Math.round(render.rowsPainted - render.responseEnd),
    longestTaskDuringRenderMs: Math.round(longest(render.responseEnd, render.rowsPainted + 1)),
    longestTaskWhileScrollingMs: Math.round(longest(scrollStart, scrollEnd)),
    exportViewMs: Math.round(exportEnd - exportStart),
    longestTaskDuringExportMs: Math.round(longest(exportStart, exportEnd)),
    jsFiles: scripts.length,
    jsGzipKiB: Math.round(gzipBytes / 102.4) / 10,
    perFile,
  };
  testInfo.annotations.push({ type: 'perf', description: JSON.stringify(numbers) });
  console.log('search-report perf', JSON.stringify(numbers));
});
