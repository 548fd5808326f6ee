import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { fetchAllRows } from './fetch-all-rows';

// The demo member (uid 1001) owns 324 campaigns: two pages of 200.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

/** A client on the in-process API; `through` stands between it and the server. */
function client(through: typeof fetch = (input, init) => server.fetch(input, init)) {
  return createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken: server.tokens.demo }),
    fetch: through,
    sleep: async () => {},
  });
}

/** Records every request's URL and the most requests ever in flight at once. */
function recording() {
  const urls: URL[] = [];
  let inFlight = 0;
  const stats = { urls, maxInFlight: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    urls.push(new URL(String(input)));
    stats.maxInFlight = Math.max(stats.maxInFlight, ++inFlight);
    try {
      return await server.fetch(input, init);
    } finally {
      inFlight--;
    }
  };
  return { stats, api: client(fetch) };
}

const byCid = { sort: 'cid', order: 'asc' } as const;

describe('fetchAllRows', () => {
  it('pages through all 324 campaigns at 200 per request, one request at a time', async () => {
    const { stats, api } = recording();
    const progress: [number, number][] = [];
    const { rows, total } = await fetchAllRows(api, byCid, {
      onProgress: (loaded, of) => progress.push([loaded, of]),
    });
    expect(total).toBe(324);
    expect(rows).toHaveLength(324);
    expect(new Set(rows.map((row) => row.cid)).size).toBe(324);
    expect(stats.urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(stats.urls.every((url) => url.searchParams.get('perPage') === '200')).toBe(true);
    expect(stats.maxInFlight).toBe(1);
    expect(progress).toEqual([
      [200, 324],
      [324, 324],
    ]);
    const cids = rows.map((row) => row.cid);
    expect(cids).toEqual([...cids].sort((a, b) => a - b));
  });

  it('keeps the view order across pages', async () => {
    const { stats, api } = recording();
    const { rows } = await fetchAllRows(api, { sort: 'payout', order: 'desc' });
    expect(rows).toHaveLength(324);
    expect(stats.urls[0]?.searchParams.get('sort')).toBe('payout');
    expect(stats.urls[0]?.searchParams.get('order')).toBe('desc');
    const payouts = rows.map((row) => row.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
  });

  it('keeps the filters of the view', async () => {
    const paused = server.db
      .prepare('SELECT COUNT(*) AS n FROM campaigns WHERE uid = 1001 AND status = 3')
      .get() as { n: number };
    expect(paused.n).toBeGreaterThan(0);
    const { rows, total } = await fetchAllRows(client(), { ...byCid, status: 3 });
    expect(total).toBe(paused.n);
    expect(rows).toHaveLength(paused.n);
    expect(rows.every((row) => row.status === 3)).toBe(true);

    const typed = await fetchAllRows(client(), { ...byCid, status: 3, types: [1, 4] });
    expect(typed.rows).toHaveLength(typed.total);
    expect(typed.rows.every((row) => row.status === 3 && /Push|Native/.test(row.type_name))).toBe(
      true,
    );
  });

  it('stops at the limit', async () => {
    const two = recording();
    const progress: [number, number][] = [];
    const capped = await fetchAllRows(two.api, byCid, {
      limit: 250,
      onProgress: (loaded, of) => progress.push([loaded, of]),
    });
    expect(capped.rows).toHaveLength(250);
    expect(capped.total).toBe(324);
    expect(two.stats.urls).toHaveLength(2);
    expect(progress).toEqual([
      [200, 250],
      [250, 250],
    ]);

    const one = recording();
    const { rows } = await fetchAllRows(one.api, byCid, { limit: 100 });
    expect(rows.map((row) => row.cid)).toEqual(capped.rows.slice(0, 100).map((row) => row.cid));
    expect(one.stats.urls).toHaveLength(1);
  });

  it('keeps a row that moved to the next page once, where it was first seen', async () => {
    // Page 2 answers as if a campaign of page 1 had moved down meanwhile.
    let lastOfPage1: unknown;
    const api = client(async (input, init) => {
      const response = await server.fetch(input, init);
      const page = new URL(String(input)).searchParams.get('page');
      const body = (await response.json()) as { data: { data: unknown[] } };
      if (page === '1') lastOfPage1 = body.data.data.at(-1);
      else body.data.data[0] = { ...(lastOfPage1 as object), name: 'moved' };
      return Response.json(body, { status: response.status });
    });
    const { rows, total } = await fetchAllRows(api, byCid);
    expect(total).toBe(324);
    expect(rows).toHaveLength(323);
    expect(new Set(rows.map((row) => row.cid)).size).toBe(323);
    expect(rows.some((row) => row.name === 'moved')).toBe(false);
  });

  it('sends no further request once aborted between pages', async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    const { stats, api } = recording();
    const run = fetchAllRows(api, byCid, {
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(run).rejects.toBe(reason);
    expect(stats.urls).toHaveLength(1);
  });

  it('stops a request in flight when aborted', async () => {
    const controller = new AbortController();
    const urls: string[] = [];
    const api = client((input, init) => {
      urls.push(String(input));
      if (!String(input).includes('page=2')) return server.fetch(input, init);
      // The second page never answers; only the abort ends it.
      return new Promise((_, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    });
    const run = fetchAllRows(api, byCid, { signal: controller.signal });
    await expect.poll(() => urls.length).toBe(2);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(urls).toHaveLength(2);
  });

  it('returns nothing for a view without campaigns, after one request', async () => {
    const { stats, api } = recording();
    const { rows, total } = await fetchAllRows(api, { ...byCid, query: 'no such campaign' });
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect(stats.urls).toHaveLength(1);
  });

  it('stops with a clear error when the server answers the same page whatever `page` says', async () => {
    // A backend that ignores `page` and promises a million pages.
    let requests = 0;
    const api = client(async (input, init) => {
      requests += 1;
      const url = new URL(String(input));
      url.searchParams.set('page', '1');
      const answer = (await (await server.fetch(url, init)).json()) as {
        data: { totalPages: number; total: number };
      };
      answer.data.totalPages = 1_000_000;
      answer.data.total = 999_999;
      return Response.json(answer);
    });
    const error = await fetchAllRows(api, byCid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Page 2 of the list held only campaigns already read: the server does not seem to page the list. Stopped after 200 of 999999 campaigns.',
    );
    expect(requests).toBe(2);
  });
});
