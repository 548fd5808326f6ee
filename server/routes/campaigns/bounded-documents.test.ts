import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CampaignListQuerySchema } from '@contract/query-schemas';
import { BASE, findCid, readCampaign } from '../../testing/campaign-fixtures';
import { body, requests } from '../../testing/requests';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { MAX_CAMPAIGN_DOC_BYTES } from './campaign-size';
import { createCampaignsRepository } from './campaigns.repository';

// Decision 068: a stored campaign is at most 256 KB, and a list page is streamed.

let t: TestApp;
const http = () => requests(t);
beforeAll(async () => {
  t = await createTestApp();
});

describe('PUT /login/campaigns/:cid of a campaign larger than a campaign may be', () => {
  it('refuses it with 422, naming the size and the field that takes most of it, and stores nothing', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const res = await http().put(
      `${BASE}/${cid}`,
      JSON.stringify({ ...before, keywords_whitelist: 'k'.repeat(300_000) }),
      t.tokens.demo,
    );
    expect(res.status).toBe(422);
    const json = await body(res);
    expect(json.message).toMatch(
      /^The campaign takes 29\d KB, more than the 256 KB a campaign may take: shorten its longest lists$/,
    );
    expect(json.errors).toEqual({
      keywords_whitelist: [
        expect.stringMatching(/^Takes 293 KB of the 256 KB a whole campaign may take$/),
      ],
    });
    expect(await readCampaign(t, cid, t.tokens.demo)).toEqual(before);
  });

  it('stores one just below the bound, with a long keyword list (15,000 keywords)', async () => {
    const cid = findCid(t, { uid: 1001 });
    const before = await readCampaign(t, cid, t.tokens.demo);
    const keywords = Array.from({ length: 15_000 }, (_, i) => `keyword ${i}`).join(',');
    const campaign = { ...before, keywords_whitelist: keywords };
    const filler = MAX_CAMPAIGN_DOC_BYTES - Buffer.byteLength(JSON.stringify(campaign)) - 20;
    const res = await http().put(
      `${BASE}/${cid}`,
      JSON.stringify({ ...campaign, x_notes: 'n'.repeat(filler) }),
      t.tokens.demo,
    );
    expect(res.status, JSON.stringify(await body(res.clone()))).toBe(200);
    expect((await readCampaign(t, cid, t.tokens.demo)).keywords_whitelist).toBe(keywords);
  });
});

describe('GET /login/campaigns/campaigns', () => {
  it('streams the very bytes of the envelope the list built at once', async () => {
    const repo = createCampaignsRepository(t.db);
    for (const query of [
      'perPage=200&sort=cid&order=asc',
      'perPage=7&page=3&sort=name',
      'query=zzz',
    ]) {
      const res = await http().get(`${BASE}/campaigns?${query}`, t.tokens.demo);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      const filter = {
        uid: 1001,
        ...z.parse(CampaignListQuerySchema, Object.fromEntries(new URLSearchParams(query))),
      };
      const { rows, total } = repo.list(filter);
      const data = {
        data: rows,
        total,
        currentPage: filter.page,
        totalPages: Math.ceil(total / filter.perPage),
      };
      expect(await res.text()).toBe(
        JSON.stringify({ status: 'success', message: 'Campaigns loaded', data }),
      );
    }
  });
});

describe('a list page made over several event-loop turns', () => {
  it('lets a timer set while the page is read fire before the page ends', async () => {
    const res = await http().get(`${BASE}/campaigns?perPage=200&sort=cid&order=asc`, t.tokens.demo);
    expect(res.status).toBe(200);
    const order: string[] = [];
    const read = res.text().then((text) => {
      order.push('page');
      return text;
    });
    // Set once the answer began: it runs only when the thread gets back to the event
    // loop, which a page made in one piece (as before decision 068) never did until its end.
    setImmediate(() => order.push('timer'));
    expect(JSON.parse(await read).data.data.length).toBeGreaterThan(10);
    expect(order).toEqual(['timer', 'page']);
  });
});
