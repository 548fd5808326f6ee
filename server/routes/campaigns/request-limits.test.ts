import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATUS_IDS, PENDING_STATUS } from '@contract/campaigns';
import { signMemberToken } from '../../auth/member-token';
import { SCALE_FIRST_CID, SCALE_MEMBER, seedScale } from '../../db/seed-scale';
import { MAX_JSON_DEPTH } from '../../http/json-depth';
import { BASE, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 17 items 2 and 3: bodies that used to end in a 500 are refused with a
// clear 4xx, and nothing is stored (decision 033).

/** `{"x":{"x":…}}` nested `depth` objects deep, built as text (no recursion here either). */
function nestedObjectText(depth: number): string {
  return '{"x":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
}

let t: TestApp;
const http = () => requests(t);

beforeAll(async () => {
  t = await createTestApp();
  seedScale(t.db, { campaigns: 7_000 });
});

describe('PUT /login/campaigns/:cid with a deeply nested body', () => {
  it('refuses 5,000 levels of nesting with 400, names the limit, and stores nothing', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const original = JSON.stringify(before);
    const text = original.replace(/}$/, `,"deep":${nestedObjectText(5_000)}}`);
    expect(text.length).toBeLessThan(40_000);
    const res = await http().put(`${BASE}/${cid}`, text, t.tokens.demo);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(
      `The request body nests deeper than ${MAX_JSON_DEPTH} levels`,
    );
    expect(JSON.stringify(await readCampaign(t, cid, t.tokens.demo))).toBe(original);
  });

  it(`keeps an unknown field nested ${MAX_JSON_DEPTH} levels deep (the campaign itself is level 1)`, async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const text = JSON.stringify(before).replace(
      /}$/,
      `,"deep":${nestedObjectText(MAX_JSON_DEPTH - 1)}}`,
    );
    const res = await http().put(`${BASE}/${cid}`, text, t.tokens.demo);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await readCampaign(t, cid, t.tokens.demo)) as Record<string, unknown>;
    expect(JSON.stringify(after.deep)).toBe(nestedObjectText(MAX_JSON_DEPTH - 1));
  });

  it('refuses a deep update-status body the same way', async () => {
    const res = await http().put(
      `${BASE}/update-status`,
      `{"ids":[1],"status":3,"x":${nestedObjectText(5_000)}}`,
      t.tokens.demo,
    );
    expect(res.status).toBe(400);
  });
});

describe('PUT /login/campaigns/update-status with many ids', () => {
  const scaleToken = () =>
    signMemberToken(t.env.jwtSecret, {
      uid: SCALE_MEMBER.uid,
      tenant: SCALE_MEMBER.tenant,
      name: SCALE_MEMBER.name,
    });

  it(`refuses more than ${MAX_STATUS_IDS.toLocaleString('en-US')} ids with 422 on ids (40,000 used to be a 500)`, async () => {
    const ids = Array.from({ length: 40_000 }, (_, i) => SCALE_FIRST_CID + i);
    const res = await http().put(`${BASE}/update-status`, { ids, status: 2 }, await scaleToken());
    expect(res.status).toBe(422);
    expect((await body(res)).errors.ids).toEqual(['At most 10,000 campaigns at once']);
    const first = (await readCampaign(t, SCALE_FIRST_CID, await scaleToken())) as {
      status: number;
    };
    expect(first.status).not.toBe(2);
  });

  it('changes 5,000 owned campaigns (the largest dashboard selection) in one request', async () => {
    const token = await scaleToken();
    const rows = t.db
      .prepare('SELECT cid FROM campaigns WHERE uid = ? AND status != ? ORDER BY cid LIMIT 5000')
      .all(SCALE_MEMBER.uid, PENDING_STATUS) as { cid: number }[];
    expect(rows).toHaveLength(5_000);
    const ids = rows.map((r) => r.cid);
    const res = await http().put(`${BASE}/update-status`, { ids, status: 2 }, token);
    expect(res.status, (await res.clone().text()).slice(0, 300)).toBe(200);
    expect((await body(res)).data.updated).toHaveLength(5_000);
    const last = (await readCampaign(t, ids[4_999]!, token)) as { status: number };
    expect(last.status).toBe(2);
  });

  it('names every foreign id of a 10,000-id request without a 500', async () => {
    const ids = Array.from({ length: MAX_STATUS_IDS }, (_, i) => 9_000_000 + i);
    const res = await http().put(`${BASE}/update-status`, { ids, status: 2 }, t.tokens.demo);
    expect(res.status).toBe(403);
    expect((await body(res)).errors.ids).toHaveLength(MAX_STATUS_IDS);
  });
});

// Found by fuzzing: one field's text must never hold the server's one thread (decision 064).
describe('texts whose reading once grew with the square of their length', () => {
  it('a click URL ending in 200,000 unclosed "{" is answered, and /health answers after it', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = (await readCampaign(t, cid, t.tokens.demo)) as Record<string, unknown>;
    const clickurl = `https://a.example/${'{'.repeat(200_000)}`;
    const res = await http().put(`${BASE}/${cid}`, { ...before, clickurl }, t.tokens.demo);
    // Braces are legal in a URL's path: the value is stored as sent.
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await readCampaign(t, cid, t.tokens.demo)) as Record<string, unknown>;
    expect(after.clickurl).toBe(clickurl);
    expect((await http().get('/health')).status).toBe(200);
  });
});
