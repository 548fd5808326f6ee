import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe';
import { listCampaigns, ownMember, putCampaign, readCampaign, signIn } from './fixtures/campaigns';

// Specs run in parallel against one server database: the test makes a member
// of its own (ownMember) and edits that member's campaign only.

const editorForm = (page: Page, cid: number) =>
  page.getByRole('form', { name: `Edit campaign ${cid}` });
const chosen = (page: Page, what: string) => page.getByRole('list', { name: `Chosen ${what}` });
const warning = 'is not a known operating system value. Check the spelling.';

test('offers known browsers by keyboard, flags an unknown OS without refusing it, and keeps both', async ({
  page,
  request,
}) => {
  // The axe checks walk the whole editor (every section, the 168-cell grid) twice.
  test.setTimeout(180_000);
  const member = await ownMember(request, 4);
  const row = (await listCampaigns(request, member.token, {})).find((r) =>
    [2, 3, 4].includes(r.status),
  );
  if (!row) throw new Error('The test member has no non-Active campaign');
  const cid = row.cid;
  const before = (await readCampaign(request, member.token, cid)).campaign;
  // Custom OS and browser targeting, so both entries are on screen.
  const start = {
    ...before,
    os_enabled: 0,
    os: ['Windows'],
    browsers_enabled: 0,
    browsers: ['Chrome'],
  };
  await putCampaign(request, member.token, cid, start);
  try {
    await signIn(page, member.token);
    await page.goto(`/campaigns/${cid}`);
    await expect(editorForm(page, cid)).toBeVisible();

    // A browser from the list, by keyboard only.
    const browser = page.getByRole('combobox', { name: 'New browser' });
    await browser.focus();
    await page.keyboard.type('fi');
    await page.keyboard.press('ArrowDown');
    const firefox = page.getByRole('listbox', { name: 'Known browsers' }).getByRole('option', {
      name: 'Firefox',
    });
    await expect(firefox).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(chosen(page, 'browsers').getByRole('listitem')).toHaveText([
      'Chrome×',
      'Firefox×',
    ]);

    // An OS nobody knows: added as typed, flagged in words.
    const os = page.getByRole('combobox', { name: 'New operating system' });
    await os.fill('Windowz Fone');
    await os.press('Enter');
    await expect(page.getByText(`“Windowz Fone” ${warning}`)).toBeVisible();
    await expect(chosen(page, 'operating systems')).toContainText('Windowz Fone(not known)');
    await expectNoSeriousViolations(page, 'editor with an unknown OS flagged');

    // The warning does not block the save.
    await page.getByRole('button', { name: 'Save' }).click();
    const review = page.getByRole('dialog', { name: 'Review changes' });
    await expect(review.getByRole('rowheader')).toHaveText(['Operating systems', 'Browsers']);
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved and verified' })).toBeVisible();

    // A reload reads the campaign again: both values are there, the OS still flagged.
    await page.reload();
    await expect(editorForm(page, cid)).toBeVisible();
    await expect(chosen(page, 'browsers').getByRole('listitem')).toHaveText([
      'Chrome×',
      'Firefox×',
    ]);
    await expect(page.getByText(`“Windowz Fone” ${warning}`)).toBeVisible();

    const after = (await readCampaign(request, member.token, cid)).campaign;
    expect(after.os).toEqual(['Windows', 'Windowz Fone']);
    expect(after.browsers).toEqual(['Chrome', 'Firefox']);
    for (const key of Object.keys(start).filter((k) => k !== 'os' && k !== 'browsers'))
      expect(JSON.stringify(after[key]), key).toBe(
        JSON.stringify(start[key as keyof typeof start]),
      );
  } finally {
    await putCampaign(request, member.token, cid, before);
  }
});
