import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CampaignListRow } from '@contract/campaigns';
import { expectNoSeriousViolations } from './fixtures/axe';
import { listCampaigns, ownMember, signIn } from './fixtures/campaigns';

// Issue 16: the editor's section list, its counts, and a Save bar that never
// covers a field. Nothing here saves: each test has a member of its own and
// only reads that member's campaign.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** A campaign with many sections: CPC/CPV with bid rules (so "Bid control" shows too). */
async function openLongEditor(
  page: Page,
  request: APIRequestContext,
  viewport: { width: number; height: number },
) {
  const member = await ownMember(request, 20);
  const row = (await listCampaigns(request, member.token, {})).find(
    (r: CampaignListRow) => /\b(CPC|CPV)\b/.test(r.type_name) && r.bid_control_count > 0,
  );
  if (!row) throw new Error('The test member has no CPC/CPV campaign with bid rules');
  // Signed in wide: at 390 px the shell's own navigation is behind "Menu".
  await page.setViewportSize(WIDE);
  await signIn(page, member.token);
  await page.setViewportSize(viewport);
  await page.goto(`/campaigns/${row.cid}`);
  const form = page.getByRole('form', { name: `Edit campaign ${row.cid}` });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(row.name);
  return form;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const saveBar = (page: Page) =>
  // The bar holds the row the Save button is in.
  page.getByRole('button', { name: 'Save', exact: true }).locator('xpath=../..');

test.describe('wide screen (1,440 px)', () => {
  const openEditor = (page: Page, request: APIRequestContext) =>
    openLongEditor(page, request, WIDE);

  test('the section list names the form sections, jumps, focuses and marks the current one', async ({
    page,
    request,
  }) => {
    const form = await openEditor(page, request);
    const headings = await form.getByRole('heading', { level: 2 }).allTextContents();
    const links = sections(page).getByRole('link');
    await expect(links).toHaveText(headings);
    await expect(sections(page).getByRole('button', { name: 'Sections' })).toBeHidden();

    const last = headings.at(-1) ?? '';
    await sections(page).getByRole('link', { name: last }).click();
    const heading = form.getByRole('heading', { level: 2, name: last });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(sections(page).getByRole('link', { name: last })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // The side column stays on screen while the page is scrolled.
    await expect(sections(page)).toBeInViewport();

    // Keyboard: Enter on a link does the same.
    await sections(page).getByRole('link', { name: 'Budget' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { level: 2, name: 'Budget' })).toBeFocused();

    // Scrolling back up makes Basics current again (IntersectionObserver).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sections(page).getByRole('link', { name: 'Basics' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('counts the error of a bad bid and the unsaved changes per section', async ({
    page,
    request,
  }) => {
    const form = await openEditor(page, request);
    await form.getByLabel('Name', { exact: true }).fill('Navigation e2e');
    await form.getByLabel('Bid', { exact: true }).fill('100000');
    await expect(
      sections(page).getByRole('link', { name: 'Basics, 2 unsaved changes' }),
    ).toBeVisible();
    await expect(saveBar(page)).toContainText('2 unsaved changes');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByLabel('Bid', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      sections(page).getByRole('link', { name: 'Basics, 1 error, 2 unsaved changes' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Review changes' })).toBeHidden();
  });

  test('scrolled to the bottom, the Save bar leaves the last field visible', async ({
    page,
    request,
  }) => {
    const form = await openEditor(page, request);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastField = form.locator('[data-field-keys]').last();
    await expect(lastField).toBeInViewport();
    const field = await lastField.boundingBox();
    const bar = await saveBar(page).boundingBox();
    if (!field || !bar) throw new Error('The last field or the Save bar has no box');
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);
    // A focused field is scrolled clear of the bar by the bar's measured height.
    const padding = await page.evaluate(() =>
      parseFloat(document.documentElement.style.scrollPaddingBottom),
    );
    expect(padding).toBeGreaterThanOrEqual(bar.height);
  });

  test('no serious or critical axe finding, light and dark', async ({ page, request }) => {
    test.slow();
    await openEditor(page, request);
    await expectNoSeriousViolations(page, 'editor with its section list at 1,440 px');
  });
});

test.describe('narrow screen (390 px)', () => {
  const openEditor = (page: Page, request: APIRequestContext) =>
    openLongEditor(page, request, NARROW);

  test('the section list is a menu that works by keyboard', async ({ page, request }) => {
    const form = await openEditor(page, request);
    const menu = sections(page).getByRole('button', { name: 'Sections' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections(page).getByRole('link')).toHaveCount(0);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(sections(page).getByRole('link', { name: 'Basics' })).toBeFocused();
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const second = sections(page).getByRole('link').nth(1);
    await expect(second).toBeFocused();
    const name = (await second.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const heading = form.getByRole('heading', { level: 2, name });
    await expect(heading).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The heading lands below the sticky menu bar, not under it.
    const bar = await sections(page).boundingBox();
    const box = await heading.boundingBox();
    if (!bar || !box) throw new Error('The menu bar or the heading has no box');
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  });

  // Two tests, not one: four axe runs on two busy cores outgrow even a slow test's time.
  test('no serious or critical axe finding, light and dark', async ({ page, request }) => {
    test.slow();
    await openEditor(page, request);
    await expectNoSeriousViolations(page, 'editor at 390 px');
  });

  test('no serious or critical axe finding with the section menu open', async ({
    page,
    request,
  }) => {
    test.slow();
    await openEditor(page, request);
    await sections(page).getByRole('button', { name: 'Sections' }).click();
    await expect(sections(page).getByRole('link', { name: 'Basics' })).toBeVisible();
    await expectNoSeriousViolations(page, 'editor at 390 px, section menu open');
  });
});
