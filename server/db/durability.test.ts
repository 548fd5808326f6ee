import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { signMemberToken } from '../auth/member-token';
import { DEV_JWT_SECRET } from '../env';
import { startReferenceProcess, type ReferenceProcess } from '../testing/reference-process';
import { ceiling } from '../testing/ceiling';

/**
 * Durability across a crash: the reference API, started as `npm start` starts
 * it on a database file (WAL), is killed with SIGKILL while clients are
 * writing. Every PUT it acknowledged with 200 must be there after a restart,
 * and the file must pass `PRAGMA integrity_check` in the standard sqlite3
 * tool (Debian's `sqlite3`; in better-sqlite3 when the tool is missing).
 */

const WRITERS = 6;
const BASE = '/api/v1/login/campaigns';
const dir = mkdtempSync(join(tmpdir(), 'adpanel-durability-'));
const dbPath = join(dir, 'adpanel.sqlite');
const env = { DB_PATH: dbPath, DEMO: 'true', API_QUOTA: 'off', JWT_SECRET: DEV_JWT_SECRET };
let server: ReferenceProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function json(res: Response) {
  return (await res.json()) as { data: { campaign: Record<string, unknown> } };
}

describe('a crash (kill -9) during writes', () => {
  it(
    'loses no acknowledged PUT, and the file passes integrity_check',
    async () => {
      server = await startReferenceProcess({ env });
      const token = await signMemberToken(DEV_JWT_SECRET, { uid: 1001, tenant: 'acme', name: 'x' });
      const auth = { Authorization: `Bearer ${token}` };
      const list = (await (
        await fetch(`${server.origin}${BASE}/campaigns?perPage=${WRITERS}`, { headers: auth })
      ).json()) as { data: { data: { cid: number }[] } };
      const cids = list.data.data.map((row) => row.cid);
      expect(cids).toHaveLength(WRITERS);

      // Each writer owns one campaign and writes its name "durable <n>" with n = 1, 2, …
      const acknowledged = new Map<number, number>();
      let stop = false;
      const origin = server.origin;
      const writer = async (cid: number) => {
        const { campaign } = (await json(await fetch(`${origin}${BASE}/${cid}`, { headers: auth })))
          .data;
        for (let n = 1; !stop; n++) {
          const res = await fetch(`${origin}${BASE}/${cid}`, {
            method: 'PUT',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...campaign, name: `durable ${n}` }),
          }).catch(() => undefined);
          if (res?.status !== 200) return;
          acknowledged.set(cid, n);
        }
      };
      const writing = Promise.all(cids.map(writer));
      // Kill once a good number of writes were acknowledged.
      while ([...acknowledged.values()].reduce((a, b) => a + b, 0) < 150)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await server.crash();
      stop = true;
      await writing;
      const total = [...acknowledged.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(150);

      // The standard tool reads the crashed file (and its WAL) first, as an operator would.
      const check = existsSync('/usr/bin/sqlite3')
        ? execFileSync('/usr/bin/sqlite3', [dbPath, 'PRAGMA integrity_check;'], {
            encoding: 'utf8',
          })
        : new Database(dbPath).pragma('integrity_check', { simple: true });
      expect(String(check).trim()).toBe('ok');

      server = await startReferenceProcess({ env });
      for (const [cid, n] of acknowledged) {
        const { campaign } = (
          await json(await fetch(`${server.origin}${BASE}/${cid}`, { headers: auth }))
        ).data;
        // The write in flight at the kill may have committed without its answer.
        expect([`durable ${n}`, `durable ${n + 1}`], `campaign ${cid}`).toContain(campaign.name);
      }
    },
    ceiling(60_000),
  );
});
