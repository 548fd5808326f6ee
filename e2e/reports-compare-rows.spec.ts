import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { BOTH_SCOPES, demoAccounts, startSignedIn } from './fixtures/auth';

/**
 * Issue 26: "which country's revenue dropped most against the previous week?"
 * answered in one view, in both reports: from "Biggest changes" and from a
 * sort by "Change". The seed makes a country new this week and another gone,
 * so the two weeks' countries differ in number and order: only matching by
 * key gives these answers.
 */

// The seed's days are UTC days, and the report time zone is UTC by default.
function utcDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
const WEEK = `from=${utcDay(-6)}&to=${utcDay(0)}`;

async function open(page: Page, publisherName: string, path: string) {
  const publisher = (await demoAccounts(page.request)).publishers.find(
    (p) => p.name === publisherName,
  );
  if (!publisher) throw new Error(`The demo API lists no publisher "${publisherName}"`);
  await startSignedIn(page, {
    publisherKey: publisher.key,
    publisherScopes: publisher.scopes.length === 2 ? BOTH_SCOPES : { xml: false, search: true },
  });
  await page.goto(path);
}

/** The answer "Biggest changes" gives: the first of its largest falls, and its words. */
async function largestFall(page: Page) {
  const region = page.getByRole('region', { name: 'Biggest changes' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('list', { name: 'Largest rises' })).toBeVisible();
  const item = region.getByRole('list', { name: 'Largest falls' }).getByRole('listitem').first();
  await expect(item).toContainText(/(down [\d.]+%|Gone: not in this period), \u2212\$?[\d,.]+/);
  const link = item.getByRole('link');
  return { link, name: (await link.innerText()).trim() };
}

/** Both viewport widths; each page checked with axe in light and dark. */
for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('XML statistics: the country that dropped most, from Biggest changes and from Change', async ({
      page,
    }) => {
      await open(page, 'Northwind Media', `/reports/xml?tid=501&${WEEK}&groupBy=geo&compare=true`);
      const table = page.getByRole('table', { name: /^XML statistics per country/ });
      await expect(table.getByRole('columnheader', { name: /Change/ })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Compare by' })).toHaveValue('gross_revenue');
      const countries = table.locator('tbody').getByRole('rowheader');
      await expect(table.locator('tbody')).toContainText('New');
      await expect(table.locator('tbody')).toContainText('Gone');
      const fall = await largestFall(page);

      await table.getByRole('button', { name: /Change/ }).click();
      await expect(page).toHaveURL(/sort=change/);
      await expect(table.getByRole('columnheader', { name: /Change/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(countries.first()).toHaveText(fall.name);
      await expectFits(page);
      await expectNoSeriousViolations(page, `XML compared by country at ${width} px`);

      await fall.link.click();
      await expect(page).toHaveURL(/only=/);
      await expect(countries).toHaveCount(1);
      await expect(countries.first()).toHaveText(fall.name);
      await expect(page.getByText(`Showing only ${fall.name}.`)).toBeVisible();
      await page.getByRole('button', { name: 'Show all rows' }).click();
      await expect(countries).not.toHaveCount(1);
    });

    test('Search report: the country that dropped most, from Biggest changes and from Change', async ({
      page,
    }) => {
      await open(page, 'Fabrikam Search', `/reports/search?${WEEK}&group=geo&compare=true`);
      const rollup = page.getByRole('region', { name: /^Search report grouped by country/ });
      await expect(rollup.getByRole('columnheader', { name: /Change/ })).toBeVisible();
      await expect(
        page.getByRole('checkbox', { name: 'Compare to previous period' }),
      ).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Compare by' })).toHaveValue('revenue');
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.getByText(/^Previous period:/).first()).toBeVisible();
      const chart = page.getByRole('img', { name: /Revenue per day.*previous period dashed/ });
      await expect(chart.locator('path.recharts-curve[stroke-dasharray="5 5"]')).not.toHaveCount(0);
      await expect(rollup.locator('tbody')).toContainText('New');
      await expect(rollup.locator('tbody')).toContainText('Gone');
      const fall = await largestFall(page);
      const countries = rollup.locator('tbody tr td:first-child');

      await rollup.getByRole('button', { name: 'Change' }).click();
      await expect(page).toHaveURL(/sort=change/);
      await expect(countries.first()).toHaveText(fall.name);
      await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription(
        'Full export from the server: ignores the row filter and grouping',
      );
      await expectFits(page);
      await expectNoSeriousViolations(page, `Search report compared by country at ${width} px`);

      await fall.link.click();
      await expect(page).toHaveURL(/only=/);
      await expect(countries).toHaveCount(1);
      await expect(countries.first()).toHaveText(fall.name);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export current view' }).click();
      const file = await downloading;
      const { readFileSync } = await import('node:fs');
      const lines = readFileSync(await file.path(), 'utf8')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]).toContain('previous_revenue,change_revenue');
      expect(lines).toHaveLength(2);
    });
  });
}

/** Nothing makes the page scroll sideways (wide tables scroll in their own box). */
async function expectFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
