import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import { E2E_MCP_PORT } from './fixtures/constants';

/**
 * The MCP origin's consent page in a real browser: it must work from the
 * keyboard, pass axe, and — Chromium enforces CSP form-action on the redirect
 * after a POST — actually deliver the code to the client's redirect URI.
 */
const MCP_ORIGIN = `http://localhost:${E2E_MCP_PORT}`;
const REDIRECT_URI = 'http://127.0.0.1:33418/callback';

async function authorizationUrl(request: APIRequestContext, scope: string) {
  const registered = await request.post(`${MCP_ORIGIN}/oauth/register`, {
    data: {
      client_name: 'Consent page spec',
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: 'none',
    },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL(`${MCP_ORIGIN}/oauth/authorize`);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${MCP_ORIGIN}/mcp`,
    scope,
    state,
  }))
    url.searchParams.set(name, value);
  return { url: url.toString(), state };
}

/** Stands in for the client's loopback listener: answers the redirect and records where it went. */
async function catchRedirect(page: import('@playwright/test').Page) {
  const arrived: URL[] = [];
  await page.route(`${REDIRECT_URI}**`, (route) => {
    arrived.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Done</title>ok' });
  });
  return arrived;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the consent page has no serious or critical violations (${colorScheme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme });
    const { url } = await authorizationUrl(request, 'platform:read platform:write');
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Ads');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a member picks an account and allows from the keyboard; the code reaches the redirect URI', async ({
  page,
  request,
}) => {
  const arrived = await catchRedirect(page);
  const { url, state } = await authorizationUrl(request, 'platform:read platform:write');
  await page.goto(url);
  await expect(page.getByRole('listitem').filter({ hasText: 'platform:write' })).toBeVisible();

  await page.getByRole('radio', { name: 'Demo Advertiser (uid 1001)' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Demo Advertiser (uid 1001)' })).toBeChecked();
  await page.getByRole('button', { name: 'Allow' }).focus();
  await page.keyboard.press('Enter');

  await expect.poll(() => arrived.length).toBe(1);
  const back = arrived[0]!;
  expect(back.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
  expect(back.searchParams.get('state')).toBe(state);
  expect(back.searchParams.get('iss')).toBe(MCP_ORIGIN);
});

test('Deny sends access_denied back to the client', async ({ page, request }) => {
  const arrived = await catchRedirect(page);
  const { url, state } = await authorizationUrl(request, 'platform:read');
  await page.goto(url);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect.poll(() => arrived.length).toBe(1);
  expect(arrived[0]!.searchParams.get('error')).toBe('access_denied');
  expect(arrived[0]!.searchParams.get('state')).toBe(state);
  expect(arrived[0]!.searchParams.has('code')).toBe(false);
});

test('a token of another tenant is refused on the page, which keeps the request', async ({
  page,
  request,
}) => {
  const accounts = (await (await request.get('/api/v1/demo/accounts')).json()) as {
    data: { members: { tenant: string; token: string }[] };
  };
  const globex = accounts.data.members.find((m) => m.tenant === 'globex');
  const { url } = await authorizationUrl(request, 'platform:read');
  await page.goto(url);
  await page.getByLabel('Member access token').fill(globex?.token ?? '');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('alert')).toContainText(/another tenant/i);
  await expect(page.getByLabel('Member access token')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
