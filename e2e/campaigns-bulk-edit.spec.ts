import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { shortLivedToken } from './fixtures/auth';
import {
  borrowCampaigns,
  listCampaigns,
  ownMember,
  putCampaign,
  rawCampaign,
  readCampaign,
  signInAt,
} from './fixtures/campaigns';

// Specs run in parallel on one server database. Every test here makes a member
// of its own (ownMember: 60 campaigns of every type), takes a slice of its
// non-Pending campaigns and tags their names so the table lists exactly them.

async function ownSlice(
  request: APIRequestContext,
  token: string,
  from: number,
  n: number,
  types?: string,
) {
  const filter: Record<string, string> = types ? { types } : {};
  const pages = await Promise.all(
    ['1', '2'].map((page) => listCampaigns(request, token, { ...filter, page })),
  );
  const rows = pages.flat().filter((row) => row.status !== 0);
  const slice = from < 0 ? rows.slice(from) : rows.slice(from, from + n);
  expect(slice).toHaveLength(n);
  return slice.map((row) => row.cid);
}

/** maxBid of the campaign's own type, from its read (never hard-coded). */
async function maxBidOf(request: APIRequestContext, token: string, cid: number) {
  const response = await request.get(`/api/v1/login/campaigns/${cid}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { campaign: { type: number }; campaign_types: Record<string, { maxBid: number }> };
  };
  return Number(data.campaign_types[String(data.campaign.type)]?.maxBid);
}

/** Borrows the campaigns and tags their names, so `?query=<tag>` lists exactly them. */
async function tagged(request: APIRequestContext, token: string, cids: number[], tag: string) {
  const loan = await borrowCampaigns(request, token, cids);
  for (const [cid, campaign] of loan.saved) {
    await putCampaign(request, token, cid, { ...campaign, name: `${tag} ${cid}` });
  }
  return loan;
}

const dialogOf = (page: Page) => page.getByRole('dialog');
const toolbar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });

async function selectAllOnPage(page: Page, count: number) {
  await page.getByRole('checkbox', { name: 'Select all campaigns on this page' }).check();
  await expect(toolbar(page)).toContainText(`${count} selected`);
}

async function bidIncrease(page: Page, percent: string) {
  const dialog = dialogOf(page);
  await dialog.getByRole('checkbox', { name: 'Bid' }).check();
  await dialog.getByLabel('How to change the bid').selectOption('Increase by %');
  await dialog.getByLabel('Bid value').fill(percent);
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
}

test('bid +10 % on 30 campaigns: clamped ones said, server refusals listed, the rest verified, nothing else changed', async ({
  page,
  request,
}) => {
  // 30 campaigns borrowed and put back over HTTP, and axe in two colour schemes three times.
  test.setTimeout(120_000);
  const member = await ownMember(request, 60);
  // Mixed types: each is clamped to its own type's maximum. Two Push CPC ones
  // (maximum 2) are moved near it.
  const [high1, high2] = (await ownSlice(request, member.token, 0, 2, '1')) as [number, number];
  const others = (await ownSlice(request, member.token, 0, 40)).filter(
    (cid) => cid !== high1 && cid !== high2,
  );
  const cids = [high1, high2, ...others.slice(0, 28)];
  const tag = 'BULK-E2E-A';
  const loan = await tagged(request, member.token, cids, tag);
  const [capped1, capped2] = others as [number, number];
  try {
    for (const [cid, fields] of [
      [high1, { payout: 1.95 }],
      [high2, { payout: 1.9 }],
      // The reference API's "[bid-cap]" test hook refuses a bid increase with 422.
      [capped1, { name: `${tag} ${capped1} [bid-cap]` }],
      [capped2, { name: `${tag} ${capped2} [bid-cap]` }],
    ] as const) {
      await putCampaign(request, member.token, cid, {
        ...(await rawCampaign(request, member.token, cid)),
        ...fields,
      });
    }
    const before = new Map<number, Record<string, unknown>>();
    const maxBid = new Map<number, number>();
    for (const cid of cids) {
      before.set(cid, await rawCampaign(request, member.token, cid));
      maxBid.set(cid, await maxBidOf(request, member.token, cid));
    }

    await signInAt(page, member, `/campaigns?query=${tag}&perPage=50`);
    await selectAllOnPage(page, 30);
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    await expect(dialogOf(page)).toHaveAccessibleName('Edit 30 campaigns');
    await expectNoSeriousViolations(page, 'bulk edit: choose');
    await bidIncrease(page, '10');

    const dialog = dialogOf(page);
    await expect(dialog.getByRole('status').first()).toContainText(
      '30 campaigns will change, 0 skipped',
    );
    const preview = dialog.getByRole('table', { name: 'Preview of the changes' });
    await expect(preview.getByRole('row', { name: new RegExp(`^${high1} `) })).toContainText(
      'Bid: 1.95 → 2',
    );
    await expect(preview.getByRole('row', { name: new RegExp(`^${high1} `) })).toContainText(
      'lowered to the maximum 2 of Push CPC',
    );
    await expectNoSeriousViolations(page, 'bulk edit: preview');

    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(dialog.getByRole('heading', { name: 'Result' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(/^Done\./)).toContainText('Saved and verified: 28');
    await expect(dialog.getByText(/^Done\./)).toContainText('Failed: 2');
    await dialog.getByLabel('Show').selectOption({ label: 'Not saved (2)' });
    const result = dialog.getByRole('table', { name: 'Result of the changes' });
    await expect(result.getByRole('row', { name: new RegExp(`^${capped1} `) })).toContainText(
      'Failed: 422',
    );
    await expect(result.getByRole('row', { name: new RegExp(`^${capped1} `) })).toContainText(
      'payout: Bid increases are locked for this campaign',
    );
    await expectNoSeriousViolations(page, 'bulk edit: result');

    for (const cid of cids) {
      const after = await rawCampaign(request, member.token, cid);
      const was = before.get(cid) ?? {};
      expect(Object.keys(after)).toEqual(Object.keys(was));
      expect({ ...after, payout: was.payout }).toEqual(was);
      if (cid === capped1 || cid === capped2) expect(after.payout).toBe(was.payout);
      else
        expect(Number(after.payout)).toBeCloseTo(
          Math.min(maxBid.get(cid) ?? NaN, Number(was.payout) * 1.1),
          2,
        );
    }
  } finally {
    await loan.restore();
  }
});

test('a campaign another client changes between preview and apply is not written', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 60);
  const cids = await ownSlice(request, member.token, 0, 4);
  const tag = 'BULK-E2E-B';
  const loan = await tagged(request, member.token, cids, tag);
  const [changed] = cids as [number];
  try {
    await signInAt(page, member, `/campaigns?query=${tag}`);
    await selectAllOnPage(page, 4);
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    await bidIncrease(page, '5');

    const elsewhere = await rawCampaign(request, member.token, changed);
    // Another client's bid, valid for this campaign's own type (its range from the read).
    const { campaign_types } = await readCampaign(request, member.token, changed);
    const range = campaign_types[String(elsewhere.type)];
    if (!range) throw new Error(`No type ${String(elsewhere.type)} in the read`);
    const theirs = Number(elsewhere.payout) === range.minBid ? range.maxBid : range.minBid;
    await putCampaign(request, member.token, changed, { ...elsewhere, payout: theirs });

    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(dialog.getByRole('heading', { name: 'Result' })).toBeVisible();
    await expect(dialog.getByText(/^Done\./)).toContainText('Changed since preview: 1');
    await expect(
      dialog
        .getByRole('table', { name: 'Result of the changes' })
        .getByRole('row', { name: new RegExp(`^${changed} `) }),
    ).toContainText('Changed since preview — not written');
    expect((await rawCampaign(request, member.token, changed)).payout).toBe(theirs);
  } finally {
    await loan.restore();
  }
});

test('an expired token in the middle pauses the run; after a new one it resumes and sends nothing twice', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 60);
  const cids = await ownSlice(request, member.token, 0, 10);
  const tag = 'BULK-E2E-C';
  const loan = await tagged(request, member.token, cids, tag);
  try {
    await signInAt(page, member, `/campaigns?query=${tag}`);
    await selectAllOnPage(page, 10);
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    await bidIncrease(page, '10');

    // From the 4th write on, the server answers 401 to the old token (an expiry
    // at that moment); every write that reaches it is counted per campaign.
    let writes = 0;
    await page.route('**/api/v1/login/campaigns/*', async (route) => {
      const request = route.request();
      const old = request.headers().authorization === `Bearer ${member.token}`;
      if (request.method() === 'PUT' && old && ++writes >= 4) {
        await route.fulfill({ status: 401, json: { status: 'error', message: 'Token expired' } });
        return;
      }
      await route.continue();
    });
    const accepted = new Map<number, number>();
    page.on('response', (response) => {
      const cid = Number(/campaigns\/(\d+)$/.exec(response.url())?.[1]);
      if (response.request().method() === 'PUT' && response.ok())
        accepted.set(cid, (accepted.get(cid) ?? 0) + 1);
    });

    await dialogOf(page).getByRole('button', { name: 'Apply changes' }).click();
    const expired = page.getByRole('dialog', { name: 'Session expired' });
    await expect(expired).toBeVisible();
    const { token } = await shortLivedToken(member, 3600);
    await expired.getByLabel('Member access token').fill(token);
    await expired.getByRole('button', { name: 'Continue' }).click();
    await expect(expired).toBeHidden();

    const dialog = page.getByRole('dialog', { name: 'Edit 10 campaigns' });
    await expect(dialog.getByRole('heading', { name: 'Result' })).toBeVisible();
    await expect(dialog.getByText(/^Done\./)).toContainText('Saved and verified: 10');
    expect([...accepted.keys()].sort()).toEqual([...cids].sort());
    expect([...accepted.values()]).toEqual(cids.map(() => 1));
  } finally {
    await loan.restore();
  }
});

test('undo from Activity restores the bids a bulk edit wrote', async ({ page, request }) => {
  const member = await ownMember(request, 60);
  const cids = await ownSlice(request, member.token, 0, 3);
  const tag = 'BULK-E2E-D';
  const loan = await tagged(request, member.token, cids, tag);
  try {
    const before = new Map<number, Record<string, unknown>>();
    for (const cid of cids) before.set(cid, await rawCampaign(request, member.token, cid));
    await signInAt(page, member, `/campaigns?query=${tag}`);
    await selectAllOnPage(page, 3);
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    await bidIncrease(page, '20');
    await dialogOf(page).getByRole('button', { name: 'Apply changes' }).click();
    await expect(dialogOf(page).getByText(/^Done\./)).toContainText('Saved and verified: 3');
    await dialogOf(page).getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const sets = page.getByRole('table', { name: 'Change sets, newest first' });
    const row = sets
      .getByRole('row')
      .filter({ hasText: 'Bulk edit: Bid: increase by 20 %' })
      .first();
    await expect(row).toContainText('3 saved of 3');
    await expectNoSeriousViolations(page, 'activity');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'Time,Kind,Change,Campaign ID,Campaign,Outcome,Detail,Field,Before,After',
    );
    expect(csv).toContain(`${cids[0]},${tag} ${cids[0]},Saved and verified,,Bid,`);

    await row.getByRole('button', { name: 'Undo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo: Bid: increase by 20 %' });
    await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(dialog.getByRole('status').first()).toContainText('3 campaigns will change');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(dialog.getByText(/^Done\./)).toContainText('Saved and verified: 3');
    for (const cid of cids)
      expect(await rawCampaign(request, member.token, cid)).toEqual(before.get(cid));
  } finally {
    await loan.restore();
  }
});

test('inline edit of a bid: Enter saves and verifies, an out-of-range value is refused in the cell', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 60);
  const [cid] = (await ownSlice(request, member.token, -1, 1, '1')) as [number];
  const tag = 'BULK-E2E-E';
  const loan = await tagged(request, member.token, [cid], tag);
  try {
    await signInAt(page, member, `/campaigns?query=${tag}`);
    const row = page.getByRole('row').filter({ has: page.getByLabel(`Select campaign ${cid}`) });
    const rowHeight = async () => (await row.boundingBox())?.height;
    const heightBefore = await rowHeight();
    await page.getByRole('button', { name: `Edit bid of campaign ${cid}` }).click();
    const input = page.getByRole('textbox', { name: `Bid of campaign ${cid}` });
    await expect(input).toBeFocused();
    await expectNoSeriousViolations(page, 'inline edit');
    await input.fill('7');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toContainText('between 0.01 and 2');
    await input.fill('1.23');
    await input.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved and verified' })).toBeVisible();
    await expect(row).toContainText('1.23');
    // The confirmation floats below the cell: the row keeps its height (issue 25 item 7).
    expect(await rowHeight()).toBe(heightBefore);
    expect((await rawCampaign(request, member.token, cid)).payout).toBe(1.23);
  } finally {
    await loan.restore();
  }
});

test('keyboard only: select, Edit selected, choose a name suffix, preview and apply', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 60);
  const cids = await ownSlice(request, member.token, 0, 2);
  const tag = 'BULK-E2E-F';
  const loan = await tagged(request, member.token, cids, tag);
  try {
    await signInAt(page, member, `/campaigns?query=${tag}`);
    const selectAll = page.getByRole('checkbox', { name: 'Select all campaigns on this page' });
    await selectAll.focus();
    await page.keyboard.press('Space');
    const edit = toolbar(page).getByRole('button', { name: 'Edit selected' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    // The dialog itself takes focus first, so its name and description are read out.
    await expect(dialog).toBeFocused();
    // Tab through the switches to "Name".
    const name = dialog.getByRole('checkbox', { name: 'Name' });
    for (let i = 0; i < 12 && !(await name.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End'); // "Add a suffix" in the native select
    await page.keyboard.press('Tab');
    await page.keyboard.type(' (kb)');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Preview' })).toBeFocused();
    const apply = dialog.getByRole('button', { name: 'Apply changes' });
    for (let i = 0; i < 12 && !(await apply.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Result' })).toBeFocused();
    await expect(dialog.getByText(/^Done\./)).toContainText('Saved and verified: 2');
    for (const cid of cids)
      expect((await rawCampaign(request, member.token, cid)).name).toBe(`${tag} ${cid} (kb)`);
    const close = dialog.getByRole('button', { name: 'Close' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Saved: the selection is cleared and the note that says so takes the focus
    // ("Edit selected" left with the toolbar; issue 25 item 7).
    const cleared = page
      .getByRole('status')
      .filter({ hasText: 'Selection cleared: 2 campaigns saved.' });
    await expect(cleared).toBeFocused();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeHidden();
  } finally {
    await loan.restore();
  }
});

test('Export CSV writes every campaign of every page, with the visible columns', async ({
  page,
  request,
}) => {
  // 250 campaigns of its own: two pages of the list endpoint's 200.
  const member = await ownMember(request, 250);
  const total = (
    await Promise.all(['1', '2'].map((p) => listCampaigns(request, member.token, { page: p })))
  ).flat().length;
  await signInAt(page, member, '/campaigns?perPage=20');
  await expect(page.getByText(`1–20 of ${total}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^campaigns_\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(
    `Exported ${total} campaigns`,
  );
  const lines = readFileSync(await file.path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  const headers = await page
    .getByRole('table', { name: 'Campaigns' })
    .getByRole('columnheader')
    .allTextContents();
  const visible = headers
    .map((h) => h.replace(/[▲▼↕]/g, '').trim())
    .filter((h) => h && h !== 'Actions');
  expect(lines[0]).toBe(visible.join(','));
  expect(lines).toHaveLength(total + 1);
  const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
  expect(new Set(ids).size).toBe(total);
});

test('selection across pages and "Select all N matching" feed Edit selected', async ({
  page,
  request,
}) => {
  const member = await ownMember(request, 60);
  const cids = await ownSlice(request, member.token, 0, 25);
  const tag = 'BULK-E2E-G';
  const loan = await tagged(request, member.token, cids, tag);
  try {
    await signInAt(page, member, `/campaigns?query=${tag}&sort=cid&order=asc`);
    const [first] = cids as [number];
    await page.getByLabel(`Select campaign ${first}`).check();
    await page.getByRole('button', { name: 'Next page' }).click();
    const onPage2 = cids[20] as number;
    await page.getByLabel(`Select campaign ${onPage2}`).check();
    await expect(toolbar(page)).toContainText('2 selected');

    await page.getByRole('checkbox', { name: 'Select all campaigns on this page' }).check();
    await expect(page.getByRole('button', { name: 'Select all 25 matching' })).toBeVisible();
    await expectNoSeriousViolations(page, 'select all matching');
    await page.getByRole('button', { name: 'Select all 25 matching' }).click();
    await expect(toolbar(page)).toContainText('25 selected');
    await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
    await expect(dialogOf(page)).toHaveAccessibleName('Edit 25 campaigns');
    await dialogOf(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialogOf(page)).toBeHidden();
  } finally {
    await loan.restore();
  }
});
