import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMemberToken } from '../auth/member-token';
import { createRng } from '../db/prng';
import { DEMO_PUBLISHERS } from '../db/seed-publishers';
import { DEV_JWT_SECRET } from '../env';
import { cutChunked, exchange, halfBody, stall, type RawRequest } from '../testing/raw-http';
import { startReferenceProcess, type ReferenceProcess } from '../testing/reference-process';
import { ceiling } from '../testing/ceiling';

/**
 * The chaos suite (issue 22): clients that misbehave the way real ones do —
 * a browser leaving a page mid-download, a dropped network, a HEAD from an
 * uptime monitor, a reader that stops reading, an upload cut in half — against
 * every route family of the reference API running as `npm start` runs it, in
 * a process of its own. After each round the process still answers, every
 * report export slot has come back and memory is back near where it started.
 * A crash anywhere is a dead process, which fails the suite; anything written
 * to stderr (an error the HTTP layer caught and printed) fails it too.
 * Bounded and loopback only; the seed is printed so a failure can be replayed
 * with CHAOS_SEED.
 */

const SEED = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
const rng = createRng(SEED);
const IDLE_SECONDS = 3;
const ROUNDS = 2;
const ENCODINGS = [undefined, 'br', 'gzip'] as const;

const [northwind, , , large] = DEMO_PUBLISHERS;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

let server: ReferenceProcess;
let member = '';
let staticDir = '';

interface Target {
  name: string;
  /** Which listener: the REST/dashboard one or the MCP origin. */
  origin: 'rest' | 'mcp';
  request: RawRequest | ((host: string) => RawRequest);
  /** Holds a report export slot while its body streams. */
  report?: boolean;
}

function targets(): Target[] {
  const auth = { Authorization: `Bearer ${member}` };
  const report = (path: string) => `${path}&date_from=${daysAgo(89)}&date_to=${today}`;
  const mcpCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const get =
    (path: string, headers: Record<string, string> = {}) =>
    (host: string) =>
      ({ method: 'GET', path, host, headers }) as RawRequest;
  return [
    { name: 'static asset', origin: 'rest', request: get('/assets/chaos-0123abcd.js') },
    {
      name: 'static deep link',
      origin: 'rest',
      request: get('/campaigns', { Accept: 'text/html' }),
    },
    { name: 'config.json', origin: 'rest', request: get('/config.json') },
    {
      name: '/api/v1 list',
      origin: 'rest',
      request: get('/api/v1/login/campaigns/campaigns?perPage=200', auth),
    },
    { name: '/api/v1 read', origin: 'rest', request: get('/api/v1/login/campaigns/10001', auth) },
    { name: '/api/v1 openapi', origin: 'rest', request: get('/api/v1/openapi.json') },
    {
      name: '/pub search JSON',
      origin: 'rest',
      report: true,
      request: get(report(`/pub/publisher/search-report?token=${large?.key}`)),
    },
    {
      name: '/pub search CSV',
      origin: 'rest',
      report: true,
      request: get(report(`/pub/publisher/search-report?token=${large?.key}&export=csv`)),
    },
    {
      name: '/pub xml JSON',
      origin: 'rest',
      report: true,
      request: get(report(`/pub/xml/stats?token=${northwind?.key}&tid=501&groupBy=day`)),
    },
    {
      name: '/pub xml CSV',
      origin: 'rest',
      report: true,
      request: get(report(`/pub/xml/stats?token=${northwind?.key}&tid=501&export=csv`)),
    },
    { name: 'health', origin: 'rest', request: get('/health') },
    { name: 'mcp health', origin: 'mcp', request: get('/health') },
    {
      name: 'mcp well-known',
      origin: 'mcp',
      request: get('/.well-known/oauth-authorization-server'),
    },
    {
      name: 'mcp protected resource',
      origin: 'mcp',
      request: get('/.well-known/oauth-protected-resource/mcp'),
    },
    {
      name: 'mcp tools/list',
      origin: 'mcp',
      request: (host) => ({
        method: 'POST',
        path: '/mcp',
        host,
        headers: {
          ...auth,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: mcpCall,
      }),
    },
  ];
}

function portOf(target: Target) {
  return target.origin === 'rest' ? server.port : server.mcpPort;
}
function requestOf(target: Target, headers: Record<string, string> = {}): RawRequest {
  const host =
    target.origin === 'rest' ? `127.0.0.1:${server.port}` : `localhost:${server.mcpPort}`;
  const base = typeof target.request === 'function' ? target.request(host) : target.request;
  return { ...base, headers: { ...base.headers, ...headers } };
}

interface Vitals {
  heapUsedBytes: number;
  externalBytes: number;
  collected: boolean;
  exportSlotsInUse: number;
  searchReportsRunning: number;
}
async function vitals(): Promise<Vitals> {
  const res = await fetch(`${server.origin}/api/v1/test-hooks/vitals`);
  return (await res.json()) as Vitals;
}

/**
 * Vitals once memory has settled: a socket the client has just dropped still
 * holds its buffers until the server sees the close, so one read right after a
 * burst can be megabytes off either way (CI once measured +12 MB that a second
 * later was gone). Reads until two in a row agree within 512 KB (at most 5 s)
 * and keeps the lowest external figure seen; a real leak does not drain.
 */
async function settledVitals(): Promise<Vitals> {
  const deadline = Date.now() + 5_000;
  let last = await vitals();
  let lowest = last;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await vitals();
    if (next.externalBytes < lowest.externalBytes) lowest = next;
    const agree = Math.abs(next.externalBytes - last.externalBytes) < 512 * 1024;
    last = next;
    if (agree || Date.now() > deadline) return lowest;
  }
}

/** Polls until every export slot has come back (the stalled readers' included). */
async function slotsFree(withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { exportSlotsInUse } = await vitals();
    if (exportSlotsInUse === 0 || Date.now() > deadline) return exportSlotsInUse;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The process answers on both origins and has written nothing to stderr. */
async function expectHealthy(context: string) {
  for (const port of [server.port, server.mcpPort]) {
    const host = port === server.port ? `127.0.0.1:${port}` : `localhost:${port}`;
    const res = await exchange(port, { method: 'GET', path: '/health', host }).catch(
      (error: Error) => ({ status: error.message }),
    );
    if (res.status !== 200) await new Promise((resolve) => setTimeout(resolve, 300));
    const state = server.exited() ? 'the process has exited' : 'the process is running';
    expect(res.status, `${context}: ${state} (CHAOS_SEED=${SEED})\n${server.tail()}`).toBe(200);
  }
  expect(server.stderr(), `${context} (CHAOS_SEED=${SEED})`).toBe('');
}

/** Full size of each target's answer per encoding, so aborts land inside the body. */
async function fullSizes(list: Target[]) {
  const sizes = new Map<string, number>();
  for (const target of list)
    for (const encoding of ENCODINGS) {
      const res = await exchange(
        portOf(target),
        requestOf(target, encoding ? { 'Accept-Encoding': encoding } : {}),
      );
      expect(res.status, `${target.name} ${encoding ?? 'identity'}`).toBeLessThan(300);
      sizes.set(`${target.name} ${encoding}`, res.received);
    }
  return sizes;
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'adpanel-chaos-'));
  mkdirSync(join(staticDir, 'assets'));
  // A script large enough that compressed and plain answers span many socket writes.
  const rows = Array.from({ length: 6000 }, (_, i) => `{i:${i},s:"row ${(i * 7919) % 10007}"}`);
  writeFileSync(join(staticDir, 'assets', 'chaos-0123abcd.js'), `export const r=[${rows}];\n`);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>adpanel</title>');
  writeFileSync(join(staticDir, 'config.json'), '{"apiBaseUrl":"/api/v1","pubBaseUrl":"/pub"}');
  server = await startReferenceProcess({
    nodeArgs: ['--expose-gc'],
    env: {
      DEMO: 'true',
      TEST_HOOKS: 'true',
      STATIC_DIR: staticDir,
      // A database file, as npm start has: reports are then built in the worker thread.
      DB_PATH: join(staticDir, 'chaos.sqlite'),
      JWT_SECRET: DEV_JWT_SECRET,
      ALLOW_DIRECT_JWT: 'true',
      SOCKET_IDLE_TIMEOUT: String(IDLE_SECONDS),
      REPORT_EXPORTS_PER_KEY: '2',
      API_QUOTA: 'off',
      MCP_QUOTA: '100000/60',
    },
  });
  member = await signMemberToken(DEV_JWT_SECRET, { uid: 1001, tenant: 'acme', name: 'Chaos' });
  // Both listeners up before the first round.
  const deadline = Date.now() + 10_000;
  while ((await fetch(`http://localhost:${server.mcpPort}/health`).catch(() => null))?.ok !== true)
    if (Date.now() > deadline) throw new Error(`The MCP origin did not answer\n${server.tail()}`);
}, ceiling(60_000));

afterAll(async () => {
  await server?.stop();
  // The database file and its WAL: about 40 MB a run.
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

describe(`chaos: misbehaving clients against the reference API (CHAOS_SEED=${SEED})`, () => {
  it(
    'survives every route family aborted at random bytes, HEADs, stalls and half bodies, and gives everything back',
    async () => {
      const list = targets();
      const sizes = await fullSizes(list);
      await expectHealthy('after the warm-up');
      const start = await settledVitals();
      expect(start.collected, 'the server runs with --expose-gc').toBe(true);

      // A keep-alive connection left idle past Node's default (5 s, closed at ~6 s) is still open, and
      // reusable: the server closes idle connections only after the common proxy
      // idle timeout (65 s), so a client reusing one never races its close (item 9).
      const idleReuse = (async () => {
        const { request } = await import('node:http');
        const { Agent } = await import('node:http');
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const get = () =>
          new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
            const req = request(
              { host: '127.0.0.1', port: server.port, path: '/health', agent },
              (res) => {
                res.resume();
                res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
              },
            );
            req.on('error', reject);
            req.end();
          });
        await get();
        await new Promise((resolve) => setTimeout(resolve, 7_000));
        const again = await get();
        agent.destroy();
        return again;
      })().catch((error: NodeJS.ErrnoException) => ({ error: error.code ?? error.message }));

      for (let round = 1; round <= ROUNDS; round++) {
        const work: Promise<unknown>[] = [];
        const heads: Promise<[string, number | undefined]>[] = [];
        for (const target of list) {
          const port = portOf(target);
          if (requestOf(target).method === 'GET')
            heads.push(
              exchange(port, { ...requestOf(target), method: 'HEAD' }).then((res) => [
                target.name,
                res.status,
              ]),
            );
          for (const encoding of ENCODINGS) {
            const full = sizes.get(`${target.name} ${encoding}`) ?? 1;
            const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
            work.push(
              exchange(port, requestOf(target, headers), {
                stopAfter: rng.int(1, Math.max(1, full - 1)),
                reset: rng.chance(0.5),
              }),
            );
          }
          const req = requestOf(target);
          if (req.method === 'POST') work.push(halfBody(port, req, rng.chance(0.5)));
        }
        work.push(
          halfBody(server.port, {
            method: 'PUT',
            path: '/api/v1/login/campaigns/10001',
            host: `127.0.0.1:${server.port}`,
            headers: { Authorization: `Bearer ${member}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'x'.repeat(4000) }),
          }),
        );
        // Chunked uploads (no Content-Length) cut after their first chunk, or with a
        // malformed chunk size: the body is read by the body limit, whose error is the
        // client's doing, never a logged 500.
        const update = {
          method: 'PUT',
          path: '/api/v1/login/campaigns/update-status',
          host: `127.0.0.1:${server.port}`,
          headers: { Authorization: `Bearer ${member}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ids: [10001], status: 3 }),
        } as const;
        const mcpList = list.find((t) => t.origin === 'mcp' && requestOf(t).method === 'POST');
        for (const malformed of [false, true]) {
          work.push(cutChunked(server.port, update, { malformed }));
          if (mcpList) work.push(cutChunked(server.mcpPort, requestOf(mcpList), { malformed }));
        }
        const settled = await Promise.allSettled([...work, ...heads]);
        // A dead process first: every request after it fails with ECONNREFUSED.
        await expectHealthy(`round ${round}: after aborts, HEADs and half bodies`);
        expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
        const headStatuses = await Promise.all(heads);
        expect(headStatuses.filter(([, status]) => status !== 200)).toEqual([]);
        expect(await slotsFree(1_000), `round ${round}: slots after aborts`).toBe(0);

        // Readers that stall, one per target, holding their connections until the
        // slots are checked: the slots must come back while they are still connected.
        // Reports uncompressed: megabytes, more than the loopback buffers take from
        // a reader that does not read, so the server's writes really stall.
        const stalls = await Promise.all(
          list.map((target) =>
            stall(
              portOf(target),
              requestOf(
                target,
                !target.report && rng.chance(0.5) ? { 'Accept-Encoding': 'br' } : {},
              ),
            ),
          ),
        );
        const stallStatuses = await Promise.all(
          stalls.map(async (s, i) => [list[i]?.name, await s.status] as const),
        );
        expect(stallStatuses.filter(([, status]) => status !== 200)).toEqual([]);
        expect(
          (await vitals()).exportSlotsInUse,
          'a stalled 9 MB report holds its slot',
        ).toBeGreaterThan(0);
        // Back once the connection has been idle for SOCKET_IDLE_TIMEOUT: the listener
        // closes it then (without that timeout the slot never comes back). The bound is
        // 10 idle timeouts, not 3: until the loopback buffers are full the 9 MB answer is
        // still being written, and on a starved machine (CI beside other suites, load 12)
        // the report worker, at nice 10, took longer than 9 s to fill them.
        expect(
          await slotsFree(10_000 * IDLE_SECONDS),
          `round ${round}: slots of stalled readers (CHAOS_SEED=${SEED})`,
        ).toBe(0);
        for (const stalled of stalls) stalled.hangUp();
        // And the slots serve: a publisher's full allowance of exports at once succeeds.
        const both = list.filter((t) => t.name.startsWith('/pub search'));
        const results = await Promise.all(both.map((t) => exchange(server.port, requestOf(t))));
        expect(results.map((r) => r.status)).toEqual([200, 200]);
        await expectHealthy(`round ${round}: at its end`);
      }

      const reuse = await idleReuse;
      expect(reuse).toEqual({ status: 200, reused: true });

      // Memory back near its start: no engine, stream or slot left behind (the
      // compressors' native memory is counted by V8 as external, not in heapUsed,
      // and the heap after a full collection is what holds leaked objects).
      const end = await settledVitals();
      console.log(`chaos vitals (CHAOS_SEED=${SEED}): ${JSON.stringify({ start, end })}`);
      expect(end.exportSlotsInUse).toBe(0);
      // Every Search report answer that was opened, in the worker or not, has ended.
      expect(end.searchReportsRunning).toBe(0);
      const growth = {
        heap: end.heapUsedBytes - start.heapUsedBytes,
        external: end.externalBytes - start.externalBytes,
      };
      expect(growth.heap, `heap growth (CHAOS_SEED=${SEED})`).toBeLessThan(8 * 1024 * 1024);
      expect(growth.external, `external growth (CHAOS_SEED=${SEED})`).toBeLessThan(8 * 1024 * 1024);
      await expectHealthy('at the end');
      // Misbehaving clients are normal traffic: no handler logged a 500 for them.
      expect(server.errorLines()).toEqual([]);
    },
    ceiling(180_000),
  );

  it('has no global handler that would hide an uncaught exception', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const hiding = files.filter((f) =>
      /process\.on\(\s*['"](uncaughtException|unhandledRejection)/.test(
        readFileSync(join(root, f), 'utf8'),
      ),
    );
    expect(hiding).toEqual([]);
  });
});
