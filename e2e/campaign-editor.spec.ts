import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/axe';
import type { CampaignEditData, CampaignListRow } from '@contract/campaigns';
import { isOn } from '@contract/common';
import { expirableToken } from './fixtures/auth';
import { listCampaigns, ownMember, putCampaign, readCampaign, signIn } from './fixtures/campaigns';

// Specs run in parallel against one server database: every test here makes a
// member of its own (ownMember) and edits that member's campaigns only.

/** A member of the test's own and its first non-Active CPC/CPV campaign with bid rules. */
async function ownCampaign(request: APIRequestContext) {
  const member = await ownMember(request, 40);
  const row = (await listCampaigns(request, member.token, {})).find(
    (r: CampaignListRow) =>
      [2, 3, 4].includes(r.status) && /\b(CPC|CPV)\b/.test(r.type_name) && r.bid_control_count > 0,
  );
  if (!row) throw new Error('The test member has no non-Active CPC/CPV campaign with bid rules');
  return { member, cid: row.cid };
}

async function openEditor(page: Page, cid: number) {
  await page.goto(`/campaigns/${cid}`);
  await expect(editorForm(page, cid)).toBeVisible();
}

const editorForm = (page: Page, cid: number) =>
  page.getByRole('form', { name: `Edit campaign ${cid}` });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review changes' });
const savedAndVerified = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Saved and verified' });

/** A bid inside the type's range that differs from the current one. */
function otherBid(data: CampaignEditData): number {
  const type = data.campaign_types[String(data.campaign.type)];
  if (!type) throw new Error('The campaign type is not enabled');
  const [min, max] = [Number(type.minBid), Number(type.maxBid)];
  const bid = Math.round(((min + max) / 2) * 1000) / 1000;
  return bid === Number(data.campaign.payout) ? Math.round(((min + bid) / 2) * 1000) / 1000 : bid;
}

test('edits name and bid through review, verifies, and keeps every other field byte for byte', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  const name = `${before.campaign.name} (e2e edit)`;
  const bid = otherBid(before);
  try {
    await signIn(page, member.token);
    // From the list, as a user gets there.
    await page.goto(`/campaigns?query=${cid}`);
    await page.getByRole('link', { name: before.campaign.name, exact: true }).click();
    await expect(editorForm(page, cid)).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(before.campaign.name);
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, 'Name').fill(name);
    await field(page, 'Bid').fill(String(bid));
    await page.getByRole('button', { name: 'Save' }).click();

    const review = reviewDialog(page);
    await expect(review).toBeVisible();
    await expect(review.getByRole('rowheader')).toHaveText(['Name', 'Bid']);
    await expect(review.getByRole('row', { name: /^Name/ })).toContainText(name);
    await expect(review.getByRole('row', { name: /^Bid/ })).toContainText(String(bid));
    expect(await seriousViolations(page)).toEqual([]);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(savedAndVerified(page)).toBeVisible();
    await expect(review).toBeHidden();

    // A reload reads the campaign again: the saved values are there.
    await page.reload();
    await expect(editorForm(page, cid)).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'Bid')).toHaveValue(String(bid));

    // Everything the form did not change is exactly as it was read.
    const after = (await readCampaign(request, member.token, cid)).campaign;
    expect(Object.keys(after)).toEqual(Object.keys(before.campaign));
    expect(after.name).toBe(name);
    expect(after.payout).toBe(bid);
    expect(
      Array.isArray(before.campaign.bidControl) && before.campaign.bidControl.length,
    ).toBeTruthy();
    for (const key of ['bidControl', 'ip_whitelist', 'x_legacy_meta', 'shedule', 'geo']) {
      expect(JSON.stringify(after[key]), key).toBe(JSON.stringify(before.campaign[key]));
    }
    for (const key of Object.keys(before.campaign).filter((k) => k !== 'name' && k !== 'payout')) {
      expect(JSON.stringify(after[key]), key).toBe(JSON.stringify(before.campaign[key]));
    }
  } finally {
    await putCampaign(request, member.token, cid, before.campaign);
  }
});

test('paints the weekly schedule with the mouse and the keyboard and saves all 168 values', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 40);
  // A flat schedule: its early-morning hours are off on every day (seed).
  let before: CampaignEditData | undefined;
  for (const row of await listCampaigns(request, member.token, {})) {
    const data = await readCampaign(request, member.token, row.cid);
    // With its schedule switched on: a switched-off section's fields are disabled (issue 25).
    if (
      Array.isArray(data.campaign.shedule) &&
      data.campaign.shedule.length === 168 &&
      isOn(data.campaign.enable_shedule)
    ) {
      before = data;
      break;
    }
  }
  if (!before) throw new Error('No campaign with a flat schedule');
  const cid = Number(before.campaign.cid);
  const original = before.campaign.shedule as unknown[];
  try {
    await signIn(page, member.token);
    await openEditor(page, cid);
    const grid = page.getByRole('grid', { name: 'Schedule' });
    const cell = (name: string) => grid.getByRole('button', { name, exact: true });

    // Mouse: press on Monday 01:00 and drag to 04:00.
    await cell('Monday 01:00–02:00').hover();
    const start = await cell('Monday 01:00–02:00').boundingBox();
    const end = await cell('Monday 04:00–05:00').boundingBox();
    if (!start || !end) throw new Error('The grid is not laid out');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
    await page.mouse.up();
    for (const hour of ['01', '02', '03', '04'])
      await expect(
        cell(`Monday ${hour}:00–${String(Number(hour) + 1).padStart(2, '0')}:00`),
      ).toHaveAttribute('aria-pressed', 'true');

    // Keyboard: Space switches Tuesday 01:00 on, Shift+arrow paints the next two.
    await cell('Tuesday 01:00–02:00').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(cell('Tuesday 03:00–04:00')).toHaveAttribute('aria-pressed', 'true');
    await expect(cell('Tuesday 03:00–04:00')).toBeFocused();

    await page.getByRole('button', { name: 'Save' }).click();
    const review = reviewDialog(page);
    await expect(review.getByRole('rowheader')).toHaveText(['Schedule']);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(savedAndVerified(page)).toBeVisible();

    const after = (await readCampaign(request, member.token, cid)).campaign.shedule as unknown[];
    expect(after).toHaveLength(168);
    const painted = new Set([1, 2, 3, 4, 24 + 1, 24 + 2, 24 + 3]);
    const on = typeof original[0] === 'boolean' ? true : typeof original[0] === 'string' ? '1' : 1;
    original.forEach((value, index) => {
      expect(typeof after[index], `hour ${index}`).toBe(typeof value);
      expect(after[index], `hour ${index}`).toEqual(painted.has(index) ? on : value);
    });
  } finally {
    await putCampaign(request, member.token, cid, before.campaign);
  }
});

test('a bid outside the range is an error at the field and nothing is sent', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  const type = before.campaign_types[String(before.campaign.type)];
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') writes.push(r.url());
  });
  await signIn(page, member.token);
  await openEditor(page, cid);

  const bid = field(page, 'Bid');
  await expect(bid).toHaveAccessibleDescription(
    new RegExp(`Between ${type?.minBid} and ${type?.maxBid}`),
  );
  await bid.fill(String(Number(type?.maxBid) + 100));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(bid).toHaveAttribute('aria-invalid', 'true');
  await expect(bid).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
  await expect(reviewDialog(page)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  expect(writes).toEqual([]);
  // Keyboard only: a valid bid and Enter open the review.
  await bid.fill(String(otherBid(before)));
  await bid.press('Enter');
  await expect(reviewDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reviewDialog(page)).toBeHidden();
  expect(writes).toEqual([]);
});

test('a refusal only the server knows lands on its field (keyboard only)', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  await signIn(page, member.token);
  await openEditor(page, cid);

  // Keyboard only: Enter in a field saves, Tab reaches Confirm, Enter confirms.
  await field(page, 'Name').fill(`${before.campaign.name} [server-422]`);
  await field(page, 'Name').press('Enter');
  const confirm = reviewDialog(page).getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeVisible();
  for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Name')).toHaveValue(`${before.campaign.name} [server-422]`);
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  expect((await readCampaign(request, member.token, cid)).campaign.name).toBe(before.campaign.name);
});

test('a change made meanwhile stops the save; "Keep theirs plus my edits" saves both', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  const theirs = `${before.campaign.name} (changed meanwhile)`;
  const bid = otherBid(before);
  try {
    await signIn(page, member.token);
    await openEditor(page, cid);
    await field(page, 'Bid').fill(String(bid));
    // Someone else saves the campaign while the form is open.
    await putCampaign(request, member.token, cid, { ...before.campaign, name: theirs });

    await page.getByRole('button', { name: 'Save' }).click();
    await reviewDialog(page).getByRole('button', { name: 'Confirm' }).click();
    const conflict = page.getByRole('dialog', { name: 'The campaign changed since you opened it' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('row', { name: /^Name/ })).toContainText(theirs);
    expect(await seriousViolations(page)).toEqual([]);

    await conflict.getByRole('button', { name: 'Keep theirs plus my edits' }).click();
    const review = reviewDialog(page);
    await expect(review.getByRole('rowheader')).toHaveText(['Bid']);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(savedAndVerified(page)).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(theirs);

    const after = (await readCampaign(request, member.token, cid)).campaign;
    expect(after.name).toBe(theirs);
    expect(after.payout).toBe(bid);
  } finally {
    await putCampaign(request, member.token, cid, before.campaign);
  }
});

test('an expired session during save: a new token, Save again, nothing lost', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  const name = `${before.campaign.name} (after re-sign-in)`;
  const { token, expire } = await expirableToken(request, member);
  try {
    await signIn(page, token);
    await openEditor(page, cid);
    await field(page, 'Name').fill(name);
    await expire();

    await page.getByRole('button', { name: 'Save' }).click();
    await reviewDialog(page).getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Member access token').fill(member.token);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Name')).toHaveValue(name);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(reviewDialog(page).getByRole('rowheader')).toHaveText(['Name']);
    await reviewDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(savedAndVerified(page)).toBeVisible();
    expect((await readCampaign(request, member.token, cid)).campaign.name).toBe(name);
  } finally {
    await putCampaign(request, member.token, cid, before.campaign);
  }
});

test('unsaved edits: leaving asks first, and the draft is offered back', async ({
  page,
  request,
}) => {
  const { member, cid } = await ownCampaign(request);
  const before = await readCampaign(request, member.token, cid);
  const name = `${before.campaign.name} (draft)`;
  await signIn(page, member.token);
  await openEditor(page, cid);
  await field(page, 'Name').fill(name);

  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(`/campaigns/${cid}`);
  await expect(field(page, 'Name')).toHaveValue(name);

  await page.getByRole('link', { name: 'Back to campaigns' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);

  // Back again: the form shows the server's copy and offers the draft.
  await page.goBack();
  await expect(editorForm(page, cid)).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(before.campaign.name);
  const banner = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(banner).toContainText('You have unsaved changes from');
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(name);
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(field(page, 'Name')).toHaveValue(name);

  // Closing the tab with unsaved edits lets the browser ask.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  expect((await readCampaign(request, member.token, cid)).campaign.name).toBe(before.campaign.name);
});
