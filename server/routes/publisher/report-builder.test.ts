import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppEnv } from '../../http/app-env';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/test-app';
import { createPublisherRepository } from './publisher.repository';
import { createSearchReportBuilder, WORKER_NICE, type SearchReportBuilder } from './report-builder';
import { LARGE_KEY } from './report-requests';
import { ceiling } from '../../testing/ceiling';

const dir = mkdtempSync(join(tmpdir(), 'adpanel-report-builder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const REPORT = `/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-08-23&date_to=${TEST_TODAY}`;

/** The app on `t`'s database with a Search report builder the test can look into and close. */
function withBuilder(
  t: TestApp,
  builder = createSearchReportBuilder(t.db, createPublisherRepository(t.db)),
) {
  return {
    builder,
    app: createApp({ db: t.db, env: t.env, log: () => {}, searchReports: builder }),
  };
}

describe('Search report built in the worker thread (database file)', () => {
  let file: TestApp;
  let memory: TestApp;
  let builder: SearchReportBuilder;
  let app: Hono<AppEnv>;
  // The main thread's nice value before any worker thread started.
  const mainNice = getPriority();
  beforeAll(async () => {
    file = await createTestApp({ dbPath: join(dir, 'worker.sqlite') });
    memory = await createTestApp();
    ({ builder, app } = withBuilder(file));
  }, ceiling(60_000));
  afterAll(async () => {
    // Optional: a beforeAll that failed leaves them unset, and its error is the one to read.
    await builder?.close();
    file?.db.close();
  });

  it(
    'gives the bytes the main thread gives, JSON and CSV, empty or not',
    async () => {
      const urls = [
        REPORT,
        `${REPORT}&export=csv`,
        `${REPORT}&sid=932&export=csv`,
        `/pub/publisher/search-report?token=${file.publisherKeys.both}&date_from=2026-10-01&date_to=${TEST_TODAY}`,
        `/pub/publisher/search-report?token=${file.publisherKeys.both}&date_from=2020-01-01&date_to=2020-01-20`,
        `/pub/publisher/search-report?token=${file.publisherKeys.both}&date_from=2020-01-01&date_to=2020-01-20&export=csv`,
      ];
      for (const url of urls) {
        const fromWorker = await app.request(url);
        const fromMain = await memory.app.request(url);
        const [worker, main] = await Promise.all([fromWorker.text(), fromMain.text()]);
        expect([fromWorker.status, fromWorker.headers.get('Content-Type')], url).toEqual([
          fromMain.status,
          fromMain.headers.get('Content-Type'),
        ]);
        expect(worker.length, url).toBe(main.length);
        expect(worker === main, url).toBe(true);
      }
      expect(builder.hasWorker()).toBe(true);
      expect(builder.running()).toBe(0);
      expect(await builder.workerStats()).toMatchObject({ answers: 0 });
    },
    ceiling(60_000),
  );

  it.runIf(process.platform === 'linux')(
    'runs the worker thread at a lower CPU priority than the main thread (Linux)',
    async () => {
      await (await app.request(`${REPORT}&sid=932`)).text();
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after "(comm)").
      const nice = (task: string) =>
        Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
      const values = readdirSync('/proc/self/task').map(nice);
      expect(builder.hasWorker()).toBe(true);
      // WORKER_NICE, or the process's own nice where that is lower already (CI's
      // next-runtime guard runs this suite under nice -n 19): never above it.
      expect(values).toContain(Math.max(mainNice, WORKER_NICE));
      // The main thread keeps the priority it had before the worker started.
      expect(nice(String(process.pid))).toBe(mainNice);
    },
  );

  it('reads the database as it is now: a row written after the worker started shows', async () => {
    file.db
      .prepare(
        `INSERT INTO search_stats_daily (sid, date, geo, subid, total, monetized, clicks, revenue_micros)
         VALUES (901, '2031-01-01', 'ZZ', 'late', 10, 5, 2, 3000000)`,
      )
      .run();
    const res = await app.request(
      `/pub/publisher/search-report?token=${file.publisherKeys.both}&date_from=2031-01-01&date_to=2031-01-01`,
    );
    const body = (await res.json()) as { data: { geo: string; revenue: string }[] };
    expect(body.data.map((r) => [r.geo, r.revenue])).toEqual([['ZZ', '3.0000000000']]);
  });

  it('builds a piece only when the reader asks: a reader that stops holds the worker at one piece ahead of it', async () => {
    const before = (await builder.workerStats())?.pieces ?? 0;
    const res = await app.request(REPORT);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The envelope's start and the first day, perhaps the next being asked for: not 90 days.
    const built = ((await builder.workerStats())?.pieces ?? 0) - before;
    expect(built).toBeGreaterThanOrEqual(2);
    expect(built).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it('a reader that goes away mid-way: the worker drops the answer and builds nothing more for it', async () => {
    const res = await app.request(REPORT);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (let i = 0; i < 5; i++) await reader.read();
    expect(builder.running()).toBe(1);
    expect(await builder.workerStats()).toMatchObject({ answers: 1 });
    await reader.cancel();
    expect(builder.running()).toBe(0);
    const after = await builder.workerStats();
    expect(after?.answers).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await builder.workerStats())?.pieces).toBe(after?.pieces);
  });

  it('an empty CSV (404) leaves nothing running', async () => {
    const res = await app.request(
      `/pub/publisher/search-report?token=${file.publisherKeys.both}&date_from=2020-01-01&date_to=2020-01-20&export=csv`,
    );
    expect(res.status).toBe(404);
    expect(builder.running()).toBe(0);
    expect(await builder.workerStats()).toMatchObject({ answers: 0 });
  });

  it(
    'close() stops the worker and fails the answers still running; the next report starts a new worker',
    async () => {
      const res = await app.request(REPORT);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await builder.close();
      expect(builder.hasWorker()).toBe(false);
      expect(builder.running()).toBe(0);
      await expect(
        (async () => {
          for (;;) if ((await reader.read()).done) return 'ended';
        })(),
      ).rejects.toThrow('The report worker stopped');
      const again = await app.request(REPORT);
      expect(again.status).toBe(200);
      expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(9_000_000);
      expect(builder.hasWorker()).toBe(true);
    },
    ceiling(60_000),
  );
});

describe('a report worker that cannot start', () => {
  it(
    'answers 500 and keeps nothing running; the error does not escape the request',
    async () => {
      const t = await createTestApp();
      const path = join(dir, 'gone.sqlite');
      const gone = new Database(path);
      const builder = createSearchReportBuilder(gone, createPublisherRepository(t.db));
      gone.close();
      rmSync(path);
      const lines: string[] = [];
      const app = createApp({
        db: t.db,
        env: t.env,
        log: (line) => lines.push(line),
        searchReports: builder,
      });
      const res = await app.request(REPORT);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ status: 'error', message: 'Internal server error' });
      expect(builder.running()).toBe(0);
      expect(builder.hasWorker()).toBe(false);
      expect(lines.join('\n')).toMatch(/ERROR GET \/pub\/publisher\/search-report/);
      await builder.close();
    },
    ceiling(60_000),
  );
});

describe('Search report built on the main thread (in-memory database)', () => {
  it('a reader that goes away mid-way, and an empty CSV, leave nothing running', async () => {
    const t = await createTestApp();
    const { builder, app } = withBuilder(t);
    const res = await app.request(REPORT);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.read();
    expect(builder.running()).toBe(1);
    await reader.cancel();
    expect(builder.running()).toBe(0);
    const empty = await app.request(
      `/pub/publisher/search-report?token=${t.publisherKeys.both}&date_from=2020-01-01&date_to=2020-01-20&export=csv`,
    );
    expect(empty.status).toBe(404);
    expect(builder.running()).toBe(0);
    expect(builder.hasWorker()).toBe(false);
  });
});
