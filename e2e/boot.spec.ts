import { expect, test } from '@playwright/test';
import { firstMember, mainNav, publisherWithBothScopes, signInWithToken } from './fixtures/auth';

test('an invalid config.json shows a configuration error naming the problem', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: '/pub', mcpOrigin: 'http://localhost:8788' } }),
  );
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Configuration error: .*baseUrl/ }),
  ).toBeVisible();
  await expect(page.getByText(/config\.json beside index\.html/)).toBeVisible();
});

test('a missing config.json says so', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/sign-in');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Configuration error: .*HTTP 404/ }),
  ).toBeVisible();
});

test('a nested deep link loads the app and returns there after sign-in', async ({
  page,
  request,
}) => {
  const publisher = await publisherWithBothScopes(request);
  await page.goto('/reports/search');
  // The report page may first pin its default range into the URL; the redirect keeps it.
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Freports%2Fsearch(%3F|$)/);
  await signInWithToken(page, { publisherKey: publisher.key });
  await expect(page).toHaveURL(/\/reports\/search(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search report' })).toBeVisible();
});

test('a campaign id that is not a number is explained', async ({ page, request }) => {
  const member = await firstMember(request);
  await page.goto('/sign-in');
  await signInWithToken(page, { memberToken: member.token, keep: true });
  // Only a finished sign-in has stored the token the next full load reads.
  await expect(mainNav(page)).toBeVisible();
  await page.goto('/campaigns/abc');
  await expect(
    page.getByText('"abc" is not a campaign id (a positive whole number).'),
  ).toBeVisible();
  await page.goto('/campaigns/42');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign 42' })).toBeVisible();
});
