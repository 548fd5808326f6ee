import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CampaignListResponseSchema } from '../contract/campaigns';
import { firstMember, signInWithToken, storedText, type DemoMember } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { E2E_MCP_PORT } from './fixtures/constants';
import {
  activePanel,
  allowOnConsentPage,
  captureIssuedTokens,
  consoleTab,
  openStepLog,
  recordUrls,
  useMcpOrigin,
} from './fixtures/mcp';

/**
 * The MCP console against the reference API's MCP origin (acme at
 * localhost:4180): the contract's OAuth flow through the real consent page,
 * the write rules end to end, and where the tokens never go.
 */
const MCP_ORIGIN = `http://localhost:${E2E_MCP_PORT}`;
const STEPS = [
  'Protected-resource metadata',
  'Authorization-server metadata',
  'Dynamic client registration',
  'Authorization (consent page)',
  'State and issuer checks',
  'Code exchange (PKCE verifier and resource)',
  'Connected',
];

async function signInAndOpen(page: Page, member: DemoMember) {
  await useMcpOrigin(page, MCP_ORIGIN);
  await page.goto('/sign-in');
  await signInWithToken(page, { memberToken: member.token, keep: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/mcp');
  await expect(page.getByRole('heading', { level: 1, name: 'MCP console' })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** An Active campaign of the member, away from the ones other specs change. */
async function anActiveCampaign(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/login/campaigns/campaigns', {
    params: { status: '1', sort: 'cid', order: 'asc', perPage: '200' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const rows = CampaignListResponseSchema.parse(await response.json()).data.data;
  const row = rows[20];
  if (!row) throw new Error('fewer than 21 Active campaigns');
  return row;
}

async function setStatus(request: APIRequestContext, token: string, ids: number[], status: number) {
  const response = await request.put('/api/v1/login/campaigns/update-status', {
    data: { ids, status },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

const tool = (page: Page, name: string) =>
  activePanel(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });

// One long story: every step builds on the connection the previous one made.
test('connect, browse, page, change a status under the write rules; tokens stay out of URLs and storage', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await firstMember(request);
  const tokens = captureIssuedTokens(page);
  const urls = recordUrls(page);
  await signInAndOpen(page, member);

  // Status of the origin, before any connection.
  const status = page.getByRole('region', { name: 'Origin status' });
  await expect(status).toContainText(MCP_ORIGIN);
  await expect(status).toContainText('ok (the server answers)');
  await expect(status).toContainText('ready');
  await expectNoSeriousViolations(page);

  // Connect with the read scope only.
  await expect(page.getByRole('checkbox', { name: 'platform:read' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'platform:read' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'platform:write' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');

  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('acme');
  await expect(account).toContainText('Demo Advertiser (uid 1001');
  const grantedScopes = account.locator('dt:text-is("Scopes") + dd');
  await expect(grantedScopes).toHaveText('platform:read');
  await expect(account).toBeFocused();

  const log = await openStepLog(page);
  for (const step of STEPS)
    await expect(log.getByRole('listitem').filter({ hasText: `(${step})` })).toContainText('Done:');

  await consoleTab(page, 'Tools').click();
  await expect(tool(page, 'platform_list_campaigns')).toBeVisible();
  await expect(tool(page, 'platform_whoami')).toBeVisible();
  await expect(activePanel(page)).not.toContainText('platform_prepare_campaign_status_change');
  await expect(activePanel(page)).not.toContainText('platform_apply_campaign_status_change');
  await expectNoSeriousViolations(page);

  // Reconnect with platform:write: the write tools appear.
  await account.getByText('Change scopes').click();
  await account.getByRole('checkbox', { name: 'platform:write' }).check();
  await account.getByRole('button', { name: 'Reconnect with these scopes' }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  await expect(grantedScopes).toHaveText('platform:read platform:write');
  await consoleTab(page, 'Tools').click();
  await expect(tool(page, 'platform_prepare_campaign_status_change')).toBeVisible();

  // Page through platform_list_campaigns.
  await tool(page, 'platform_list_campaigns').click();
  const listForm = page.getByRole('form', { name: 'Arguments of platform_list_campaigns' });
  await listForm.getByLabel(/^limit/).fill('5');
  await listForm.getByRole('button', { name: 'Call tool' }).click();
  const pagination = activePanel(page).getByRole('region', { name: 'Source pagination' });
  await expect(pagination).toContainText(/offset\s*0/);
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(pagination).toContainText(/offset\s*5/);

  // A status change: prepare → diff → Apply change… → Confirm → verification.
  const campaign = await anActiveCampaign(request, member.token);
  try {
    await tool(page, 'platform_prepare_campaign_status_change').click();
    const prepareForm = page.getByRole('form', {
      name: 'Arguments of platform_prepare_campaign_status_change',
    });
    await prepareForm.getByRole('button', { name: 'Edit as JSON' }).click();
    await prepareForm
      .getByLabel('Arguments (JSON)')
      .fill(JSON.stringify({ cids: [campaign.cid], status: 'paused' }));
    await prepareForm.getByRole('button', { name: 'Prepare change' }).click();
    const diff = page.getByRole('table', { name: 'The exact change' });
    await expect(diff.getByRole('row', { name: new RegExp(`${campaign.cid}`) })).toContainText(
      'Active → Paused',
    );
    await page.getByRole('button', { name: 'Apply change…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this change?' });
    await expect(dialog).toContainText(`Pause 1 campaign: ${campaign.cid}`);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Verified: every campaign is now Paused')).toBeVisible();
  } finally {
    await setStatus(request, member.token, [campaign.cid], 1);
  }

  // A tampered state at the callback is refused, naming the step.
  // The consent answer (303 to the callback) is held back; the test loads a tampered copy.
  let callback: string | undefined;
  await page.route(`${MCP_ORIGIN}/oauth/authorize`, async (route) => {
    if (route.request().method() !== 'POST' || callback) return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    callback = answer.headers()['location'];
    // 204: the browser stays on the consent page.
    return route.fulfill({ status: 204 });
  });
  await account.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await expect.poll(() => callback).toContain('/mcp/callback?');
  const tampered = new URL(callback!);
  tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
  await page.goto(tampered.toString());
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('callback-checks');
  await expect(failure).toContainText('State and issuer checks');
  await expect(page.getByRole('link', { name: 'Back to the MCP console' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Where the tokens never went.
  expect(tokens.length).toBeGreaterThanOrEqual(4);
  const history = await page.evaluate(() => [window.location.href, String(window.history.length)]);
  const everyUrl = [...urls.visited, ...urls.requested, ...history].join('\n');
  const local = await storedText(page, 'localStorage');
  const session = await storedText(page, 'sessionStorage');
  for (const token of tokens) {
    expect(everyUrl).not.toContain(token);
    expect(local).not.toContain(token);
    expect(session).not.toContain(token);
  }
});

test('"Keep the connection on this tab" survives a reload; Disconnect forgets it', async ({
  page,
  request,
}) => {
  const member = await firstMember(request);
  await signInAndOpen(page, member);
  await page.getByRole('checkbox', { name: 'Keep the connection on this tab' }).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('acme');

  await page.reload();
  await expect(account).toContainText('acme');
  await expect(consoleTab(page, 'Tools')).toBeVisible();
  expect(await storedText(page, 'localStorage')).not.toContain('accessToken');

  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  expect(await storedText(page, 'sessionStorage')).not.toContain('accessToken');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
});
