import { expect, test, type Page } from '@playwright/test';
import {
  demoAccounts,
  firstMember,
  mainNav,
  signInWithToken,
  startSignedIn,
  storedText,
  type DemoMember,
} from './fixtures/auth';
import { expectNoSeriousViolations } from './fixtures/axe';
import { listCampaigns, ownMember, setStatus } from './fixtures/campaigns';
import { E2E_MCP_PORT } from './fixtures/constants';
import {
  activePanel,
  allowOnConsentPage,
  captureIssuedTokens,
  consoleTab,
  expectTokensNowhere,
  openStepLog,
  recordOAuthRequests,
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
  await startSignedIn(page, { memberToken: member.token });
  await page.goto('/mcp');
  await expect(page.getByRole('heading', { level: 1, name: 'MCP console' })).toBeVisible();
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * Back on /mcp after the callback: its address (code, state) was replaced,
 * not pushed. Every address the tab showed after it is clean, and the
 * history grew by two entries only: the consent page and the callback's
 * entry, now /mcp.
 */
async function expectCallbackReplaced(
  page: Page,
  visited: readonly string[],
  lengthBeforeConnect: number,
) {
  let at = -1;
  visited.forEach((url, index) => {
    if (new URL(url).pathname === '/mcp/callback' && url.includes('code=')) at = index;
  });
  expect(at, 'the callback was visited').toBeGreaterThanOrEqual(0);
  const after = visited.slice(at + 1);
  expect(after.length).toBeGreaterThan(0);
  for (const url of [...after, page.url()]) expect(url).not.toMatch(/[?&](code|state|iss)=/);
  expect(await historyLength(page)).toBe(lengthBeforeConnect + 2);
}

const tokenPosts = (sent: readonly { method: string; url: string }[]) =>
  sent.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/oauth/token').length;

const tool = (page: Page, name: string) =>
  activePanel(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });

// One long story: every step builds on the connection the previous one made.
test('connect, browse, page, change a status under the write rules; tokens stay out of URLs and storage', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A member of its own: the status change below touches no other spec's rows.
  const member = await ownMember(request);
  const tokens = captureIssuedTokens(page);
  const urls = recordUrls(page);
  const oauth = recordOAuthRequests(page);
  await signInAndOpen(page, member);

  // Status of the origin, before any connection.
  const status = page.getByRole('region', { name: 'Origin status' });
  await expect(status).toContainText(MCP_ORIGIN);
  await expect(status).toContainText('ok (the server answers)');
  await expect(status).toContainText('ready');
  await expectNoSeriousViolations(page, 'the MCP console');

  // Connect with the read scope only.
  await expect(page.getByRole('checkbox', { name: 'platform:read' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'platform:read' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'platform:write' })).not.toBeChecked();
  let lengthBefore = await historyLength(page);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN, member);
  await page.waitForURL('**/mcp');

  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('acme');
  // The grant is the test member's own: the status change below is made on its campaigns.
  await expect(account).toContainText(`${member.name} (uid ${member.uid}`);
  const grantedScopes = account.locator('dt:text-is("Scopes") + dd');
  await expect(grantedScopes).toHaveText('platform:read');
  await expect(account).toBeFocused();
  // Right after the connect: the tokens are in memory only, and the callback left no trace.
  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(2);
  await expectTokensNowhere(page, tokens);
  await expectCallbackReplaced(page, urls.visited, lengthBefore);

  const log = await openStepLog(page);
  for (const step of STEPS)
    await expect(log.getByRole('listitem').filter({ hasText: `(${step})` })).toContainText('Done:');

  await consoleTab(page, 'Tools').click();
  await expect(tool(page, 'platform_list_campaigns')).toBeVisible();
  await expect(tool(page, 'platform_whoami')).toBeVisible();
  await expect(activePanel(page)).not.toContainText('platform_prepare_campaign_status_change');
  await expect(activePanel(page)).not.toContainText('platform_apply_campaign_status_change');
  await expectNoSeriousViolations(page, 'the MCP console');

  // Reconnect with platform:write: the write tools appear.
  await account.getByText('Change scopes').click();
  await account.getByRole('checkbox', { name: 'platform:write' }).check();
  lengthBefore = await historyLength(page);
  const issuedBefore = tokens.length;
  await account.getByRole('button', { name: 'Reconnect with these scopes' }).click();
  await allowOnConsentPage(page, MCP_ORIGIN, member);
  await page.waitForURL('**/mcp');
  await expect(grantedScopes).toHaveText('platform:read platform:write');
  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(issuedBefore + 2);
  await expectTokensNowhere(page, tokens);
  await expectCallbackReplaced(page, urls.visited, lengthBefore);
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
  const [campaign] = await listCampaigns(request, member.token, { status: '1' });
  if (!campaign) throw new Error('The test member has no Active campaign');
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
    await expectNoSeriousViolations(page, 'the MCP console');
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
  await allowOnConsentPage(page, MCP_ORIGIN, member);
  await expect.poll(() => callback).toContain('/mcp/callback?');
  const tampered = new URL(callback!);
  tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
  const exchangesBefore = tokenPosts(oauth);
  await page.goto(tampered.toString());
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('callback-checks');
  await expect(failure).toContainText('State and issuer checks');
  await expect(failure).toContainText('state does not match');
  await expect(page.getByRole('link', { name: 'Back to the MCP console' })).toBeVisible();
  // The code of a refused answer is never exchanged, and its address leaves the bar.
  expect(tokenPosts(oauth)).toBe(exchangesBefore);
  await expect(page).toHaveURL(/\/mcp\/callback$/);
  await expectNoSeriousViolations(page, 'the MCP console');

  // Where the tokens never went.
  expect(tokens.length).toBeGreaterThanOrEqual(4);
  const everyUrl = [...urls.visited, ...urls.requested, page.url()].join('\n');
  for (const token of tokens) expect(everyUrl).not.toContain(token);
  await expectTokensNowhere(page, tokens);
});

test('"Keep the connection on this tab" survives a reload; Reconnect revokes the old grant only after the new one is stored; Disconnect forgets it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await firstMember(request);
  const tokens = captureIssuedTokens(page);
  const oauth = recordOAuthRequests(page);
  await signInAndOpen(page, member);
  await page.getByRole('checkbox', { name: 'Keep the connection on this tab' }).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('acme');
  // Kept in this tab's sessionStorage by the user's choice; never localStorage or the document.
  await expect.poll(() => tokens.length).toBeGreaterThanOrEqual(2);
  await expectTokensNowhere(page, tokens, { keptInSessionStorage: true });
  const [, firstRefresh] = tokens;
  if (!firstRefresh) throw new Error('the first exchange issued no refresh token');

  await page.reload();
  await expect(account).toContainText('acme');
  await expect(consoleTab(page, 'Tools')).toBeVisible();
  expect(await storedText(page, 'localStorage')).not.toContain('accessToken');

  // Reconnect: the old grant is revoked once the new connection is stored, not before.
  const revokesOf = (token: string) =>
    oauth.findIndex((r) => new URL(r.url).pathname === '/oauth/revoke' && r.body.includes(token));
  await account.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await page.waitForURL(`${MCP_ORIGIN}/oauth/authorize**`);
  expect(revokesOf(firstRefresh)).toBe(-1);
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  await expect(account).toContainText('acme');
  await expect.poll(() => revokesOf(firstRefresh)).toBeGreaterThanOrEqual(0);
  const exchanges = oauth.filter((r) => new URL(r.url).pathname === '/oauth/token');
  expect(oauth.indexOf(exchanges.at(-1)!)).toBeLessThan(revokesOf(firstRefresh));
  await expectTokensNowhere(page, tokens, { keptInSessionStorage: true });
  // What comes back after a reload is the new connection, which works.
  await page.reload();
  await expect(account).toContainText('Demo Advertiser (uid 1001');
  expect(await storedText(page, 'sessionStorage')).not.toContain(firstRefresh);

  await account.getByRole('button', { name: 'Disconnect' }).click();
  const connect = page.getByRole('button', { name: 'Connect', exact: true });
  await expect(connect).toBeVisible();
  await expect(connect).toBeFocused();
  expect(await storedText(page, 'sessionStorage')).not.toContain('accessToken');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
});

test('signing out forgets the connection kept on this tab: the next member finds neither it nor the history', async ({
  page,
  request,
}) => {
  const members = (await demoAccounts(request)).members;
  const [first] = members;
  if (!first) throw new Error('The demo API lists no member');
  const next = members[1] ?? first;
  await signInAndOpen(page, first);
  await page.getByRole('checkbox', { name: 'Keep the connection on this tab' }).check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await allowOnConsentPage(page, MCP_ORIGIN);
  await page.waitForURL('**/mcp');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('acme');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('platform_whoami');
  expect(await storedText(page, 'sessionStorage')).toContain('adpanel.mcp.connection');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in**');
  expect(await storedText(page, 'sessionStorage')).not.toContain('adpanel.mcp.');

  // The next member, in the same page (memory included): no connection, no history.
  await signInWithToken(page, { memberToken: next.token });
  await mainNav(page).getByRole('link', { name: 'MCP console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MCP console' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toHaveCount(0);
  await expect(history).toContainText('No calls yet in this session.');
  await expect(history).not.toContainText('platform_whoami');
});
