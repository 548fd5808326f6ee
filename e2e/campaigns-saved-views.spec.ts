import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { mainNav } from './fixtures/auth';
import { ownMember, signInAt } from './fixtures/campaigns';

// "Save view" and "Views" (issue 25 item 4): a member names the list's filters,
// sort, columns and density, makes it the default, and the Campaigns link opens it.

test('a saved default view opens from the Campaigns link, and "Views" switches between views from the keyboard', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 5);
  await signInAt(page, member, '/campaigns?status=1&sort=name&order=asc');
  const table = page.getByRole('table', { name: 'Campaigns' });
  await expect(table).toHaveAttribute('aria-busy', 'false');

  // Website shown (hidden by default), rows Comfortable.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Website' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Density' }).selectOption('Comfortable');
  await expect(table.getByRole('columnheader', { name: 'Website' })).toBeVisible();

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog).toContainText('Filters: Status Active');
  await expect(dialog).toContainText('Sorted by Name, ascending');
  await dialog.getByLabel('View name').fill('Active by name');
  await dialog.getByRole('checkbox', { name: 'Open this view by default' }).check();
  await expectNoSeriousViolations(page, 'campaigns, Save view dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Showing view “Active by name”.' }),
  ).toBeVisible();

  // A second view: the bare list, compact.
  await page.goto('/campaigns?perPage=50');
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('combobox', { name: 'Density' }).selectOption('Compact');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save view' }).click();
  await dialog.getByLabel('View name').fill('Fifty');
  await dialog.getByLabel('View name').press('Enter');
  await expect(dialog).toBeHidden();

  // Elsewhere, then the Campaigns link: the default view, filters, columns and density.
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/[?&]status=1/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Density' })).toHaveValue('comfortable');
  await expect(table.getByRole('columnheader', { name: 'Website' })).toBeVisible();

  // "Views" from the keyboard: open, pick the other view, focus back on the button.
  const views = page.getByRole('button', { name: 'Views' });
  await views.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Saved views' });
  await expect(list.getByRole('button', { name: /^Active by name/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSeriousViolations(page, 'campaigns, Views menu open');
  await list.getByRole('button', { name: /^Fifty/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/perPage=50/);
  await expect(page).not.toHaveURL(/status=/);
  await expect(views).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Density' })).toHaveValue('compact');
  await expect(table.getByRole('columnheader', { name: 'Website' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Showing view “Fifty”.' })).toBeVisible();
});
