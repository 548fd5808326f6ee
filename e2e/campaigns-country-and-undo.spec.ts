import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { CampaignListRow } from '@contract/campaigns';
import { expectNoSeriousViolations } from './fixtures/axe';
import { listCampaigns, ownMember, putCampaign, rawCampaign, signInAt } from './fixtures/campaigns';

// Each test makes a member of its own (ownMember), so it may change its campaigns freely.

const toolbar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const rowOf = (page: Page, cid: number) =>
  page.getByRole('row').filter({ has: page.getByLabel(`Select campaign ${cid}`) });

test('Country filter: a link with AU, filtered in the browser, "all countries" optional; Select all, Edit selected and Export CSV take the filtered campaigns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await ownMember(request, 30);
  const [all, several, none] = [member.firstCid, member.firstCid + 1, member.firstCid + 2];
  // The shapes data from elsewhere comes in: all countries, several (AU last), none of AU.
  const shapes: Record<number, Record<string, unknown>> = {
    [all]: { geo_enabled: 1, geo: [] },
    [several]: { geo_enabled: 0, geo: ['CA', 'GB', 'BR', 'AU'] },
    [none]: { geo_enabled: 0, geo: ['DE'] },
  };
  for (const [cid, geo] of Object.entries(shapes)) {
    const campaign = await rawCampaign(request, member.token, Number(cid));
    await putCampaign(request, member.token, Number(cid), { ...campaign, ...geo });
  }
  const rows = await listCampaigns(request, member.token, {});
  const targetsAu = (row: CampaignListRow) => row.geo.includes('AU');
  const withAll = rows.filter((row) => row.geo.length === 0 || targetsAu(row));
  const withoutAll = rows.filter(targetsAu);

  // A link with a bad code: it is named and dropped, AU and the page size kept.
  await signInAt(page, member, '/campaigns?geo=AU&geo=Narnia&perPage=50');
  await expect(
    page.getByText('Not country codes, left out of the Country filter: “Narnia”.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Filtered in the browser over 30 campaigns')).toBeVisible();
  await expect(page.getByText(`1–${withAll.length} of ${withAll.length}`)).toBeVisible();
  await expect(page).toHaveURL(/geo=AU/);
  await expect(page).not.toHaveURL(/Narnia/);
  await expect(rowOf(page, all)).toContainText('All');
  // AU first in the Geo cell, not hidden behind "+1".
  await expect(rowOf(page, several)).toContainText('AU, CA, GB +1');
  await expect(rowOf(page, none)).toHaveCount(0);

  // "Include campaigns that target all countries", in the filter's panel.
  await page.getByRole('button', { name: /^Country: AU/ }).click();
  const include = page.getByRole('checkbox', {
    name: 'Include campaigns that target all countries',
  });
  await expect(include).toBeChecked();
  await expectNoSeriousViolations(page, 'campaigns, Country filter open');
  await include.uncheck();
  await expect(page).toHaveURL(/geoAll=false/);
  await expect(page.getByText(`1–${withoutAll.length} of ${withoutAll.length}`)).toBeVisible();
  await expect(rowOf(page, all)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Export CSV: the filtered campaigns only.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(lines).toHaveLength(withoutAll.length + 1);
  expect(lines.some((line) => line.startsWith(`${several},`))).toBe(true);
  expect(lines.some((line) => line.startsWith(`${none},`) || line.startsWith(`${all},`))).toBe(
    false,
  );

  // Select all, then Edit selected: exactly the selectable filtered campaigns.
  const selectable = withoutAll.filter((row) => row.status !== 0).length;
  await page.getByRole('checkbox', { name: 'Select all campaigns on this page' }).check();
  await expect(toolbar(page)).toContainText(`${selectable} selected`);
  await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
  await expect(
    page.getByRole('dialog', {
      name: `Edit ${selectable} ${selectable === 1 ? 'campaign' : 'campaigns'}`,
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'campaigns, Edit selected over the Country filter');
});

test('Undo selected in Activity restores the ticked campaigns only; Undo still takes the whole set', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await ownMember(request, 20);
  const rows = (await listCampaigns(request, member.token, {})).filter((row) => row.status !== 0);
  const cids = rows.slice(0, 3).map((row) => row.cid) as [number, number, number];
  const tag = 'UNDO-PART-E2E';
  for (const cid of cids) {
    const campaign = await rawCampaign(request, member.token, cid);
    await putCampaign(request, member.token, cid, { ...campaign, name: `${tag} ${cid}` });
  }
  const before = new Map<number, Record<string, unknown>>();
  for (const cid of cids) before.set(cid, await rawCampaign(request, member.token, cid));

  await signInAt(page, member, `/campaigns?query=${tag}`);
  await page.getByRole('checkbox', { name: 'Select all campaigns on this page' }).check();
  await expect(toolbar(page)).toContainText('3 selected');
  await toolbar(page).getByRole('button', { name: 'Edit selected' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByRole('checkbox', { name: 'Bid' }).check();
  await edit.getByLabel('How to change the bid').selectOption('Increase by %');
  await edit.getByLabel('Bid value').fill('10');
  await edit.getByRole('button', { name: 'Preview changes' }).click();
  await edit.getByRole('button', { name: 'Apply changes' }).click();
  await expect(edit.getByText(/^Done\./)).toContainText('Saved and verified: 3');
  await edit.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  const sets = page.getByRole('table', { name: 'Change sets, newest first' });
  const set = sets.getByRole('row').filter({ hasText: 'Bulk edit: Bid: increase by 10 %' });
  await set.getByRole('link').click();
  const detail = page.getByRole('table', { name: 'Campaigns of this change (3)' });
  await detail.getByRole('checkbox', { name: `Undo ${cids[0]} ${tag} ${cids[0]}` }).check();
  await detail.getByRole('checkbox', { name: `Undo ${cids[2]} ${tag} ${cids[2]}` }).check();
  await expect(page.getByText('2 of 3 campaigns that can be undone selected')).toBeVisible();
  await expectNoSeriousViolations(page, 'activity, change set with ticks');
  await page.getByRole('button', { name: 'Undo selected' }).click();

  const undo = page.getByRole('dialog', { name: 'Undo: Bid: increase by 10 %' });
  await expect(undo.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(undo.getByRole('status').first()).toContainText('2 campaigns will change');
  await undo.getByRole('button', { name: 'Apply changes' }).click();
  await expect(undo.getByText(/^Done\./)).toContainText('Saved and verified: 2');
  await undo.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Undo selected' })).toBeFocused();

  expect(await rawCampaign(request, member.token, cids[0])).toEqual(before.get(cids[0]));
  expect(await rawCampaign(request, member.token, cids[2])).toEqual(before.get(cids[2]));
  expect((await rawCampaign(request, member.token, cids[1])).payout).not.toEqual(
    before.get(cids[1])?.payout,
  );
  await expect(sets.getByRole('row').nth(1)).toContainText(
    'Undo of “Bid: increase by 10 %” for 2 of its 3 campaigns',
  );

  // "Undo" of the whole set puts back the one left.
  await set.getByRole('button', { name: 'Undo' }).click();
  const whole = page.getByRole('dialog', { name: 'Undo: Bid: increase by 10 %' });
  await expect(whole.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(whole.getByRole('status').first()).toContainText('1 campaign will change');
  await whole.getByRole('button', { name: 'Apply changes' }).click();
  await expect(whole.getByText(/^Done\./)).toContainText('Saved and verified: 1');
  expect(await rawCampaign(request, member.token, cids[1])).toEqual(before.get(cids[1]));
});
