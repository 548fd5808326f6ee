import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '../../http/json-depth';
import { BASE, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_CAMPAIGN_DOC_BYTES } from './campaign-size';
import { MAX_MEMBER_BODY_BYTES } from './campaigns.routes';

// Found by fuzzing (issue "a server that no request can bring down"): a member's JSON body was
// parsed whole, then walked value by value, before any limit but its byte size was judged. A
// 2 MB body nested 1,000,000 arrays deep held the event loop ~0.7 s in JSON.parse alone, one of
// a million `1`s ~0.5 s in the depth walk, one of 150,000 keys ~0.9 s. Timings are in the
// decision (071), not asserted here: what is asserted is that such a body is refused before it
// is parsed.

let t: TestApp;
const http = () => requests(t);
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Texts JSON.parse was given during `run` that are at least `min` characters long. */
async function parsedTexts(min: number, run: () => Promise<unknown>): Promise<number[]> {
  const parse = vi.spyOn(JSON, 'parse');
  await run();
  return parse.mock.calls.map(([text]) => String(text).length).filter((n) => n >= min);
}

const deepArrays = (depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('a JSON body nested deeper than the limit', () => {
  for (const route of ['campaign', 'update-status'] as const)
    it(`is refused before it is parsed (${route}, 200,000 levels)`, async () => {
      const cid = findCid(t, { uid: 1001 });
      const before = await readCampaign(t, cid, t.tokens.demo);
      const path = route === 'campaign' ? `${BASE}/${cid}` : `${BASE}/update-status`;
      const text = deepArrays(200_000);
      let status = 0;
      let message = '';
      const parsed = await parsedTexts(text.length, async () => {
        const res = await http().put(path, text, t.tokens.demo);
        status = res.status;
        message = (await body(res)).message as string;
      });
      expect(status).toBe(400);
      expect(message).toBe(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      expect(parsed, 'JSON.parse was given the deep body').toEqual([]);
      expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
    });

  it('counts brackets inside strings as text, escaped quotes included', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = (await readCampaign(t, cid, t.tokens.demo)) as Record<string, unknown>;
    const x_note = `\\"${'[{'.repeat(5_000)}\\\\`;
    const text = JSON.stringify(before).replace(/}$/, `,"x_note":"${x_note}"}`);
    const res = await http().put(`${BASE}/${cid}`, text, t.tokens.demo);
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await readCampaign(t, cid, t.tokens.demo)) as Record<string, unknown>;
    expect(after.x_note).toBe(`"${'[{'.repeat(5_000)}\\`);
  });

  it('still tells invalid JSON from deep JSON', async () => {
    const cid = findCid(t, { uid: 1001 });
    const res = await http().put(`${BASE}/${cid}`, '{"x":[1,}', t.tokens.demo);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe('The request body is not valid JSON');
  });
});

// After the depth check, what a body costs is JSON.parse and the campaign's size check, both
// linear in the body: 700,000 empty objects held the loop ~0.5 s and 150,000 keys ~0.4 s at
// 2 MB. A campaign may take 256 KB (decision 068), so a body is at most twice that.
describe(`a member's body larger than ${MAX_MEMBER_BODY_BYTES / 1024} KB`, () => {
  const overLimit = (before: unknown) =>
    JSON.stringify(before).replace(/}$/, `,"x":[${'{},'.repeat(200_000)}{}]}`);

  it('is refused with 413 before it is parsed, naming the limit (campaign)', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const text = overLimit(before);
    expect(text.length).toBeGreaterThan(MAX_MEMBER_BODY_BYTES);
    let res: Response | undefined;
    const parsed = await parsedTexts(MAX_MEMBER_BODY_BYTES, async () => {
      res = await http().put(`${BASE}/${cid}`, text, t.tokens.demo);
    });
    expect(res?.status).toBe(413);
    expect((await body(res!)).message).toBe(
      'The request body is larger than 512 KB: a campaign may take 256 KB, shorten its longest lists',
    );
    expect(parsed).toEqual([]);
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it('is refused with 413 the same way in update-status', async () => {
    const text = JSON.stringify({ ids: Array.from({ length: 100_000 }, (_, i) => 10_000 + i) });
    expect(text.length).toBeGreaterThan(MAX_MEMBER_BODY_BYTES);
    const res = await http().put(`${BASE}/update-status`, text, t.tokens.demo);
    expect(res.status).toBe(413);
    expect((await body(res)).message).toBe('The request body is larger than 512 KB');
  });

  it('a campaign at the document bound, pretty-printed, still fits', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const keywords = Array.from({ length: 20_000 }, (_, i) => `kw ${i}`);
    const campaign = { ...before, x_keywords: keywords };
    const filler = MAX_CAMPAIGN_DOC_BYTES - Buffer.byteLength(JSON.stringify(campaign)) - 20;
    const text = JSON.stringify({ ...campaign, x_notes: 'n'.repeat(filler) }, null, 4);
    expect(text.length).toBeGreaterThan(MAX_CAMPAIGN_DOC_BYTES * 1.25);
    const res = await http().put(`${BASE}/${cid}`, text, t.tokens.demo);
    expect(res.status, JSON.stringify(await body(res.clone()))).toBe(200);
  });
});
