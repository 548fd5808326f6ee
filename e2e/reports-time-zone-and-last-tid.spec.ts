import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { mainNav, publisherWithBothScopes, signInWithToken } from './fixtures/auth';

/** The calendar day of now in a zone, as the page should compute it. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

const table = (page: Page) => page.getByRole('table', { name: /^XML statistics per day/ });

test.describe('report time zone', () => {
  // The browser sits at UTC−11, the reports count days at UTC+14: the two
  // calendars are always at least a day apart, so a preset computed in the
  // browser's zone cannot pass by chance.
  test.use({ timezoneId: 'Pacific/Pago_Pago' });

  test('every report states its zone and "Today" is that zone\'s day', async ({
    page,
    request,
  }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, reportTimeZone: 'Pacific/Kiritimati' } });
    });
    const publisher = await publisherWithBothScopes(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { publisherKey: publisher.key });

    await mainNav(page).getByRole('link', { name: 'XML statistics' }).click();
    const zone = 'Dates are days in Pacific/Kiritimati (GMT+14).';
    await expect(page.getByText(zone)).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(zone);
    await page.getByLabel('Date range').selectOption({ label: 'Today' });
    const today = todayIn('Pacific/Kiritimati');
    expect(today).not.toBe(todayIn('Pacific/Pago_Pago'));
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
    await expectNoSeriousViolations(page, 'XML statistics with its time zone');

    await mainNav(page).getByRole('link', { name: 'Search report' }).click();
    await expect(page.getByRole('heading', { name: 'Search report' })).toBeVisible();
    await expect(page.getByText(zone)).toBeVisible();
    await page.getByLabel('Date range').selectOption({ label: 'Yesterday' });
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(
      yesterday.toISOString().slice(0, 10),
    );
  });

  test('without a setting the reports count in UTC', async ({ page, request }) => {
    const publisher = await publisherWithBothScopes(request);
    await page.goto('/sign-in');
    await signInWithToken(page, { publisherKey: publisher.key });
    await mainNav(page).getByRole('link', { name: 'Search report' }).click();
    await expect(page.getByText('Dates are days in UTC.')).toBeVisible();
    await page.getByLabel('Date range').selectOption({ label: 'Today' });
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(todayIn('UTC'));
  });
});

test('XML statistics opens on the last traffic source this key used; a refused one is not kept', async ({
  page,
  request,
}) => {
  const publisher = await publisherWithBothScopes(request);
  await page.goto('/sign-in');
  await signInWithToken(page, { publisherKey: publisher.key, keep: true });
  await mainNav(page).getByRole('link', { name: 'XML statistics' }).click();
  await expect(page.getByText('Enter a traffic source (tid) to see its statistics.')).toBeVisible();

  await page.getByLabel('Traffic source (tid)').fill('502');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table(page)).toBeVisible();
  const used = new URL(page.url()).searchParams.get('tid');

  // Another source that is not this key's: refused, and not offered next time.
  await page.getByLabel('Traffic source (tid)').fill('601');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/This traffic source is not yours/)).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Search report' }).click();
  await mainNav(page).getByRole('link', { name: 'XML statistics' }).click();
  await expect(table(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tid')).toBe(used);
  await expect(page.getByLabel('Traffic source (tid)')).toHaveValue(used ?? '');

  // A reload of the bare address (kept sign-in) opens on it too.
  await page.goto('/reports/xml');
  await expect(table(page)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tid')).toBe(used);
  await expectNoSeriousViolations(page, 'XML statistics opened on the last source');
});
