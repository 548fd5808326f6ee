import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { listCampaigns, ownMember } from './fixtures/campaigns';
import {
  firstMember,
  mainNav,
  publisherWithBothScopes,
  signInWithToken,
  startSignedIn,
  type DemoMember,
} from './fixtures/auth';
import { E2E_MCP_PORT } from './fixtures/constants';
import { allowOnConsentPage, consoleTab, useMcpOrigin } from './fixtures/mcp';

/**
 * The accessibility gate of issue 8: every page of the dashboard, in the
 * states a user sees them, has no serious or critical axe finding, in the
 * light and the dark color scheme. Each page's real content (headings,
 * tables, forms by role) is on screen before axe runs.
 */
const MCP_ORIGIN = `http://localhost:${E2E_MCP_PORT}`;

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Signed in as "Keep me signed in on this tab" leaves the tab: each test's next goto opens the app signed in. */
async function signInAsMember(page: Page, member: DemoMember) {
  await startSignedIn(page, { memberToken: member.token });
}

/** A member of the test's own (no other spec touches its rows) and its first Active campaign. */
async function memberWithActiveCampaign(request: APIRequestContext) {
  const member = await ownMember(request);
  const [campaign] = await listCampaigns(request, member.token, { status: '1' });
  if (!campaign) throw new Error('The test member has no Active campaign');
  return { member, campaign };
}

test('the sign-in page, blank and with field errors', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  await expect(page.getByLabel('Member access token')).toBeVisible();
  await expectNoSeriousViolations(page, '/sign-in');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Member access token')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, '/sign-in with field errors');
});

// One test per page: ten axe runs (five pages, two schemes) in one test
// outgrew a minute on two busy cores once the table gained inline edits.
test.describe('the advertiser pages', () => {
  test('home', async ({ page, request }) => {
    await signInAsMember(page, await firstMember(request));
    await page.goto('/');
    await expect(h1(page, 'Home')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/ (home)');
  });

  test('campaigns', async ({ page, request }) => {
    await signInAsMember(page, await firstMember(request));
    await page.goto('/campaigns');
    await expect(h1(page, 'Campaigns')).toBeVisible();
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/\d+–\d+ of \d+/)).toBeVisible();
    await expectNoSeriousViolations(page, '/campaigns');
  });

  test('editor', async ({ page, request }) => {
    // axe over every section and the 168-cell schedule grid, in both colour schemes.
    test.setTimeout(120_000);
    const { member, campaign } = await memberWithActiveCampaign(request);
    await signInAsMember(page, member);
    await page.goto(`/campaigns/${campaign.cid}`);
    const form = page.getByRole('form', { name: `Edit campaign ${campaign.cid}` });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(campaign.name);
    await expectNoSeriousViolations(page, `/campaigns/${campaign.cid} (editor)`);
  });

  test('bulk-status confirmation, opened and closed without confirming', async ({
    page,
    request,
  }) => {
    const { member, campaign } = await memberWithActiveCampaign(request);
    await signInAsMember(page, member);
    await page.goto(`/campaigns?query=${campaign.cid}`);
    const select = page.getByLabel(`Select campaign ${campaign.cid}`);
    await select.check();
    const toolbar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(toolbar).toContainText('1 selected');
    await toolbar.getByRole('button', { name: 'Pause' }).click();
    const dialog = page.getByRole('dialog', { name: `Pause campaign ${campaign.cid}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: new RegExp(`^${campaign.cid} `) })).toContainText(
      'Active → Paused',
    );
    await expectNoSeriousViolations(page, 'the bulk-status confirmation dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('404 signed in', async ({ page, request }) => {
    await signInAsMember(page, await firstMember(request));
    await page.goto('/no-such-page');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the 404 page (signed in)');
  });
});

test('the 404 page signed out', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Page not found' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the 404 page signed out');
});

test('the publisher pages: XML statistics and Search report with data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const publisher = await publisherWithBothScopes(request);
  await page.goto('/sign-in');
  await signInWithToken(page, { publisherKey: publisher.key, keep: true });
  await expect(mainNav(page)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'XML statistics' }).click();
  await expect(h1(page, 'XML statistics')).toBeVisible();
  await expect(page.getByText('Enter a traffic source (tid) to see its statistics.')).toBeVisible();
  await expectNoSeriousViolations(page, '/reports/xml before a tid');
  await page.getByLabel('Traffic source (tid)').fill('501');
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(
    page
      .getByRole('img', { name: /The table below has the data/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Gross revenue' })).toBeVisible();
  await expectNoSeriousViolations(page, '/reports/xml with data');

  await mainNav(page).getByRole('link', { name: 'Search report' }).click();
  await expect(h1(page, 'Search report')).toBeVisible();
  await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(page.getByTestId('row-count')).toContainText(/\d+ rows/);
  await expect(page.getByRole('img', { name: /Revenue per day/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Search report rows/ }).locator('tbody tr[aria-rowindex]'),
  ).not.toHaveCount(0);
  await expectNoSeriousViolations(page, '/reports/search with data');
});

test('the MCP console, disconnected and connected', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await firstMember(request);
  await useMcpOrigin(page, MCP_ORIGIN);
  await signInAsMember(page, member);
  await page.goto('/mcp');
  await expect(h1(page, 'MCP console')).toBeVisible();
  const status = page.getByRole('region', { name: 'Origin status' });
  await expect(status).toContainText('ok (the server answers)');
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/mcp disconnected');

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Demo Advertiser (uid 1001');
  await consoleTab(page, 'Tools').click();
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: /^platform_whoami\b/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/mcp connected');
});
