import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api/client';
import { createTestApp, type TestApp } from '../../../testing/reference-api';
import { fetchAllRows } from './fetch-all-rows';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});

function client(onRequest: (url: string) => void = () => {}) {
  return createApiClient({
    config: { baseUrl: 'http://api.test/api/v1', apiUrl: 'http://api.test/pub', authMode: 'token' },
    getCredentials: () => ({ memberToken: server.tokens.demo }),
    fetch: (input, init) => {
      onRequest(String(input));
      return server.fetch(input, init);
    },
  });
}

const view = { sort: 'cid', order: 'asc' } as const;

describe('fetchAllRows', () => {
  it('pages through every campaign at 200 per request, in the view order', async () => {
    const urls: string[] = [];
    const loaded: number[] = [];
    const { rows, total } = await fetchAllRows(
      client((url) => urls.push(url)),
      view,
      {
        onProgress: (n) => loaded.push(n),
      },
    );
    expect(total).toBe(324);
    expect(rows).toHaveLength(324);
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => url.includes('perPage=200'))).toBe(true);
    expect(loaded).toEqual([200, 324]);
    const cids = rows.map((row) => row.cid);
    expect(cids).toEqual([...cids].sort((a, b) => a - b));
  });

  it('keeps the filters of the view', async () => {
    const { rows, total } = await fetchAllRows(client(), { ...view, status: 3, types: [1, 4] });
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.status === 3 && /Push|Native/.test(row.type_name))).toBe(true);
  });

  it('stops at the limit', async () => {
    const urls: string[] = [];
    const { rows } = await fetchAllRows(
      client((url) => urls.push(url)),
      view,
      { limit: 150 },
    );
    expect(rows).toHaveLength(150);
    expect(urls).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const urls: string[] = [];
    const run = fetchAllRows(
      client((url) => urls.push(url)),
      view,
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    );
    await expect(run).rejects.toBeDefined();
    expect(urls).toHaveLength(1);
  });
});
