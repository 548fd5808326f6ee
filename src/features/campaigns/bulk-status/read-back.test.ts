import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignListDataSchema } from '@contract/campaigns';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { READ_BACK_CONCURRENCY, mapWithLimit, readBackStatuses } from './read-back';

describe('mapWithLimit', () => {
  it('keeps at most the limit in flight and the results in order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithLimit(
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      READ_BACK_CONCURRENCY,
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, (10 - n) * 2));
        inFlight -= 1;
        return n * 10;
      },
    );
    expect(most).toBe(4);
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('does nothing for no items', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });
});

describe('readBackStatuses against the reference API', () => {
  let server: TestApp;
  let api: ApiClient;
  let requests: string[];
  beforeAll(async () => {
    server = await createTestApp();
    requests = [];
    api = createApiClient({
      config: {
        baseUrl: 'http://api.test/api/v1',
        apiUrl: 'http://api.test/pub',
        authMode: 'token',
      },
      getCredentials: () => ({ memberToken: server.tokens.demo }),
      fetch: (input, init) => {
        requests.push(String(input));
        return server.fetch(input, init);
      },
    });
  });

  it('takes rows from the refetched page on screen and reads the others by cid', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const filters = { status: 1, perPage: 5 };
    const observer = new QueryObserver(queryClient, {
      queryKey: ['campaigns', 'list', filters],
      queryFn: () =>
        api.member.get('/login/campaigns/campaigns', {
          query: filters,
          schema: CampaignListDataSchema,
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    const page = await observer.refetch();
    const onPage = page.data?.data.map((row) => row.cid) ?? [];
    const paused = await api.member.get('/login/campaigns/campaigns', {
      query: { status: 3, perPage: 2 },
      schema: CampaignListDataSchema,
    });
    const elsewhere = paused.data.map((row) => row.cid);

    const since = Date.now();
    requests = [];
    const observed = await readBackStatuses({
      api,
      queryClient,
      cids: [onPage[0]!, onPage[1]!, ...elsewhere, 99_999_999],
      since,
    });
    unsubscribe();

    // One refetch of the page plus one read per campaign not on it.
    expect(requests.filter((url) => url.includes('status=1'))).toHaveLength(1);
    expect(requests.filter((url) => /[?&]query=\d+/.test(url))).toHaveLength(3);
    expect(observed.get(onPage[0]!)?.status).toBe(1);
    expect(observed.get(elsewhere[0]!)?.status).toBe(3);
    expect(observed.get(99_999_999)).toBeUndefined();
    expect(observed.has(99_999_999)).toBe(true);
  });
});
