import { expect, test } from '@playwright/test';
import { demoAccounts, firstMember, mainNav, signInWithToken } from './fixtures/auth';

// Issue 18 item 1: the navigation shows what the credentials can open.

async function publisherWith(
  request: Parameters<typeof demoAccounts>[0],
  scopes: readonly string[],
) {
  const found = (await demoAccounts(request)).publishers.find(
    (p) => p.scopes.length === scopes.length && scopes.every((s) => p.scopes.includes(s)),
  );
  if (!found) throw new Error(`No demo publisher with exactly ${scopes.join(', ')}`);
  return found;
}

test('an XML-only key sees no Search report link, and a direct visit explains the scope', async ({
  page,
  request,
}) => {
  const publisher = await publisherWith(request, ['publisher:xml:read']);
  await page.goto('/sign-in');
  // Kept on the tab: the direct visit below is a new page load.
  await signInWithToken(page, { publisherKey: publisher.key, keep: true });

  await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Search report' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'MCP console' })).toHaveCount(0);

  await page.goto('/reports/search');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This API key has no access to the Search report' }),
  ).toBeVisible();
  await expect(page.getByText(/lacks the publisher:search:read scope/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
});

test('a Search-only key sees no XML statistics link', async ({ page, request }) => {
  const publisher = await publisherWith(request, ['publisher:search:read']);
  await page.goto('/sign-in');
  await signInWithToken(page, { publisherKey: publisher.key });

  await expect(mainNav(page).getByRole('link', { name: 'Search report' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toHaveCount(0);
});

test('the MCP console is offered to members, and a publisher key alone is sent to sign in', async ({
  page,
  request,
}) => {
  const publisher = await publisherWith(request, ['publisher:xml:read', 'publisher:search:read']);
  await page.goto('/sign-in');
  await expect(
    page.getByText('Opens Campaigns, Activity and the MCP console.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('Opens XML statistics and the Search report, each where the key has its scope.'),
  ).toBeVisible();
  await signInWithToken(page, { publisherKey: publisher.key, keep: true });
  // Signed in once the key's own link shows: leaving before that abandons the sign-in
  // (its check was still in flight), and the member sign-in below would then find no key.
  await expect(mainNav(page).getByRole('link', { name: 'XML statistics' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'MCP console' })).toHaveCount(0);
  await page.goto('/mcp');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  const member = await firstMember(request);
  await signInWithToken(page, { memberToken: member.token, keep: true });
  await expect(mainNav(page).getByRole('link', { name: 'MCP console' })).toBeVisible();
  // Both report links stay: the key was found to have both scopes.
  await expect(mainNav(page).getByRole('link', { name: 'Search report' })).toBeVisible();
});
