import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { signMemberToken } from '../server/auth/member-token';
import { openDatabase } from '../server/db/open';
import { DEMO_PUBLISHERS } from '../server/db/seed-publishers';
import { ROOT } from './budget/manifest';
import { freePortsIn, startServer } from './lib/browser-server';
import type { ExportCounts } from './lib/report-exporters';
import type { BenchModule, Section } from './lib/report';
import { percentile, summarize, type Summary } from './lib/stats';

const EXPORTERS = 4;
const EXPORTS_EACH = 3;
const WARMUP_READS = 20;
const ALONE_READS = 300;
/** The bench's servers listen here (the brief of issue 22 keeps benches to these ports). */
const PORT_RANGE = [19000, 19499] as const;
/** MIXED_LOAD_CPU_PROF=dir: each server writes a V8 CPU profile there when it stops. */
const CPU_PROF_DIR = process.env.MIXED_LOAD_CPU_PROF?.trim() || undefined;
const EXPORTERS_SCRIPT = fileURLToPath(new URL('./lib/report-exporters.ts', import.meta.url));
const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);

/** One fresh server: its reads alone, then under load. */
interface Round {
  alone: Summary;
  reads: Summary;
  exportsOk: number;
  exports429: number;
  exportMs: number;
  failures: number;
  encodings: Set<string>;
}

const failureText = (error: Error) =>
  String((error as Error & { cause?: unknown }).cause ?? error.message);

/**
 * The exporting clients in a child process (bench/lib/report-exporters.ts),
 * resolved once they have started; `done()` turns true when they are finished.
 */
async function startExporters(url: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', EXPORTERS_SCRIPT, url, String(EXPORTERS), String(EXPORTS_EACH)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let finished = false;
  let resolveStarted = () => {};
  const started = new Promise<void>((resolve) => (resolveStarted = resolve));
  const result = new Promise<ExportCounts>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'started') return resolveStarted();
      finished = true;
      resolve(JSON.parse(line) as ExportCounts);
    });
    child.once('exit', (code) => {
      finished = true;
      resolveStarted();
      reject(new Error(`report exporters exited with ${code} before reporting`));
    });
  });
  // A rejection after the result was read is expected: nothing waits on it then.
  result.catch(() => {});
  await started;
  return { done: () => finished, result };
}

/**
 * Campaign reads alone, then while four clients export the large publisher's
 * 90-day Search report (9 MB JSON) again and again: issue 17's first finding,
 * issue 22's item 6. The server is `server/index.ts` in a child process (as
 * deployed) and the exporters another, so neither the server's main thread
 * nor the reading client's is also the one reading the exports' answers.
 * Loopback only, bounded (EXPORTERS × EXPORTS_EACH exports; the reads run
 * until they end).
 */
async function measure(
  label: string,
  dbPath: string,
  limits: Record<string, string>,
): Promise<Round> {
  const [port = 0, mcpPort = 0] = await freePortsIn(2, ...PORT_RANGE);
  const jwtSecret = randomBytes(32).toString('hex');
  if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
  const server = await startServer({
    dbPath,
    staticDir: 'dist',
    jwtSecret,
    port,
    mcpPort,
    extraEnv: limits,
    nodeArgs: CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
  });
  const base = server.origin;
  try {
    const token = await signMemberToken(jwtSecret, {
      uid: 1001,
      tenant: 'acme',
      name: 'Demo Advertiser',
    });
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await (
      await fetch(`${base}/api/v1/login/campaigns/campaigns`, { headers: auth })
    ).json()) as {
      data: { data: { cid: number }[] };
    };
    const cids = list.data.data.map((r) => r.cid);
    const key = DEMO_PUBLISHERS[3]?.key ?? '';
    const reportUrl = `${base}/pub/publisher/search-report?token=${key}&date_from=${from}&date_to=${today}`;
    // A failed request is reported, not fatal: the table says how many.
    const failures: string[] = [];
    let i = 0;
    const read = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/login/campaigns/${cids[i++ % cids.length]}`, {
        headers: auth,
      }).catch((error: Error) => {
        failures.push(failureText(error));
        return undefined;
      });
      await res?.arrayBuffer();
      return performance.now() - t0;
    };

    // Warm-up (not measured): the read path and one whole export, so both phases meet a warm server.
    for (let w = 0; w < WARMUP_READS; w++) await read();
    const warm = await fetch(reportUrl);
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`The warm-up export answered ${warm.status}`);

    const alone: number[] = [];
    for (let n = 0; n < ALONE_READS; n++) alone.push(await read());

    const exports = await startExporters(reportUrl);
    const reads: number[] = [];
    while (!exports.done()) reads.push(await read());
    const counts = await exports.result;
    failures.push(...counts.failures);
    if (failures.length)
      console.error(
        `mixed-load ${label}: ${failures.length} failed requests`,
        failures.slice(0, 3),
      );
    return {
      failures: failures.length,
      alone: summarize(alone),
      reads: summarize(reads),
      exportsOk: counts.ok,
      exports429: counts.tooMany,
      exportMs: counts.ms,
      encodings: new Set(counts.encodings),
    };
  } finally {
    await server.stop();
  }
}

/** The median of a few numbers (nearest rank: of 5, the 3rd). */
const median = (values: number[]) =>
  percentile(
    [...values].sort((x, y) => x - y),
    50,
  );

export const mixedLoad: BenchModule = {
  id: 'mixed-load',
  title: 'Mixed load: campaign reads during report exports',
  async run(ctx) {
    const rounds = ctx.options.runs;
    const off = { API_QUOTA: 'off', REPORT_EXPORTS_PER_KEY: 'off' };
    // The database file as `npm start` has it (seeded once, WAL): the servers only read it.
    const dir = mkdtempSync(join(tmpdir(), 'adpanel-mixed-load-'));
    const file = join(dir, 'adpanel.sqlite');
    const runs = [
      ['database file, limits off (API_QUOTA=off, REPORT_EXPORTS_PER_KEY=off)', file, off],
      ['database file, limits on (defaults: 3000/10 s, 2 exports per key)', file, {}],
      ['in-memory database (DB_PATH=:memory:), limits off', ':memory:', off],
    ].map(([label, dbPath, limits]) => ({
      label: label as string,
      dbPath: dbPath as string,
      limits: limits as Record<string, string>,
      rounds: [] as Round[],
    }));
    try {
      openDatabase(file, { today }).close();
      // Round by round, every run in turn: other work on the machine spreads over all of them.
      for (let round = 1; round <= rounds; round++)
        for (const run of runs) {
          ctx.log(`mixed-load: ${run.label}, round ${round} of ${rounds}`);
          run.rounds.push(await measure(run.label, run.dbPath, run.limits));
        }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const ms = (n: number) => n.toFixed(1);
    const times = (n: number) => `${n.toFixed(1)}×`;
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const encodings = [...new Set(runs.flatMap((r) => r.rounds.flatMap((x) => [...x.encodings])))];
    return {
      title: this.title,
      intro: [
        `The reference API runs as \`server/index.ts\` in a child process on a loopback port, so its main thread does only the server's work; its database is a seeded file in the temp directory (WAL, as \`npm start\`), or in memory for the last run. After a warm-up (${WARMUP_READS} reads and one export), one client in the bench's process reads campaigns (GET /api/v1/login/campaigns/:cid) one after another ${ALONE_READS} times with nothing else running ("alone"). Then ${EXPORTERS} clients in a second child process (bench/lib/report-exporters.ts: reading four 9 MB answers stalls an event loop, which must not count as read latency) each export the large demo publisher's Search report for 90 days (${from}..${today}, JSON, about 9 MB; Node's fetch asks for compression, the answers came as ${encodings.join(', ')}) ${EXPORTS_EACH} times, reading every answer to its end, while the same client reads campaigns until the exports are done ("under load"). All three processes share the machine's 2 cores. Each run is measured ${rounds} times on a fresh server (the runs take turns); the table gives the median of the rounds' percentiles, the largest read of all rounds, and the ratio under load / alone of the same server (median of the rounds', then each round's). Issue 22 asks for p99 ≤ 3×. The runs differ in the quota and the export cap, and in the database.`,
      ],
      tables: [
        {
          head: [
            'Run',
            'Phase',
            'reads',
            'read p50 ms',
            'read p99 ms',
            'read max ms',
            'p50 × alone',
            'p99 × alone',
            'p99 × alone, each round',
            'exports 200',
            'exports 429',
            'failed requests',
            'wall ms',
          ],
          align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r'],
          rows: runs.flatMap(({ label, rounds: r }) => [
            [
              label,
              'alone',
              String(sum(r.map((x) => x.alone.n))),
              ms(median(r.map((x) => x.alone.p50))),
              ms(median(r.map((x) => x.alone.p99))),
              ms(Math.max(...r.map((x) => x.alone.max))),
              '',
              '',
              '',
              '',
              '',
              '',
              '',
            ],
            [
              label,
              'under load',
              String(sum(r.map((x) => x.reads.n))),
              ms(median(r.map((x) => x.reads.p50))),
              ms(median(r.map((x) => x.reads.p99))),
              ms(Math.max(...r.map((x) => x.reads.max))),
              times(median(r.map((x) => x.reads.p50 / x.alone.p50))),
              times(median(r.map((x) => x.reads.p99 / x.alone.p99))),
              r.map((x) => (x.reads.p99 / x.alone.p99).toFixed(1)).join(', '),
              String(sum(r.map((x) => x.exportsOk))),
              String(sum(r.map((x) => x.exports429))),
              String(sum(r.map((x) => x.failures))),
              ms(median(r.map((x) => x.exportMs))),
            ],
          ]),
        },
      ],
    } satisfies Section;
  },
};
