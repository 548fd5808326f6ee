import { expect, test } from '@playwright/test';
import {
  demoAccounts,
  firstMember,
  mainNav,
  memberButtonName,
  publisherWithBothScopes,
  expirableToken,
  keepSignedInBox,
  signInWithToken,
  storedText,
} from './fixtures/auth';

test.describe('signing in', () => {
  test('a demo account signs in with one click and reaches the shell', async ({
    page,
    request,
  }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: memberButtonName(member) }).click();

    await expect(mainNav(page).getByRole('link', { name: 'Campaigns' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(
      `${member.name} · ${member.tenant} · uid ${member.uid}`,
    );
  });

  test('a pasted member token signs in', async ({ page, request }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { memberToken: member.token });

    await expect(mainNav(page).getByRole('link', { name: 'Campaigns' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toHaveCount(0);
    await expect(page.getByText(/^\d+ campaigns?$/)).toBeVisible();
  });

  test('a bad token is rejected at the field and the page stays', async ({ page }) => {
    await page.goto('/sign-in');
    await signInWithToken(page, { memberToken: 'not-a-real-token' });

    const field = page.getByLabel('Member access token');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^The member access token was rejected: .+/)).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
  });

  test('a publisher key shows the report navigation', async ({ page, request }) => {
    const publisher = await publisherWithBothScopes(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { publisherKey: publisher.key });

    await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Search report' })).toBeVisible();
    // The MCP console is a member's (its tools act on campaigns).
    await expect(mainNav(page).getByRole('link', { name: 'MCP console' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Campaigns' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText(
      `Publisher key …${publisher.key.slice(-4)}`,
    );
  });

  test('an unknown publisher key is rejected with the server message', async ({ page }) => {
    await page.goto('/sign-in');
    await signInWithToken(page, { publisherKey: 'pk_unknown_0000' });
    await expect(page.getByText(/^The publisher API key was rejected: .+/)).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
  });

  test('a key without the Search scope (403) is still a valid key', async ({ page, request }) => {
    const { publishers } = await demoAccounts(request);
    const xmlOnly = publishers.find(
      (p) => p.scopes.length === 1 && p.scopes[0] === 'publisher:xml:read',
    );
    // The seed always has one (Contoso XML): its absence is a failure, not a skip.
    expect(xmlOnly, 'the demo API lists an XML-only key').toBeDefined();
    await page.goto('/sign-in');
    await signInWithToken(page, { publisherKey: xmlOnly?.key });
    await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toBeVisible();
  });
});

test.describe('staying signed in', () => {
  test('sign-out clears the credentials and a reload lands on sign-in', async ({
    page,
    request,
  }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { memberToken: member.token });
    await expect(mainNav(page)).toBeVisible();
    expect(await storedText(page, 'sessionStorage')).toContain(member.token);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await storedText(page, 'sessionStorage')).not.toContain(member.token);
    // The box stays as it was (ticked) for the next sign-in on this tab.
    await expect(keepSignedInBox(page)).toBeChecked();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/sign-in?redirect=%2F');
  });

  test('by default a reload of a signed-in page stays signed in, kept in this tab only', async ({
    page,
    request,
  }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    // Nothing ticked by the user: the box opens ticked.
    await expect(keepSignedInBox(page)).toBeChecked();
    await signInWithToken(page, { memberToken: member.token });
    await expect(mainNav(page)).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/^[^?]*\/campaigns(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    expect(await storedText(page, 'sessionStorage')).toContain(member.token);
    expect(await storedText(page, 'localStorage')).not.toContain(member.token);

    // This tab only: a new tab of the same browser context starts signed out.
    const other = await page.context().newPage();
    await other.goto('/campaigns');
    await expect(other).toHaveURL('/sign-in?redirect=%2Fcampaigns');
    await other.close();
  });

  test('unticked (a shared computer), a reload signs out and the box stays unticked on this tab', async ({
    page,
    request,
  }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { memberToken: member.token, keep: false });
    await expect(mainNav(page)).toBeVisible();
    expect(await storedText(page, 'sessionStorage')).not.toContain(member.token);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await storedText(page, 'sessionStorage')).not.toContain(member.token);
    expect(await storedText(page, 'localStorage')).not.toContain(member.token);
    await expect(keepSignedInBox(page)).not.toBeChecked();

    // Signed in again as the box now opens, then out: still unticked for the next one.
    await signInWithToken(page, { memberToken: member.token });
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(keepSignedInBox(page)).not.toBeChecked();
  });

  test('on /sign-in while signed in the page offers to continue', async ({ page, request }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { memberToken: member.token, keep: true });
    await expect(mainNav(page)).toBeVisible();

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'You are already signed in' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('deep links', () => {
  test('/campaigns loaded directly asks to sign in, then returns there', async ({
    page,
    request,
  }) => {
    const member = await firstMember(request);
    await page.goto('/campaigns');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fcampaigns');

    await page.getByRole('button', { name: memberButtonName(member) }).click();
    await expect(page).toHaveURL('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page, request }) => {
    const member = await firstMember(request);
    await page.goto('/sign-in?redirect=https%3A%2F%2Fevil.example%2F');
    await page.getByRole('button', { name: memberButtonName(member) }).click();
    await expect(page).toHaveURL('/');
  });

  test('a publisher-only session is sent to sign-in for campaigns', async ({ page, request }) => {
    const publisher = await publisherWithBothScopes(request);
    await page.goto('/sign-in?redirect=%2Fcampaigns');
    await signInWithToken(page, { publisherKey: publisher.key });
    await expect(page).toHaveURL('/sign-in?redirect=%2Fcampaigns');
    await expect(page.getByRole('heading', { name: 'You are already signed in' })).toBeVisible();
  });
});

test('an expired session is renewed in a dialog without leaving the page', async ({
  page,
  request,
}) => {
  const member = await firstMember(request);
  const { token, expire } = await expirableToken(request, member);
  await page.goto('/sign-in');
  await signInWithToken(page, { memberToken: token });
  await expect(page.getByText(/^\d+ campaigns?$/)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'MCP console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MCP console' })).toBeVisible();
  await expire();

  // Back home: the campaign count is fetched again and the server answers 401.
  await page.getByRole('link', { name: 'adpanel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/');

  await dialog.getByLabel('Member access token').fill(member.token);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/^\d+ campaigns?$/)).toBeVisible();
});

test('credentials never reach localStorage, the URL or the console', async ({ page, request }) => {
  const member = await firstMember(request);
  const publisher = await publisherWithBothScopes(request);
  const secrets = [member.token, publisher.key];
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const visitedUrls: string[] = [];
  page.on('framenavigated', (frame) => visitedUrls.push(frame.url()));

  await page.goto('/campaigns');
  // The box as it opens (ticked): kept in this tab's sessionStorage.
  await signInWithToken(page, { memberToken: member.token, publisherKey: publisher.key });
  await expect(page).toHaveURL('/campaigns');
  await mainNav(page).getByRole('link', { name: 'Search report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search report' })).toBeVisible();
  await page.reload();
  await expect(mainNav(page)).toBeVisible();

  const local = await storedText(page, 'localStorage');
  const urls = [...visitedUrls, page.url()].join('\n');
  for (const secret of secrets) {
    expect(local).not.toContain(secret);
    expect(urls).not.toContain(secret);
    expect(logged.join('\n')).not.toContain(secret);
  }
  // The kept copy lives in this tab's sessionStorage only.
  expect(await storedText(page, 'sessionStorage')).toContain(member.token);
});
