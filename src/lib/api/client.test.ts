import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './client';
import { filenameFrom } from './checked-csv';
import { ApiError } from './api-error';

const config = {
  baseUrl: 'https://ads.example/api/v1',
  apiUrl: 'https://pub.example',
  authMode: 'token' as const,
};

interface Recorded {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a script and records what was asked: only for injecting failures. */
function scriptedFetch(...answers: Array<() => Response | Promise<Response>>) {
  const calls: Recorded[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!next) throw new Error('no scripted answer');
    return next();
  };
  return { impl, calls };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

function client(fetchImpl: typeof fetch, extra: Partial<ApiClientOptions> = {}) {
  const sleeps: number[] = [];
  const api = createApiClient({
    config,
    getCredentials: () => ({ memberToken: 'member-jwt', publisherKey: 'pub-key' }),
    fetch: fetchImpl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { api, sleeps };
}

const Data = z.object({ n: z.number() });

describe('envelope and auth', () => {
  it('unwraps data and sends the member token as a bearer header', async () => {
    const f = scriptedFetch(json(200, { status: 'success', message: 'ok', data: { n: 3 } }));
    const { api } = client(f.impl);
    await expect(
      api.member.get('/login/x', { schema: Data, query: { types: [1, 3], page: 2 } }),
    ).resolves.toEqual({ n: 3 });
    expect(f.calls[0]?.url).toBe('https://ads.example/api/v1/login/x?types=1&types=3&page=2');
    expect(new Headers(f.calls[0]?.init.headers).get('Authorization')).toBe('Bearer member-jwt');
  });

  it('sends the publisher key only as the token query parameter', async () => {
    const f = scriptedFetch(json(200, { status: 'success', data: { n: 1 } }));
    const { api } = client(f.impl);
    await api.publisher.get('/xml/stats', { schema: Data, query: { tid: 5 } });
    const url = new URL(f.calls[0]?.url ?? '');
    expect(url.searchParams.get('token')).toBe('pub-key');
    expect(new Headers(f.calls[0]?.init.headers).has('Authorization')).toBe(false);
    expect(f.calls[0]?.init.credentials).toBe('omit');
  });

  it('uses the member session cookie instead of a bearer in session mode', async () => {
    const f = scriptedFetch(json(200, { status: 'success', data: { n: 1 } }));
    const { api } = client(f.impl, { config: { ...config, authMode: 'session' } });
    await api.member.get('/login/x', { schema: Data });
    expect(f.calls[0]?.init.credentials).toBe('include');
    expect(new Headers(f.calls[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it('turns an answer of the wrong shape into an invalid-response error naming the path', async () => {
    const f = scriptedFetch(json(200, { status: 'success', data: { n: 'three' } }));
    const { api } = client(f.impl);
    const error = await api.member.get('/login/x', { schema: Data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).message).toContain('data.n');
    // The whole answer travels with the error, as the server sent it.
    expect((error as ApiError).body).toEqual({ status: 'success', data: { n: 'three' } });
  });

  it('an error reported inside a 2xx is an error with its message, for reads and writes alike', async () => {
    const f = scriptedFetch(
      json(200, {
        status: 'error',
        message: 'DB down',
        data: { data: [], total: 0, currentPage: 1, totalPages: 0 },
      }),
      json(200, {
        status: 'Failed',
        message: 'Bid below the floor',
        errors: { payout: 'too low' },
      }),
      json(200, { status: 'fail' }),
      json(200, { status: 'ok', message: 'Stored' }),
      json(200, { status: 'denied', message: 'Key revoked', data: [] }),
      json(200, { status: 'updated', message: 'Done' }),
      json(200, { status: ' Success ', data: { n: 2 } }),
    );
    const { api } = client(f.impl);
    const read = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(read).toBeInstanceOf(ApiError);
    expect(read).toMatchObject({ status: 200, kind: 'http', message: 'DB down' });
    const write = (await api.member
      .put('/login/campaigns/1', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(write).toMatchObject({ status: 200, message: 'Bid below the floor' });
    expect(write.fieldErrors).toEqual({ payout: ['too low'] });
    const silent = (await api.member
      .put('/login/campaigns/1', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(silent.message).toBe('The server answered "fail" (HTTP 200) without saying why.');
    // Another backend's word for success is still a success.
    await expect(api.member.put('/login/campaigns/1', {})).resolves.toMatchObject({
      message: 'Stored',
    });
    // A read answered with any word but success is that word's failure, with its message.
    const denied = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(denied).toMatchObject({ status: 200, kind: 'http', message: 'Key revoked' });
    // A write's unknown word claims nothing: no message, left to the verification read.
    await expect(api.member.put('/login/campaigns/1', {})).resolves.toEqual({});
    await expect(api.member.get('/x', { schema: Data })).resolves.toEqual({ n: 2 });
    // Failures inside a 2xx are not retried: one request each.
    expect(f.calls).toHaveLength(7);
  });

  it('names a missing envelope status, and takes any Standard Schema for the data', async () => {
    const f = scriptedFetch(json(200, { data: { n: 1 } }), json(200, { status: 'ok', data: 7 }));
    const { api } = client(f.impl);
    const error = await api.member.get('/login/x', { schema: Data }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).message).toMatch(
      / at status: .*expected string, received undefined/,
    );
    const doubled = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) =>
          typeof value === 'number' ? { value: value * 2 } : { issues: [{ message: 'no' }] },
        types: { input: 0, output: 0 },
      },
    };
    await expect(api.member.get('/login/y', { schema: doubled })).resolves.toBe(14);
  });

  it('turns a check that throws inside a transform into an invalid-response error', async () => {
    const f = scriptedFetch(json(200, { status: 'success', data: { n: 1 } }));
    const { api } = client(f.impl);
    const Throwing = z.object({ n: z.number() }).transform(() => {
      throw new Error('boom');
    });
    const error = await api.member.get('/login/x', { schema: Throwing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
    expect((error as ApiError).message).toContain(' at data:');
  });
});

describe('error mapping', () => {
  const shapes: Array<[string, unknown]> = [
    [
      'errors as a record',
      { status: 'error', message: 'Invalid', errors: { payout: ['Bid too low'] } },
    ],
    [
      'errors as a list',
      { message: 'Invalid', errors: [{ field: 'payout', message: 'Bid too low' }] },
    ],
    [
      'errors nested under data',
      {
        status: 'error',
        data: { message: 'Invalid', errors: [{ path: ['payout'], message: 'Bid too low' }] },
      },
    ],
  ];
  it.each(shapes)('reads field errors from %s', async (_name, body) => {
    const f = scriptedFetch(json(422, body));
    const { api } = client(f.impl);
    const error = (await api.member
      .put('/login/campaigns/1', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid');
    expect(error.fieldErrors).toEqual({ payout: ['Bid too low'] });
  });

  it('falls back to a readable message when the body is an HTML error page', async () => {
    const f = scriptedFetch(() => new Response('<html>Bad gateway</html>', { status: 403 }));
    const { api } = client(f.impl);
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('You are not allowed to do this.');
    expect(error.fieldErrors).toEqual({});
  });
});

describe('retry policy', () => {
  it('retries a GET on 503 after the Retry-After delay, then succeeds', async () => {
    const f = scriptedFetch(
      json(503, { message: 'busy' }, { 'Retry-After': '2' }),
      json(200, { status: 'success', data: { n: 9 } }),
    );
    const { api, sleeps } = client(f.impl);
    await expect(api.member.get('/x', { schema: Data })).resolves.toEqual({ n: 9 });
    expect(f.calls).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('gives up after 3 attempts with full-jitter backoff', async () => {
    const f = scriptedFetch(json(429, { message: 'slow down' }));
    const { api, sleeps } = client(f.impl);
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(f.calls).toHaveLength(3);
    // random() = 0.5 of a ceiling of 300 ms, then 600 ms
    expect(sleeps).toEqual([150, 300]);
  });

  it('does not retry early when Retry-After asks for longer than it will wait', async () => {
    const f = scriptedFetch(json(503, { message: 'maintenance' }, { 'Retry-After': '600' }));
    const { api, sleeps } = client(f.impl);
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 503, retryAfterMs: 600_000 });
    expect(error.message).toBe(
      'maintenance The server asked to wait 10 minutes before trying again.',
    );
    expect(f.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('says how long the server asked to wait, in words a person reads', async () => {
    const f = scriptedFetch(
      json(429, {}, { 'Retry-After': '3600' }),
      json(429, {}, { 'Retry-After': '45' }),
      json(429, {}, { 'Retry-After': '36000' }),
    );
    const { api } = client(f.impl);
    const messages: string[] = [];
    for (let i = 0; i < 3; i++)
      messages.push(
        ((await api.member.put('/x', {}).catch((e: unknown) => e)) as ApiError).message,
      );
    expect(messages).toEqual([
      'Too many requests; please wait a moment. The server asked to wait 60 minutes before trying again.',
      'Too many requests; please wait a moment. The server asked to wait 45 seconds before trying again.',
      'Too many requests; please wait a moment. The server asked to wait 600 minutes before trying again.',
    ]);
  });

  it('stops waiting between retries when the caller cancels', async () => {
    const f = scriptedFetch(json(503, { message: 'busy' }, { 'Retry-After': '20' }));
    const controller = new AbortController();
    let sleptFor = 0;
    const api = createApiClient({
      config,
      getCredentials: () => ({}),
      fetch: f.impl,
      // A wait that ends only through the signal: without it this test would hang.
      sleep: (ms, signal) => {
        sleptFor = ms;
        return new Promise((resolve) => signal?.addEventListener('abort', () => resolve()));
      },
    });
    const pending = api.member.get('/x', { schema: Data, signal: controller.signal });
    await vi.waitFor(() => expect(sleptFor).toBe(20_000));
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(f.calls).toHaveLength(1);
  });

  it('retries network errors on GET', async () => {
    const f = scriptedFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      json(200, { status: 'success', data: { n: 1 } }),
    );
    const { api } = client(f.impl);
    await expect(api.member.get('/x', { schema: Data })).resolves.toEqual({ n: 1 });
    expect(f.calls).toHaveLength(2);
  });

  it('never retries a PUT, whatever the failure', async () => {
    for (const answer of [
      json(503, { message: 'busy' }, { 'Retry-After': '0' }),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      const f = scriptedFetch(answer);
      const { api } = client(f.impl);
      await expect(api.member.put('/login/campaigns/1', { name: 'x' })).rejects.toBeInstanceOf(
        ApiError,
      );
      expect(f.calls).toHaveLength(1);
    }
  });

  it('does not retry 4xx answers such as 401', async () => {
    const f = scriptedFetch(json(401, { status: 'error', message: 'Token expired' }));
    const { api } = client(f.impl);
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, area: 'member', message: 'Token expired' });
    expect(f.calls).toHaveLength(1);
  });
});

describe('timeout and cancellation', () => {
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });

  it('fails a hanging request with a timeout error after each bounded attempt', async () => {
    let calls = 0;
    const counted: typeof fetch = (input, init) => {
      calls++;
      return hanging(input, init);
    };
    const { api } = client(counted, { timeoutMs: 20 });
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(calls).toBe(3);
  });

  it('times out an answer whose headers arrive but whose body stalls', async () => {
    const stalled: typeof fetch = async (_input, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":"succ'));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const { api } = client(stalled, { timeoutMs: 20 });
    const error = (await api.member
      .get('/x', { schema: Data })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
  });

  it('says an answer cut off after its headers broke off, and a refused connection that the API could not be reached', async () => {
    const cut: typeof fetch = async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"status":"succ'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const broken = (await client(cut)
      .api.member.put('/login/campaigns/1', { name: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(broken).toMatchObject({ kind: 'network', status: 0 });
    expect(broken.message).toMatch(/answer broke off before it was complete/);

    const refused = (await client(() => Promise.reject(new TypeError('Failed to fetch')))
      .api.member.put('/login/campaigns/1', { name: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(refused.message).toMatch(/could not be reached/);
  });

  it('passes a caller cancellation through without retrying', async () => {
    let calls = 0;
    const counted: typeof fetch = (input, init) => {
      calls++;
      return hanging(input, init);
    };
    const { api } = client(counted, { timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = api.member.get('/x', { schema: Data, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});

describe('downloads', () => {
  it('returns the blob and the server filename', async () => {
    const f = scriptedFetch(
      () =>
        new Response('a,b\n1,2\n', {
          headers: { 'Content-Disposition': 'attachment; filename="xml-stats_5.csv"' },
        }),
    );
    const { api } = client(f.impl);
    const { blob, filename } = await api.publisher.download('/xml/stats', {
      query: { export: 'csv' },
    });
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(filename).toBe('xml-stats_5.csv');
  });

  it('refuses a 200 that is no CSV: a web page, a JSON envelope or nothing; the name ends in .csv', async () => {
    const page = '<!doctype html><p>Sign in to the proxy</p>';
    const f = scriptedFetch(
      () => new Response(page, { headers: { 'Content-Type': 'text/html' } }),
      () => Response.json({ status: 'error', message: 'Export quota reached' }),
      () => new Response(`\uFEFF  ${page}`),
      () => new Response(''),
      () =>
        new Response('date,clicks\n', {
          headers: { 'Content-Disposition': 'attachment; filename="report.csv.exe"' },
        }),
    );
    const { api } = client(f.impl);
    const download = () =>
      api.publisher.download('/xml/stats', { query: { export: 'csv' } }).catch((e: unknown) => e);
    expect(await download()).toMatchObject({
      kind: 'invalid-response',
      message: 'The server sent a web page instead of the CSV file.',
    });
    expect(await download()).toMatchObject({ kind: 'http', message: 'Export quota reached' });
    expect(await download()).toMatchObject({
      message: 'The server sent a web page instead of the CSV file.',
    });
    expect(await download()).toMatchObject({
      message: 'The server sent an empty file instead of the CSV.',
    });
    expect(await download()).toMatchObject({ filename: 'report.csv.exe.csv' });
    // A verdict on the answer, not a failure to retry: one request each.
    expect(f.calls).toHaveLength(5);
  });

  it('reads both Content-Disposition filename forms', () => {
    expect(filenameFrom("attachment; filename*=UTF-8''r%C3%A9port.csv")).toBe('réport.csv');
    expect(filenameFrom('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFrom(null)).toBeUndefined();
  });
});

describe('large answers', () => {
  // Over 1 MB the body is parsed off the main thread (parse-json-off-thread.ts);
  // here, without workers, through the same path's fallback.
  const bigRows = Array.from({ length: 12_000 }, (_, i) => ({ n: i, pad: 'x'.repeat(100) }));

  it('reads a 1.4 MB envelope to the same data, and one that is cut off as "not JSON"', async () => {
    const body = JSON.stringify({ status: 'success', data: bigRows });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const whole = scriptedFetch(() => new Response(body, { status: 200 }));
    await expect(
      client(whole.impl).api.publisher.get('/r', { schema: z.array(z.unknown()) }),
    ).resolves.toEqual(bigRows);

    const cut = scriptedFetch(() => new Response(body.slice(0, -2), { status: 200 }));
    const error = await client(cut.impl)
      .api.publisher.get('/r', { schema: z.array(z.unknown()) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: 'The server sent an answer that is not JSON.',
    });
    // A verdict on the answer, not a failure to retry.
    expect(cut.calls).toHaveLength(1);
  });
});
