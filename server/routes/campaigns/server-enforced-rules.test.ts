import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, editAndPut, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { requests, type Json } from '../../testing/requests';
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

  // Issue 22 item 5: a counter kept while its mode is off is still never negative.
  it.each([
    [
      'a negative frequency cap count with the cap off',
      { freq_cap: 0, freq_counter: -1 },
      'freq_counter',
      'Frequency cap cannot be negative',
    ],
    [
      'a negative traffic speed count with pacing off',
      { traffic_speed: 0, traffic_speed_counter: '-1000' },
      'traffic_speed_counter',
      'Traffic speed cannot be negative',
    ],
    [
      'a negative frequency cap count with the cap on',
      { freq_cap: 1, freq_counter: -3 },
      'freq_counter',
      'Frequency cap must be a whole number of at least 1',
    ],
  ])('refuses %s', async (_name, changes, field, message) => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 5 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => void Object.assign(c, changes));
    expect(res.status).toBe(422);
    expect(json.errors).toEqual({ [field]: [message] });
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it('refuses a negative frequency cap count where the tenant has no frequency caps', async () => {
    const cid = findCid(t, { uid: 2001, type: 11, skip: 1 });
    const { res, json } = await editAndPut(
      t,
      cid,
      (c) => void Object.assign(c, { freq_cap: 1, freq_counter: -2, traffic_speed_counter: -1 }),
      t.tokens.otherTenant,
    );
    expect(res.status).toBe(422);
    expect(json.errors).toEqual({
      freq_counter: ['Frequency cap cannot be negative'],
      traffic_speed_counter: ['Traffic speed cannot be negative'],
    });
  });

  it('still keeps a zero or positive count while the mode is off', async () => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 5 });
    const { res } = await editAndPut(
      t,
      cid,
      (c) =>
        void Object.assign(c, {
          freq_cap: 0,
          freq_counter: 0,
          traffic_speed: 0,
          traffic_speed_counter: 7,
        }),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['a NUL character', 'Null\u0000byte'],
    ['a line break', 'Two\nlines'],
  ])('refuses a name with %s, and keeps a real emoji', async (_name, name) => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 2 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => void (c.name = name));
    expect(res.status).toBe(422);
    expect(json.errors.name).toEqual([
      'Name contains a control character (such as a line break) that cannot be stored',
    ]);
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);

    const emoji = await editAndPut(t, cid, (c) => void (c.name = 'Launch 🚀 week'));
    expect(emoji.res.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).name).toBe('Launch 🚀 week');
  });
});

// Issue 22 item 3: a lone UTF-16 surrogate (half an emoji) used to be stored
// everywhere but name, title and description, and read back as `\ud83d`, which
// strict JSON readers refuse; `website` read back as U+FFFD in the list.
describe('broken emoji (lone surrogates) anywhere in the campaign', () => {
  const BROKEN =
    'Contains a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';
  const BROKEN_KEY =
    'Has a field name with a broken character that cannot be stored (half of an emoji: a lone UTF-16 surrogate)';

  it.each([
    [
      'website of a CPM campaign',
      2,
      (c: Json) => void (c.website = 'https://shop.example/\ud83d'),
      'website',
    ],
    [
      'clickurl of a CPC campaign',
      1,
      (c: Json) => void (c.clickurl = 'https://go.example/\udc00?id={clickid}'),
      'clickurl',
    ],
    ['the name', 1, (c: Json) => void (c.name = 'Broken \ud83d emoji'), 'name'],
    ['an unknown key', 1, (c: Json) => void (c.someUnknown = 'half \ud83d'), 'someUnknown'],
    [
      'a nested unknown value',
      1,
      (c: Json) => void (c.someUnknown = { nested: { key: '\ud83dx', fine: 'ok 🚀' } }),
      'someUnknown.nested.key',
    ],
    [
      'an object inside the schedule',
      1,
      (c: Json) => void ((c.shedule as unknown[])[0] = { x: '\udfff' }),
      'shedule.0.x',
    ],
    [
      'an array inside a known object',
      1,
      (c: Json) => void ((c.x_legacy_meta as Json).flags = [true, 'ok', '\ud800']),
      'x_legacy_meta.flags.2',
    ],
  ])('refuses %s with 422 naming the path, and stores nothing', async (_name, type, edit, path) => {
    const cid = findCid(t, { uid: 1001, type, skip: 3 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const { res, json } = await editAndPut(t, cid, (c) => {
      c.enable_shedule = 0;
      edit(c);
    });
    expect(res.status).toBe(422);
    expect(json).toEqual({
      status: 'error',
      message: 'The campaign has invalid fields',
      errors: { [path]: [BROKEN] },
    });
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it('refuses a key with a broken character on the object holding it, never echoing it', async () => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 3 });
    const top = await editAndPut(t, cid, (c) => void (c['x\ud83d'] = 1));
    expect(top.res.status).toBe(422);
    expect(top.json.errors).toEqual({ _: [BROKEN_KEY] });
    const nested = await editAndPut(t, cid, (c) => void (c.meta = { ok: 1, ['\udc00']: 2 }));
    expect(nested.res.status).toBe(422);
    expect(nested.json.errors).toEqual({ meta: [BROKEN_KEY] });
  });

  it('answers strict JSON: the refusal itself carries no lone surrogate', async () => {
    const cid = findCid(t, { uid: 1001, type: 2, skip: 3 });
    const campaign = await readCampaign(t, cid, t.tokens.demo);
    campaign.website = 'https://shop.example/\ud83d';
    const res = await requests(t).put(`${BASE}/${cid}`, campaign, t.tokens.demo);
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text).not.toMatch(/\\u[dD][89a-fA-F]/);
  });

  it('keeps real emoji in every one of those places', async () => {
    const cid = findCid(t, { uid: 1001, type: 2, skip: 4 });
    const { res } = await editAndPut(t, cid, (c) => {
      c.website = 'https://shop.example/🚀';
      c.someUnknown = { nested: { key: 'rocket 🚀' } };
    });
    expect(res.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).someUnknown).toEqual({
      nested: { key: 'rocket 🚀' },
    });
  });
});

describe('a campaign type that is not a type id', () => {
  // The rules' property test found that String() of the first one threw inside
  // validateCampaign (contract/pricing.ts); the server's schema refuses both first.
  it.each([
    ['an object whose toString is not a function', { toString: 0 }],
    ['an array', ['1']],
  ])('refuses %s with 422 on type, never a 500', async (_name, type) => {
    const cid = findCid(t, { uid: 1001, type: 1, skip: 2 });
    const { res, json } = await editAndPut(t, cid, (c) => {
      c.type = type;
    });
    expect(res.status).toBe(422);
    expect(json.errors?.type?.length).toBeGreaterThan(0);
  });
});
