import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import type { CampaignListRow } from '@contract/campaigns';
import type { DemoMember } from './fixtures/auth';
import { listCampaigns, ownMember, setStatus, signInAt } from './fixtures/campaigns';

// Specs run in parallel against one server database: every test here works on
// a member of its own (ownMember), so no other spec sees its status changes.
async function campaigns(
  request: APIRequestContext,
  token: string,
  query: Record<string, string> = {},
): Promise<CampaignListRow[]> {
  return listCampaigns(request, token, query);
}

/** The member's first `n` Active campaigns, by cid. */
async function activeCampaigns(request: APIRequestContext, token: string, n = 1) {
  const rows = (await campaigns(request, token, { status: '1' })).slice(0, n);
  expect(rows).toHaveLength(n);
  return rows;
}

async function signIn(page: Page, who: DemoMember, path: string) {
  await signInAt(page, who, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
}

const checkbox = (page: Page, cid: number) => page.getByLabel(`Select campaign ${cid}`);
const tableRow = (page: Page, cid: number) =>
  page
    .getByRole('region', { name: 'Campaigns table' })
    .getByRole('row')
    .filter({ has: checkbox(page, cid) });
const toolbar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

/** Presses `key` until `target` has focus (keyboard-only navigation). */
async function pressUntilFocused(page: Page, key: string, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('pauses three Active campaigns and verifies the new statuses', async ({ page, request }) => {
  const acme = await ownMember(request);
  const rows = await activeCampaigns(request, acme.token, 3);
  const cids = rows.map((row) => row.cid);
  try {
    await signIn(page, acme, `/campaigns?sort=cid&order=asc&perPage=50`);
    for (const cid of cids) await checkbox(page, cid).check();
    await expect(toolbar(page)).toContainText('3 selected');
    await toolbar(page).getByRole('button', { name: 'Pause' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pause 3 campaigns?' });
    await expect(dialog).toBeVisible();
    for (const row of rows) {
      await expect(dialog.getByRole('row', { name: new RegExp(`^${row.cid} `) })).toContainText(
        'Active → Paused',
      );
    }
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      /Paused 3 campaigns — verified: all 3 now show Paused/,
    );
    await expect(dialog).toBeHidden();
    for (const cid of cids) {
      await expect(tableRow(page, cid).getByText('Paused', { exact: true })).toBeVisible();
      await expect(checkbox(page, cid)).not.toBeChecked();
    }
    await expect(toolbar(page)).toBeHidden();
  } finally {
    await setStatus(request, acme.token, cids, 1);
  }
});

test('a 0.50 balance cannot activate: the 402 is explained and nothing changes', async ({
  page,
  request,
}) => {
  // Balance 0.50: below the 1.00 an activation needs.
  const low = await ownMember(request, 20, { balanceCents: 50 });
  const paused = (await campaigns(request, low.token, { status: '3' }))[0];
  if (!paused) throw new Error('uid 1002 has no Paused campaign');
  await signIn(page, low, '/campaigns?sort=cid&order=asc');

  await checkbox(page, paused.cid).check();
  await toolbar(page).getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog', { name: `Activate campaign ${paused.cid}?` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog.getByRole('alert')).toContainText(
    'Insufficient balance: activating needs at least 1.00 available balance (available: 0.50)',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkbox(page, paused.cid)).toBeChecked();
  await expect(toolbar(page)).toContainText('1 selected');
  await expect(tableRow(page, paused.cid).getByText('Paused', { exact: true })).toBeVisible();

  await page.reload();
  await expect(tableRow(page, paused.cid).getByText('Paused', { exact: true })).toBeVisible();
  const [after] = await campaigns(request, low.token, { query: String(paused.cid) });
  expect(after?.status).toBe(3);
});

test('keyboard only: select, Pause from the toolbar, Confirm', async ({ page, request }) => {
  const acme = await ownMember(request);
  const [row] = await activeCampaigns(request, acme.token);
  const cid = row!.cid;
  try {
    await signIn(page, acme, `/campaigns?query=${cid}`);
    const box = checkbox(page, cid);
    await expect(box).toBeVisible();
    await pressUntilFocused(page, 'Tab', box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();

    const pause = toolbar(page).getByRole('button', { name: 'Pause' });
    await pressUntilFocused(page, 'Shift+Tab', pause);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Pause campaign ${cid}?` });
    await expect(dialog).toBeFocused();

    // Escape cancels and gives focus back to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeFocused();

    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    await pressUntilFocused(page, 'Tab', confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      new RegExp(`Paused 1 campaign — verified: campaign ${cid} now shows Paused`),
    );
    await expect(tableRow(page, cid).getByText('Paused', { exact: true })).toBeVisible();
  } finally {
    await setStatus(request, acme.token, [cid], 1);
  }
});

test('while the change is in flight, Escape and a second Confirm do nothing', async ({
  page,
  request,
}) => {
  const acme = await ownMember(request);
  const [row] = await activeCampaigns(request, acme.token);
  const cid = row!.cid;
  let puts = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/login/campaigns/update-status', async (route) => {
    puts += 1;
    await held;
    await route.continue();
  });
  try {
    await signIn(page, acme, `/campaigns?query=${cid}`);
    await checkbox(page, cid).check();
    await toolbar(page).getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend campaign ${cid}?` });
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const busy = dialog.getByRole('button', { name: 'Applying…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus while it works; pressing it again does nothing.
    await expect(busy).toBeFocused();
    await page.keyboard.press('Enter');
    await busy.click({ force: true });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      new RegExp(`Suspended 1 campaign — verified: campaign ${cid} now shows Suspended`),
    );
    expect(puts).toBe(1);
  } finally {
    release();
    await setStatus(request, acme.token, [cid], 1);
  }
});

test('a Pending campaign cannot be selected and says why', async ({ page, request }) => {
  const acme = await ownMember(request);
  const [pending] = await campaigns(request, acme.token, { status: '0' });
  await signIn(page, acme, `/campaigns?query=${pending!.cid}`);
  const box = checkbox(page, pending!.cid);
  await expect(box).toBeDisabled();
  await expect(box).toHaveAccessibleDescription(
    /Pending campaigns await review; members cannot change their status/,
  );
  // No status quick action; the inline Bid and Daily budget edits stay (editing is allowed).
  await expect(
    tableRow(page, pending!.cid).getByRole('button', {
      name: /^(Pause|Activate|Resume|Suspend)\b/,
    }),
  ).toHaveCount(0);
  await expect(
    tableRow(page, pending!.cid).getByRole('button', { name: /^Edit bid of campaign/ }),
  ).toBeVisible();
});

test('the row quick action pauses one campaign', async ({ page, request }) => {
  const acme = await ownMember(request);
  const [row] = await activeCampaigns(request, acme.token);
  const cid = row!.cid;
  try {
    await signIn(page, acme, `/campaigns?query=${cid}`);
    await page.getByRole('button', { name: `Pause campaign ${cid}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pause campaign ${cid}?` });
    await expect(dialog.getByRole('row', { name: new RegExp(`^${cid} `) })).toContainText(
      'Active → Paused',
    );
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'verified' })).toHaveText(
      new RegExp(`Paused 1 campaign — verified: campaign ${cid} now shows Paused`),
    );
    await expect(tableRow(page, cid).getByText('Paused', { exact: true })).toBeVisible();
    // The row now offers the way back, and has the focus (named here, so a failure
    // says where the focus went instead).
    await expect(page.getByRole('button', { name: `Activate campaign ${cid}` })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return (
            focused?.getAttribute('aria-label') ??
            `${focused?.tagName}: ${focused?.textContent?.slice(0, 60)}`
          );
        }),
      )
      .toBe(`Activate campaign ${cid}`);
  } finally {
    await setStatus(request, acme.token, [cid], 1);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('toolbar and dialog have no serious or critical axe violations', async ({
      page,
      request,
    }) => {
      const acme = await ownMember(request);
      const rows = await campaigns(request, acme.token, { perPage: '20' });
      await signIn(page, acme, '/campaigns?sort=cid&order=asc');
      const picked = rows.filter((r) => r.status !== 0).slice(0, 2);
      for (const r of picked) await checkbox(page, r.cid).check();
      await expect(toolbar(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Nothing is confirmed: the dialog is only looked at, then cancelled.
      await toolbar(page).getByRole('button', { name: 'Suspend' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
}
