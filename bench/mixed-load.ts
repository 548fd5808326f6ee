import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { signMemberToken } from '../server/auth/member-token';
import { openDatabase } from '../server/db/open';
import { DEMO_PUBLISHERS } from '../server/db/seed-publishers';
import { readEnv, type Env } from '../server/env';
import type { BenchModule, Section } from './lib/report';
import { summarize, type Summary } from './lib/stats';

const EXPORTERS = 4;
const EXPORTS_EACH = 3;
const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);

interface Run {
  label: string;
  reads: Summary;
  exportsOk: number;
  exports429: number;
  exportMs: number;
  failures: number;
}

/**
 * Campaign reads while four clients export the large publisher's 90-day Search
 * report (9 MB JSON) again and again: issue 17's first finding. Loopback only,
 * bounded (EXPORTERS × EXPORTS_EACH exports; the reads run until they end).
 */
async function measure(label: string, limits: Env['limits']): Promise<Run> {
  const env: Env = { ...readEnv({}), dbPath: ':memory:', demo: true, limits };
  const db = openDatabase(':memory:', { today });
  const server = serve({
    fetch: createApp({ db, env, log: () => {} }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const token = await signMemberToken(env.jwtSecret, {
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
    let exportsOk = 0;
    let exports429 = 0;
    let running = true;
    // A failed request is reported, not fatal: the table says how many.
    const failures: string[] = [];
    const started = performance.now();
    const exporter = async () => {
      for (let i = 0; i < EXPORTS_EACH; i++) {
        const res = await fetch(reportUrl).catch((error: Error) => {
          failures.push(String((error as Error & { cause?: unknown }).cause ?? error.message));
          return undefined;
        });
        if (!res) continue;
        await res.arrayBuffer();
        if (res.status === 200) exportsOk += 1;
        else if (res.status === 429) {
          exports429 += 1;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    const exporters = Promise.all(Array.from({ length: EXPORTERS }, exporter)).then(() => {
      running = false;
    });
    const reads: number[] = [];
    for (let i = 0; running; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/login/campaigns/${cids[i % cids.length]}`, {
        headers: auth,
      }).catch((error: Error) => {
        failures.push(String((error as Error & { cause?: unknown }).cause ?? error.message));
        return undefined;
      });
      await res?.arrayBuffer();
      reads.push(performance.now() - t0);
    }
    await exporters;
    if (failures.length)
      console.error(
        `mixed-load ${label}: ${failures.length} failed requests`,
        failures.slice(0, 3),
      );
    return {
      failures: failures.length,
      label,
      reads: summarize(reads),
      exportsOk,
      exports429,
      exportMs: performance.now() - started,
    };
  } finally {
    server.close();
    db.close();
  }
}

export const mixedLoad: BenchModule = {
  id: 'mixed-load',
  title: 'Mixed load: campaign reads during report exports',
  async run(ctx) {
    const runs: Run[] = [];
    for (const [label, limits] of [
      ['limits off (API_QUOTA=off, REPORT_EXPORTS_PER_KEY=off)', {}],
      ['limits on (defaults: 3000/10 s, 2 exports per key)', readEnv({}).limits],
    ] as const) {
      ctx.log(`mixed-load: ${label}`);
      runs.push(await measure(label, limits));
    }
    const ms = (n: number) => n.toFixed(1);
    return {
      title: this.title,
      intro: [
        `${EXPORTERS} clients each export the large demo publisher's Search report for 90 days (${from}..${today}, JSON, about 9 MB) ${EXPORTS_EACH} times, reading every answer to its end; meanwhile one client reads campaigns (GET /api/v1/login/campaigns/:cid) one after another until the exports are done. In-memory seeded database, the app on a loopback listener in the bench's process. Report answers are streamed in both runs; the runs differ in the quota and the export cap.`,
      ],
      tables: [
        {
          head: [
            'Run',
            'reads',
            'read p50 ms',
            'read p99 ms',
            'read max ms',
            'exports 200',
            'exports 429',
            'failed requests',
            'wall ms',
          ],
          align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
          rows: runs.map((r) => [
            r.label,
            String(r.reads.n),
            ms(r.reads.p50),
            ms(r.reads.p99),
            ms(r.reads.max),
            String(r.exportsOk),
            String(r.exports429),
            String(r.failures),
            ms(r.exportMs),
          ]),
        },
      ],
    } satisfies Section;
  },
};
