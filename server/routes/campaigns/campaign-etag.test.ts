import { beforeEach, describe, expect, it } from 'vitest';
import { BASE, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ifMatchHolds } from './campaign-etag';

// Decision 029: ETag on the campaign read, If-Match honoured on PUT (412 when
// stale), and no header = the contract's behaviour.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const auth = () => ({ Authorization: `Bearer ${t.tokens.demo}` });
const read = (cid: number) => t.app.request(`${BASE}/${cid}`, { headers: auth() });
const put = (cid: number, campaign: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`${BASE}/${cid}`, {
    method: 'PUT',
    headers: { ...auth(), 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(campaign),
  });

describe('ETag and If-Match on a campaign', () => {
  it('tags the read, and the tag changes with the stored campaign only', async () => {
    const cid = findCid(t, { uid: 1001, status: 3 });
    const first = await read(cid);
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect((await read(cid)).headers.get('ETag')).toBe(tag);
    const campaign = (await body(first)).data.campaign;
    const saved = await put(cid, { ...campaign, name: 'Tagged anew' });
    expect(saved.status).toBe(200);
    const next = saved.headers.get('ETag');
    expect(next).not.toBe(tag);
    expect((await read(cid)).headers.get('ETag')).toBe(next);
  });

  it('saves with the current tag, and refuses a stale one with 412 without writing', async () => {
    const cid = findCid(t, { uid: 1001, status: 3 });
    const res = await read(cid);
    const tag = res.headers.get('ETag') ?? '';
    const campaign = (await body(res)).data.campaign;
    // Another client writes in between.
    expect((await put(cid, { ...campaign, name: 'Theirs' })).status).toBe(200);
    const stale = await put(cid, { ...campaign, name: 'Mine' }, { 'If-Match': tag });
    expect(stale.status).toBe(412);
    expect(await body(stale)).toEqual({
      status: 'error',
      message: expect.stringContaining('changed since it was read'),
    });
    expect((await readCampaign(t, cid, t.tokens.demo)).name).toBe('Theirs');

    const fresh = await read(cid);
    const current = fresh.headers.get('ETag') ?? '';
    const ok = await put(cid, { ...campaign, name: 'Mine' }, { 'If-Match': current });
    expect(ok.status).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).name).toBe('Mine');
  });

  it('judges the precondition before the body: a stale tag with an invalid body is 412', async () => {
    const cid = findCid(t, { uid: 1001, status: 3 });
    const res = await put(cid, { name: '' }, { 'If-Match': '"stale"' });
    expect(res.status).toBe(412);
  });

  it('keeps 404 for a foreign campaign whatever If-Match says', async () => {
    const foreign = findCid(t, { uid: 2001 });
    const res = await put(foreign, {}, { 'If-Match': '"x"' });
    expect(res.status).toBe(404);
  });

  it('reads If-Match as RFC 9110 does', () => {
    expect(ifMatchHolds(undefined, '"a"')).toBe(true);
    expect(ifMatchHolds('*', '"a"')).toBe(true);
    expect(ifMatchHolds('"b", "a"', '"a"')).toBe(true);
    expect(ifMatchHolds('W/"a"', '"a"')).toBe(false);
    expect(ifMatchHolds('"b"', '"a"')).toBe(false);
  });

  it('lets a browser on another origin send If-Match and read the ETag', async () => {
    const preflight = await t.app.request(`${BASE}/1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dash.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'if-match',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'if-match',
    );
    const cid = findCid(t, { uid: 1001, status: 3 });
    const res = await t.app.request(`${BASE}/${cid}`, {
      headers: { ...auth(), Origin: 'https://dash.example' },
    });
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
  });
});
