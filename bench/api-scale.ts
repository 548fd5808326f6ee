import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PENDING_STATUS } from '@contract/campaigns';
import { toNumber } from '@contract/common';
import { createApp } from '../server/app';
import { signMemberToken } from '../server/auth/member-token';
import { openDatabase } from '../server/db/open';
import { MIGRATIONS, SCHEMA_VERSION } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { SCALE_MEMBER, seedScale, type ScaleSeedResult } from '../server/db/seed-scale';
import { readEnv } from '../server/env';
import {
  int,
  ms,
  type BenchContext,
  type BenchModule,
  type Section,
  type Table,
} from './lib/report';
import { capturePlans } from './lib/sql-plans';
import { summarize, type Summary } from './lib/stats';

/**
 * Reference API at scale (issue 8, part 1): one advertiser with N campaigns, the
 * real Hono app on a real HTTP listener (ephemeral port on loopback), requests
 * made one at a time with fetch. A sample is fetch() to the last byte of the body.
 * With the baseline on, the same data is first measured on schema version 2 (before
 * issue 8's indexes), then the file is opened the normal way, which migrates it.
 */

const BASE = '/api/v1/login/campaigns';
const TARGET = { p50: 10, p99: 50 };
/** The schema before issue 8: what "before" means in the tables. */
const BASELINE_SCHEMA = 2;
const TODAY = '2026-11-20';
/** Matches one brand × type × country: about 1 in 400 campaigns, spread over all ids. */
const NAME_QUERY = 'Wallet Native JP';
const NO_MATCH_QUERY = 'walet';
/** The concurrent-writes case: a bulk run's size and the dashboard's BULK_CONCURRENCY. */
const WRITE_CAMPAIGNS = 1000;
const WRITE_IN_FLIGHT = 4;

interface Case {
  id: string;
  label: string;
  kind: 'list' | 'read' | 'update';
  /** Path and query after BASE, given the campaign id under test and the last 200-row page. */
  path: (at: { cid: number; lastPage: number }) => string;
  /** The list targets of the issue apply; extras are listed for information. */
  target: boolean;
}

const CASES: Case[] = [
  {
    id: 'default',
    label: 'Default page (20 rows, newest first)',
    kind: 'list',
    target: true,
    path: () => '/campaigns',
  },
  {
    id: 'page200',
    label: '200-row page',
    kind: 'list',
    target: true,
    path: () => '/campaigns?perPage=200',
  },
  {
    id: 'sortName',
    label: 'Sort by name',
    kind: 'list',
    target: true,
    path: () => '/campaigns?sort=name&order=asc',
  },
  {
    id: 'statusType',
    label: 'Status + type filter',
    kind: 'list',
    target: true,
    path: () => '/campaigns?status=1&types=2',
  },
  {
    id: 'nameQuery',
    label: `Name query "${NAME_QUERY}"`,
    kind: 'list',
    target: true,
    path: () => `/campaigns?query=${encodeURIComponent(NAME_QUERY)}`,
  },
  {
    id: 'cidQuery',
    label: 'Cid query',
    kind: 'list',
    target: true,
    path: ({ cid }) => `/campaigns?query=${cid}`,
  },
  {
    id: 'statusTypes',
    label: 'Status + two types (extra)',
    kind: 'list',
    target: false,
    path: () => '/campaigns?status=1&types=1,3',
  },
  {
    id: 'noMatch',
    label: `Name query without a match "${NO_MATCH_QUERY}" (extra)`,
    kind: 'list',
    target: false,
    path: () => `/campaigns?query=${NO_MATCH_QUERY}`,
  },
  {
    id: 'nameQuerySorted',
    label: 'Name query sorted by name (extra)',
    kind: 'list',
    target: false,
    path: () => `/campaigns?query=${encodeURIComponent(NAME_QUERY)}&sort=name&order=asc`,
  },
  {
    id: 'lastPage',
    label: 'Last 200-row page (extra)',
    kind: 'list',
    target: false,
    path: ({ lastPage }) => `/campaigns?perPage=200&page=${lastPage}`,
  },
  {
    id: 'read',
    label: 'Read one campaign (GET /:cid)',
    kind: 'read',
    target: false,
    path: ({ cid }) => `/${cid}`,
  },
  {
    id: 'update',
    label: 'Update one campaign (PUT /:cid, unchanged)',
    kind: 'update',
    target: false,
    path: ({ cid }) => `/${cid}`,
  },
];

interface CaseResult {
  c: Case;
  summary: Summary;
  matched?: number;
  plans: string[];
}

interface Listener {
  origin: string;
  close(): Promise<void>;
}

function listen(db: Database.Database, dir: string): Promise<Listener> {
  const env = {
    ...readEnv({}),
    dbPath: join(dir, 'bench.sqlite'),
    staticDir: join(dir, 'no-dashboard'),
    demo: false,
    testHooks: false,
  };
  // Silent request log: the real server prints a line per request, the bench does not time console I/O.
  const app = createApp({ db, env, log: () => {} });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}

/** Schema version 2 with the demo seed, as a database file looked before issue 8. */
function openBaseline(path: string): Database.Database {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // As open.ts registers it: the list's `query` filter calls fold().
  db.function('fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  for (let version = 0; version < BASELINE_SCHEMA; version++) db.exec(MIGRATIONS[version] ?? '');
  db.pragma(`user_version = ${BASELINE_SCHEMA}`);
  // Today's repository reads name_fold (schema 4) and writes revision (schema 5): the
  // baseline keeps schema 2's indexes and gains only those columns, dropped again before
  // the real migration.
  db.exec("ALTER TABLE campaigns ADD COLUMN name_fold TEXT NOT NULL DEFAULT ''");
  db.exec('ALTER TABLE campaigns ADD COLUMN revision INTEGER NOT NULL DEFAULT 0');
  seedDatabase(db, { today: TODAY });
  return db;
}

async function measureAll(
  ctx: BenchContext,
  db: Database.Database,
  dir: string,
  scale: ScaleSeedResult,
  label: string,
): Promise<CaseResult[]> {
  const { requests, warmup } = ctx.options;
  const listener = await listen(db, dir);
  const token = await signMemberToken(readEnv({}).jwtSecret, {
    uid: scale.uid,
    tenant: scale.tenant,
    name: scale.name,
  });
  const headers = { Authorization: `Bearer ${token}` };
  // A campaign in the middle of the id range: neither the first nor the last page.
  const cid = scale.firstCid + Math.floor(scale.campaigns / 2);
  const lastPage = Math.max(1, Math.ceil(scale.campaigns / 200));

  const first = await fetch(`${listener.origin}${BASE}/${cid}`, { headers });
  if (first.status !== 200) throw new Error(`GET ${cid}: ${first.status} ${await first.text()}`);
  const body: unknown = await first.json();
  const campaign = JSON.stringify((body as { data: { campaign: unknown } }).data.campaign);

  const results: CaseResult[] = [];
  try {
    for (const c of CASES) {
      const url = `${listener.origin}${BASE}${c.path({ cid, lastPage })}`;
      const init: RequestInit =
        c.kind === 'update'
          ? {
              method: 'PUT',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: campaign,
            }
          : { headers };
      let text = '';
      const once = async (): Promise<number> => {
        const started = performance.now();
        const res = await fetch(url, init);
        text = await res.text();
        const elapsed = performance.now() - started;
        if (res.status !== 200) throw new Error(`${c.id}: ${res.status} ${text.slice(0, 300)}`);
        return elapsed;
      };
      for (let i = 0; i < warmup; i++) await once();
      const sample: number[] = [];
      for (let i = 0; i < requests; i++) sample.push(await once());
      const matched =
        c.kind === 'list'
          ? (JSON.parse(text) as { data: { total: number } }).data.total
          : undefined;
      const plans =
        c.kind === 'list' ? await capturePlans(db, async () => void (await once())) : [];
      const summary = summarize(sample);
      results.push({ c, summary, matched, plans });
      ctx.log(`  ${label} ${c.id}: p50 ${ms(summary.p50)} ms, p99 ${ms(summary.p99)} ms`);
    }
  } finally {
    await listener.close();
  }
  return results;
}

interface WriteResult {
  campaigns: number;
  totalMs: number;
  requests: number;
  put: Summary;
  get: Summary;
  non2xx: number;
  /** Writes whose verification read did not return the payout sent. */
  mismatches: number;
  clamped: number;
  journalMode: string;
}

/**
 * A bulk run's request pattern against the real listener: per campaign a read,
 * a PUT of the same complete object with only the payout changed (+1 %, rounded
 * to 3 decimals, kept within the type's range from the read) and a verification
 * read, WRITE_IN_FLIGHT campaigns at a time (the dashboard's pool). Pending
 * campaigns are left out, as a bulk selection leaves them out.
 */
async function measureConcurrentWrites(
  db: Database.Database,
  dir: string,
  scale: ScaleSeedResult,
  path: string,
): Promise<WriteResult> {
  // A second connection to the file: WAL is a property of the file, not of the bench's handle.
  const probe = new Database(path, { readonly: true });
  const journalMode = String(probe.pragma('journal_mode', { simple: true }));
  probe.close();
  const cids = (
    db
      .prepare('SELECT cid FROM campaigns WHERE uid = ? AND status <> ? ORDER BY cid LIMIT ?')
      .all(scale.uid, PENDING_STATUS, WRITE_CAMPAIGNS) as { cid: number }[]
  ).map((r) => r.cid);
  const listener = await listen(db, dir);
  const token = await signMemberToken(readEnv({}).jwtSecret, {
    uid: scale.uid,
    tenant: scale.tenant,
    name: scale.name,
  });
  const headers = { Authorization: `Bearer ${token}` };
  const puts: number[] = [];
  const gets: number[] = [];
  let non2xx = 0;
  let mismatches = 0;
  let clamped = 0;
  const timed = async (times: number[], url: string, init: RequestInit) => {
    const started = performance.now();
    const res = await fetch(url, init);
    const text = await res.text();
    times.push(performance.now() - started);
    if (res.status < 200 || res.status > 299) non2xx++;
    return { ok: res.ok, text };
  };
  type Read = { campaign: Record<string, unknown>; campaign_types: Record<string, unknown> };
  const read = async (url: string): Promise<Read | undefined> => {
    const { ok, text } = await timed(gets, url, { headers });
    return ok ? (JSON.parse(text) as { data: Read }).data : undefined;
  };
  async function one(cid: number) {
    const url = `${listener.origin}${BASE}/${cid}`;
    const data = await read(url);
    if (!data) return;
    const { campaign } = data;
    const type = data.campaign_types[String(campaign.type)] as
      { minBid: unknown; maxBid: unknown } | undefined;
    const raised = Math.round(toNumber(campaign.payout) * 1.01 * 1000) / 1000;
    const min = toNumber(type?.minBid);
    const max = toNumber(type?.maxBid);
    const payout = Math.min(Math.max(raised, min), max);
    if (payout !== raised) clamped++;
    // The same JSON type as read: a string bid stays a string, as the dashboard keeps it.
    const sent = {
      ...campaign,
      payout: typeof campaign.payout === 'string' ? String(payout) : payout,
    };
    const { ok } = await timed(puts, url, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(sent),
    });
    const after = await read(url);
    if (ok && after && toNumber(after.campaign.payout) !== payout) mismatches++;
  }
  const started = performance.now();
  try {
    let next = 0;
    // A worker pool: each worker takes the next campaign when its last one is done.
    const worker = async () => {
      while (next < cids.length) await one(cids[next++] as number);
    };
    await Promise.all(Array.from({ length: WRITE_IN_FLIGHT }, worker));
  } finally {
    await listener.close();
  }
  return {
    campaigns: cids.length,
    totalMs: performance.now() - started,
    requests: puts.length + gets.length,
    put: summarize(puts),
    get: summarize(gets),
    non2xx,
    mismatches,
    clamped,
    journalMode,
  };
}

function writesTable(w: WriteResult): Table {
  const seconds = w.totalMs / 1000;
  return {
    caption: `Concurrent writes: ${int(w.campaigns)} campaigns (the first non-Pending ones by cid), ${WRITE_IN_FLIGHT} in flight, each GET → PUT (payout +1 %, rounded to 3 decimals, within the type's minBid–maxBid from the read) → GET, as a bulk run of the dashboard sends them. Journal mode of the bench file (PRAGMA journal_mode on a second connection): ${w.journalMode}.`,
    head: ['Measure', 'Value'],
    align: ['l', 'r'],
    rows: [
      ['Total time (ms)', ms(w.totalMs)],
      ['Campaigns per second', (w.campaigns / seconds).toFixed(0)],
      ['Requests', int(w.requests)],
      ['Requests per second', (w.requests / seconds).toFixed(0)],
      ['PUT p50 (ms)', ms(w.put.p50)],
      ['PUT p99 (ms)', ms(w.put.p99)],
      ['PUT max (ms)', ms(w.put.max)],
      ['GET p50 (ms)', ms(w.get.p50)],
      ['GET p99 (ms)', ms(w.get.p99)],
      ['Non-2xx answers (must be 0)', int(w.non2xx)],
      ['Read back with another payout than sent', int(w.mismatches)],
      ["Bids clamped to the type's range", int(w.clamped)],
    ],
  };
}

function verdict(r: CaseResult): string {
  if (r.c.kind !== 'list') return 'no target';
  const misses = [];
  if (r.summary.p50 > TARGET.p50) misses.push('p50');
  if (r.summary.p99 > TARGET.p99) misses.push('p99');
  const text = misses.length ? `miss (${misses.join(', ')})` : 'met';
  return r.c.target ? text : `${text}, extra`;
}

function latencyTable(results: CaseResult[], caption: string): Table {
  return {
    caption,
    head: [
      'Case',
      'Matched',
      'p50 (median) ms',
      'p99 ms',
      'min ms',
      'max ms',
      'n',
      `p50 ≤ ${TARGET.p50}, p99 ≤ ${TARGET.p99}`,
    ],
    align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    rows: results.map((r) => [
      r.c.label,
      r.matched === undefined ? '' : int(r.matched),
      ms(r.summary.p50),
      ms(r.summary.p99),
      ms(r.summary.min),
      ms(r.summary.max),
      String(r.summary.n),
      verdict(r),
    ]),
  };
}

function planTable(results: CaseResult[], caption: string): Table {
  return {
    caption,
    head: ['Case', 'SQLite query plan (EXPLAIN QUERY PLAN of the statements the request ran)'],
    rows: results
      .filter((r) => r.plans.length)
      .map((r) => [r.c.label, distinctPlans(r.plans).join(' / ')]),
  };
}

/** Each plan once, with how many times the request ran it (a streamed page reads its rows in batches). */
function distinctPlans(plans: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const plan of plans) counts.set(plan, (counts.get(plan) ?? 0) + 1);
  return [...counts].map(([plan, n]) => (n > 1 ? `${plan} (${n} times)` : plan));
}

function compareTable(before: CaseResult[], after: CaseResult[]): Table {
  return {
    caption: `Before (schema ${BASELINE_SCHEMA}) and after (schema ${SCHEMA_VERSION}), milliseconds:`,
    head: ['Case', 'p50 before', 'p99 before', 'p50 after', 'p99 after'],
    align: ['l', 'r', 'r', 'r', 'r'],
    rows: after.map((a) => {
      const b = before.find((x) => x.c.id === a.c.id);
      return [
        a.c.label,
        b ? ms(b.summary.p50) : '',
        b ? ms(b.summary.p99) : '',
        ms(a.summary.p50),
        ms(a.summary.p99),
      ];
    }),
  };
}

export const apiScale: BenchModule = {
  id: 'api-scale',
  title: 'Reference API at scale',
  async run(ctx) {
    const { campaigns, requests, warmup, baseline } = ctx.options;
    const dir = mkdtempSync(join(tmpdir(), 'adpanel-bench-'));
    const path = join(dir, 'bench.sqlite');
    const notes: string[] = [];
    const tables: Table[] = [];
    try {
      let before: CaseResult[] | undefined;
      let db: Database.Database;
      let scale: ScaleSeedResult;
      if (baseline) {
        ctx.log(`api-scale: seeding schema ${BASELINE_SCHEMA} + ${int(campaigns)} campaigns`);
        db = openBaseline(path);
        scale = seedScale(db, { campaigns });
        db.pragma('wal_checkpoint(TRUNCATE)');
        before = await measureAll(ctx, db, dir, scale, `schema ${BASELINE_SCHEMA}`);
        db.exec('ALTER TABLE campaigns DROP COLUMN name_fold');
        db.exec('ALTER TABLE campaigns DROP COLUMN revision');
        db.close();
        const started = performance.now();
        db = openDatabase(path); // migrates to the current schema
        const migrated = performance.now() - started;
        db.pragma('wal_checkpoint(TRUNCATE)');
        const { n } = db.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number };
        notes.push(
          `Opening the schema-${BASELINE_SCHEMA} file migrated it to schema ${SCHEMA_VERSION} (building the new indexes over ${int(n)} campaigns) in ${ms(migrated)} ms.`,
        );
      } else {
        ctx.log(`api-scale: seeding ${int(campaigns)} campaigns`);
        db = openDatabase(path, { today: TODAY });
        scale = seedScale(db, { campaigns });
        db.pragma('wal_checkpoint(TRUNCATE)');
      }
      const size = statSync(path).size;
      const after = await measureAll(ctx, db, dir, scale, `schema ${SCHEMA_VERSION}`);
      // After the read cases: its writes must not change what they measured.
      ctx.log(
        `api-scale: concurrent writes (${WRITE_CAMPAIGNS} campaigns, ${WRITE_IN_FLIGHT} in flight)`,
      );
      const writes = await measureConcurrentWrites(db, dir, scale, path);
      ctx.log(
        `  journal_mode ${writes.journalMode}; ${int(writes.campaigns)} campaigns in ${ms(writes.totalMs)} ms, PUT p50 ${ms(writes.put.p50)} ms, p99 ${ms(writes.put.p99)} ms, ${writes.non2xx} non-2xx`,
      );
      db.close();

      tables.push(
        latencyTable(
          after,
          `Schema ${SCHEMA_VERSION} (current), ${int(campaigns)} campaigns of one advertiser:`,
        ),
      );
      if (before) tables.push(compareTable(before, after));
      tables.push(writesTable(writes));
      tables.push(planTable(after, `Query plans, schema ${SCHEMA_VERSION}:`));
      if (before) {
        tables.push(
          latencyTable(before, `Schema ${BASELINE_SCHEMA} (before issue 8's indexes), same data:`),
        );
        tables.push(planTable(before, `Query plans, schema ${BASELINE_SCHEMA}:`));
      }
      const missed = (target: boolean) =>
        after.filter(
          (r) => r.c.kind === 'list' && r.c.target === target && !verdict(r).startsWith('met'),
        );
      const listed = (rs: CaseResult[]) =>
        rs
          .map(
            (r) =>
              `${r.c.label.replace(' (extra)', '')} (p50 ${ms(r.summary.p50)} ms, p99 ${ms(r.summary.p99)} ms)`,
          )
          .join('; ');
      const misses = missed(true);
      const extraMisses = missed(false);
      const summary = [
        `seedScale on schema ${baseline ? BASELINE_SCHEMA : SCHEMA_VERSION}: ${int(scale.campaigns)} campaigns for uid ${scale.uid} in ${ms(scale.ms)} ms (one transaction, prepared statements); database file ${(size / 1e6).toFixed(0)} MB.`,
        misses.length
          ? `Target missed by: ${listed(misses)}.`
          : 'Every list query of the issue meets p50 ≤ 10 ms and p99 ≤ 50 ms.',
      ];
      if (extraMisses.length) summary.push(`Extras over the target: ${listed(extraMisses)}.`);
      if (writes.journalMode !== 'wal')
        summary.push(`The bench file's journal mode is ${writes.journalMode}, not WAL.`);
      if (writes.non2xx > 0)
        summary.push(
          `Concurrent writes: ${int(writes.non2xx)} answers were not 2xx (there must be none).`,
        );
      if ([...misses, ...extraMisses].some((r) => r.c.id === 'noMatch' || r.c.id === 'nameQuery'))
        summary.push(
          "A `query` that is not a cid is a substring match, `instr(fold(name), ?)`: even from the index it reads every entry of the member, once for the count and, when fewer than a page match, once more for the rows, so its cost grows with the member's campaigns. Only a trigram (FTS5) lookup in the repository would make it sublinear.",
        );
      notes.unshift(...summary);
      return {
        title: this.title,
        intro: [
          `One advertiser (uid ${SCALE_MEMBER.uid}, "${SCALE_MEMBER.name}", tenant ${SCALE_MEMBER.tenant}) owns ${int(campaigns)} campaigns built like the demo seed's (\`server/db/seed-scale.ts\`), next to the normal demo data, in a SQLite file in the temp directory (WAL, as \`npm start\`). The Hono app of \`server/app.ts\` listens on an ephemeral loopback port in the bench's process; requests are sent one at a time with \`fetch\` (keep-alive) and timed from the call to the last byte of the body, member JWT verification included. Each case: ${warmup} warm-up requests, then ${requests} measured. "Matched" is the list's \`total\`. The concurrent-writes case runs last, on the current schema: ${WRITE_IN_FLIGHT} workers in the bench's process each take the next campaign when their last is done (the dashboard's pool), against the same listener; the workers and the server share one Node event loop and better-sqlite3 is synchronous, so requests overlap only while they wait on the loopback sockets: the case checks that interleaved read-modify-writes all succeed and what they cost, not parallel SQLite writers.`,
        ],
        tables,
        notes,
      } satisfies Section;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
