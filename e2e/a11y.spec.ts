import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import {
  firstMember,
  mainNav,
  publisherWithBothScopes,
  signInWithToken,
  startSignedIn,
} from './fixtures/auth';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('the sign-in page has no serious or critical violations', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // With field errors shown, too.
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByLabel('Member access token')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the shell has no serious or critical violations', async ({ page, request }) => {
      const member = await firstMember(request);
      const publisher = await publisherWithBothScopes(request);
      await page.goto('/sign-in');
      await signInWithToken(page, { memberToken: member.token, publisherKey: publisher.key });
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByText(/^\d+ campaigns?$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the skip link moves focus to the main content', async ({ page, request }) => {
  const member = await firstMember(request);
  await startSignedIn(page, { memberToken: member.token });
  await page.goto('/');
  await expect(mainNav(page)).toBeVisible();
  // A fresh load: focus starts at the top of the document, before the skip link.
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('on a narrow screen the navigation collapses behind "Menu"', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const member = await firstMember(request);
  await page.goto('/sign-in');
  await signInWithToken(page, { memberToken: member.token });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
  await menu.click();
  await mainNav(page).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
});

test('after a navigation from the keyboard, focus lands on the new page heading', async ({
  page,
  request,
}) => {
  const member = await firstMember(request);
  await page.goto('/sign-in');
  await signInWithToken(page, { memberToken: member.token });
  const link = mainNav(page).getByRole('link', { name: 'Campaigns' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeFocused();
});
