import { beforeAll, describe, expect, it } from 'vitest';
import { editAndPut, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 17 items 4 and 5: rules the dashboard already keeps are enforced by the
// server for every client, and nothing refused is stored (decision 033).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('edit_clickurl = false (tenant globex)', () => {
  it('refuses a changed click URL with 422 on clickurl and stores nothing', async () => {
    const cid = findCid(t, { uid: 2001, type: 11 });
    const before = await readCampaign(t, cid, t.tokens.otherTenant);
    expect(typeof before.clickurl).toBe('string');
    const { res, json } = await editAndPut(
      t,
      cid,
      (c) => void (c.clickurl = 'https://elsewhere.example/landing'),
      t.tokens.otherTenant,
    );
    expect(res.status).toBe(422);
    expect(json.errors).toEqual({
      clickurl: ['The click URL cannot be changed on this account'],
    });
    expect(await readCampaign(t, cid, t.tokens.otherTenant)).toEqual(before);
  });

  it('accepts the same campaign with the click URL unchanged', async () => {
    const cid = findCid(t, { uid: 2001, type: 11 });
    const { res } = await editAndPut(
      t,
      cid,
      (c) => void (c.name = 'Renamed, click URL kept'),
      t.tokens.otherTenant,
    );
    expect(res.status).toBe(200);
  });

  it('leaves acme (edit_clickurl = true) free to change it', async () => {
    const cid = findCid(t, { uid: 1001, type: 1 });
    const { res } = await editAndPut(
      t,
      cid,
      (c) => void (c.clickurl = 'https://changed.example/{clickid}'),
    );
    expect(res.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).clickurl).toBe(
      'https://changed.example/{clickid}',
    );
  });
});

describe('values that used to be stored and should not be', () => {
  it.each([
    [
      'a negative daily budget with budgeting off',
      'd_revenue',
      -5,
      'Daily budget cannot be negative',
    ],
    [
      'a negative total budget with budgeting off',
      't_revenue',
      '-0.01',
      'Total budget cannot be negative',
    ],
  ])('refuses %s', async (_name, field, value, message) => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 1 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => {
      c.enable_budget = 0;
      c[field] = value;
    });
    expect(res.status).toBe(422);
    expect(json.errors[field]).toEqual([message]);
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it.each([
    ['a lone surrogate', 'Broken \ud83d emoji'],
    ['a NUL character', 'Null\u0000byte'],
    ['a line break', 'Two\nlines'],
  ])('refuses a name with %s, and keeps a real emoji', async (_name, name) => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 2 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => void (c.name = name));
    expect(res.status).toBe(422);
    expect(json.errors.name).toEqual([
      'Name contains a character that cannot be stored (a control character or a broken emoji)',
    ]);
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);

    const emoji = await editAndPut(t, cid, (c) => void (c.name = 'Launch 🚀 week'));
    expect(emoji.res.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).name).toBe('Launch 🚀 week');
  });
});
