import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { BOTH_SCOPES, publisherWithBothScopes, startSignedIn } from './fixtures/auth';
import { listCampaigns, ownMember, type TestMember } from './fixtures/campaigns';

/**
 * Issue 16's work surface (density, width, phone cards) and issue 18 item 8:
 * no page is wider than the screen. Each test signs in a member of its own
 * (plus the demo publisher with both scopes for the reports).
 */
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const campaignsTable = (page: Page) => page.getByRole('table', { name: 'Campaigns' });
const density = (page: Page) => page.getByRole('combobox', { name: 'Density' });

/** Signed in as "Keep me signed in on this tab" leaves the tab (a publisher key: one with both scopes). */
async function signIn(page: Page, member: TestMember, publisherKey?: string) {
  await startSignedIn(
    page,
    publisherKey
      ? { memberToken: member.token, publisherKey, publisherScopes: BOTH_SCOPES }
      : { memberToken: member.token },
  );
}

async function openCampaigns(page: Page) {
  await page.goto('/campaigns');
  await expect(h1(page, 'Campaigns')).toBeVisible();
}

/** Heights (px) of the table's data rows. */
function rowHeights(page: Page, table = campaignsTable(page)): Promise<number[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
}

/** Whether the document itself can scroll sideways (the page wider than the screen). */
function scrollsSideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await scrollsSideways(page);
  expect(
    scrollWidth,
    `${what}: document ${scrollWidth} px wide on a ${clientWidth} px screen`,
  ).toBeLessThanOrEqual(clientWidth);
}

async function openXmlWithData(page: Page) {
  await page.goto('/reports/xml');
  await expect(h1(page, 'XML statistics')).toBeVisible();
  await page.getByLabel('Traffic source (tid)').fill('501');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
}

async function openSearchWithData(page: Page) {
  await page.goto('/reports/search');
  await expect(h1(page, 'Search report')).toBeVisible();
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Search report rows/ }).locator('tbody tr[aria-rowindex]'),
  ).not.toHaveCount(0);
}

test('"Density" is Compact by default, applies to the table and persists across a reload', async ({
  page,
  request,
}) => {
  await page.setViewportSize(WIDE);
  await signIn(page, await ownMember(request));
  await openCampaigns(page);
  const table = campaignsTable(page);
  await expect(table).toHaveAttribute('aria-busy', 'false');

  await expect(density(page)).toHaveValue('compact');
  await expect(table).toHaveAttribute('data-density', 'compact');
  const compact = await rowHeights(page);
  expect(compact).toHaveLength(20);
  for (const height of compact) expect(height).toBeLessThanOrEqual(40);

  // The header stays in sight inside the scroll box; numbers line up right, in tabular figures.
  expect(await table.locator('thead').evaluate((el) => getComputedStyle(el).position)).toBe(
    'sticky',
  );
  const idCell = table.locator('tbody tr').first().locator('td').nth(1);
  expect(await idCell.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  expect(await idCell.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toBe(
    'tabular-nums',
  );

  await density(page).selectOption({ label: 'Comfortable' });
  await expect(density(page)).toHaveValue('comfortable');
  await expect(table).toHaveAttribute('data-density', 'comfortable');
  for (const height of await rowHeights(page)) expect(height).toBeGreaterThan(40);

  await page.reload();
  await expect(h1(page, 'Campaigns')).toBeVisible();
  await expect(density(page)).toHaveValue('comfortable');
  await expect(campaignsTable(page)).toHaveAttribute('data-density', 'comfortable');
  // Only the choice is stored: no credential rides along.
  expect(await page.evaluate(() => window.localStorage.getItem('adpanel.density'))).toBe(
    'comfortable',
  );

  await density(page).selectOption({ label: 'Compact' });
  await expect(campaignsTable(page)).toHaveAttribute('data-density', 'compact');
});

test('the report tables follow the same choice', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(WIDE);
  const publisher = await publisherWithBothScopes(request);
  await signIn(page, await ownMember(request), publisher.key);

  await openXmlWithData(page);
  const xml = page.getByRole('table', { name: /XML statistics per day/ });
  await expect(xml).toHaveAttribute('data-density', 'compact');
  for (const height of await rowHeights(page, xml)) expect(height).toBeLessThanOrEqual(40);
  await density(page).selectOption({ label: 'Comfortable' });
  await expect(xml).toHaveAttribute('data-density', 'comfortable');

  await openSearchWithData(page);
  const rows = page.getByRole('region', { name: /Search report rows/ });
  await expect(rows.getByRole('table')).toHaveAttribute('data-density', 'comfortable');
  await density(page).selectOption({ label: 'Compact' });
  await expect(rows.getByRole('table')).toHaveAttribute('data-density', 'compact');
  const heights = await rows
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  for (const height of heights) expect(height).toBeLessThanOrEqual(40);
});

test('at 1,440 px the campaign table uses the width beyond 1,080 px', async ({ page, request }) => {
  await page.setViewportSize(WIDE);
  await signIn(page, await ownMember(request));
  await openCampaigns(page);
  const box = await page.getByRole('region', { name: 'Campaigns table' }).boundingBox();
  expect(box?.width).toBeGreaterThan(1080);
});

test('at 390 px the campaign list is cards with the same actions', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await ownMember(request);
  const [active] = await listCampaigns(request, member.token, { status: '1' });
  if (!active) throw new Error('The test member has no Active campaign');
  await signIn(page, member);
  await page.goto(`/campaigns?query=${active.cid}`);
  await expect(h1(page, 'Campaigns')).toBeVisible();

  await expect(campaignsTable(page)).toHaveCount(0);
  const card = page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: active.name })).toBeVisible();
  await expect(card.getByRole('button', { name: `Pause campaign ${active.cid}` })).toBeVisible();
  // Compact: head (name, ID, type, status and its action) and two lines of figures.
  expect((await card.boundingBox())?.height).toBeLessThanOrEqual(140);
  // The filters wait behind "Filters" on a phone, so the cards start near the top.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await expect(
    card.getByRole('button', { name: `Edit bid of campaign ${active.cid}` }),
  ).toBeVisible();

  await card.getByRole('checkbox', { name: `Select campaign ${active.cid}` }).check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 selected');

  // Inline edit works on the card as in the table; Escape leaves the value alone.
  await card.getByRole('button', { name: `Edit bid of campaign ${active.cid}` }).click();
  await expect(card.getByRole('textbox', { name: `Bid of campaign ${active.cid}` })).toBeFocused();
  await page.keyboard.press('Escape');

  await card.getByRole('link', { name: active.name }).click();
  await expect(page.getByRole('form', { name: `Edit campaign ${active.cid}` })).toBeVisible();
});

for (const viewport of [WIDE, PHONE]) {
  test(`no page scrolls sideways at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto('/sign-in');
    await expect(page.getByLabel('Member access token')).toBeVisible();
    await expectNoSidewaysScroll(page, '/sign-in');

    const member = await ownMember(request);
    const publisher = await publisherWithBothScopes(request);
    await signIn(page, member, publisher.key);

    await openCampaigns(page);
    await expect(page.getByText(/\d+–\d+ of \d+/)).toBeVisible();
    await expectNoSidewaysScroll(page, '/campaigns');

    await page.goto(`/campaigns/${member.firstCid}`);
    await expect(
      page.getByRole('form', { name: `Edit campaign ${member.firstCid}` }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'the editor');

    await page.goto('/activity');
    await expect(h1(page, 'Activity')).toBeVisible();
    await expectNoSidewaysScroll(page, '/activity');

    await openXmlWithData(page);
    await expectNoSidewaysScroll(page, '/reports/xml');

    await openSearchWithData(page);
    await expectNoSidewaysScroll(page, '/reports/search');

    await page.goto('/mcp');
    await expect(h1(page, 'MCP console')).toBeVisible();
    await expectNoSidewaysScroll(page, '/mcp');
  });

  test(`axe: campaigns and reports at ${viewport.width} px, light and dark`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const publisher = await publisherWithBothScopes(request);
    await signIn(page, await ownMember(request), publisher.key);

    await openCampaigns(page);
    await expect(page.getByText(/\d+–\d+ of \d+/)).toBeVisible();
    await expectNoSeriousViolations(page, `/campaigns at ${viewport.width} px`);

    await openXmlWithData(page);
    await expectNoSeriousViolations(page, `/reports/xml at ${viewport.width} px`);

    await openSearchWithData(page);
    await expectNoSeriousViolations(page, `/reports/search at ${viewport.width} px`);
  });
}
