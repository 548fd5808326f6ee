import { serve } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LARGE_KEY } from './report-requests';
import { ceiling } from '../../testing/ceiling';

/**
 * Bodies as the in-memory handlers built them before streaming (status,
 * Content-Type, length and SHA-256 recorded from main at 287e29f on the test
 * seed): the streamed answers must be the same bytes.
 */
const BEFORE_STREAMING: [string, number, string, number, string][] = [
  [
    '/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-08-23&date_to=2026-11-20',
    200,
    'application/json',
    9066614,
    '308eecf7e8c7e7bae9d035f72e77fc451522a9ef69e6d27ca5fecb306082a869',
  ],
  [
    '/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-08-23&date_to=2026-11-20&export=csv',
    200,
    'text/csv; charset=utf-8',
    3774619,
    '3ba3d129005fcdabcddd39c683ebd059a4f58004a3d60915206146842e9bfb6d',
  ],
  [
    '/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-11-01&date_to=2026-11-20&sid=932&export=csv',
    200,
    'text/csv; charset=utf-8',
    279649,
    '6c4b3dd551e4495cdb7b6a3cd6d39bce6d071be2f0c504b0eca041df25d235eb',
  ],
  [
    '/pub/publisher/search-report?token=${BOTH}&date_from=2026-10-01&date_to=2026-11-20',
    200,
    'application/json',
    532895,
    'b303039eda099c425aab887307587a9d243ee47120750d2e1eb9c8db579b8363',
  ],
  [
    '/pub/publisher/search-report?token=${BOTH}&date_from=2020-01-01&date_to=2020-01-20',
    200,
    'application/json',
    56,
    '9f9f3a801b64875f2be79acc325e07181e389d19b211d9199006c9d7189f1332',
  ],
  [
    '/pub/xml/stats?token=${LARGE_KEY}&tid=801&date_from=2026-08-23&date_to=2026-11-20&groupBy=geo&export=csv',
    200,
    'text/csv; charset=utf-8',
    2727,
    '6fcae2c0f881800e8fc10011c300255a569a3f77eebcca7d62ee64a0727e2805',
  ],
  [
    '/pub/xml/stats?token=${LARGE_KEY}&tid=801&date_from=2026-08-23&date_to=2026-11-20&groupBy=subid',
    200,
    'application/json',
    1106,
    'c7f408ee1ca824bfe508e250d9e14d89c76566e444729bbc8be93937b39f470f',
  ],
  [
    '/pub/xml/stats?token=${LARGE_KEY}&tid=801&date_from=2026-08-23&date_to=2026-11-20',
    200,
    'application/json',
    18136,
    'a1d765181babc429b8024831b464cfea3fb29250f74fede17ea4a6c7e195d552',
  ],
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('streamed report answers', () => {
  it(
    'are byte for byte the bodies built in memory before',
    async () => {
      const t = await createTestApp();
      for (const [template, status, type, length, hash] of BEFORE_STREAMING) {
        const url = template
          .replace('${LARGE_KEY}', LARGE_KEY)
          .replace('${BOTH}', t.publisherKeys.both);
        const res = await t.app.request(url);
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect([res.status, res.headers.get('Content-Type'), bytes.length], url).toEqual([
          status,
          type,
          length,
        ]);
        expect(sha256(bytes), url).toBe(hash);
      }
    },
    ceiling(60_000),
  );
});

describe('a client that does not read (real loopback listener)', () => {
  let close = () => {};
  afterEach(() => close());

  /** The app on an ephemeral port, counting the Search report's day queries. */
  async function listening(t: TestApp) {
    let daysRead = 0;
    const prepare = t.db.prepare.bind(t.db);
    t.db.prepare = ((sql: string) => {
      const statement = prepare(sql);
      if (!sql.includes('s.date = ?')) return statement;
      const all = statement.all.bind(statement);
      statement.all = ((...args: unknown[]) => {
        daysRead += 1;
        return all(...(args as []));
      }) as typeof statement.all;
      return statement;
    }) as typeof t.db.prepare;
    const app = createApp({ db: t.db, env: t.env, log: () => {} });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    close = () => server.close();
    return { port: (server.address() as AddressInfo).port, daysRead: () => daysRead };
  }

  // Uncompressed only: gzip and brotli shrink this report so far that the whole answer
  // fits in the socket buffers (brotli read all 90 days on an idle CI machine), so a
  // compressed run cannot tell backpressure from buffering.
  it.each(['identity'])(
    'gets only what it reads (Accept-Encoding: %s); campaign writes go on meanwhile; the rest follows when it reads',
    async (encoding) => {
      const t = await createTestApp();
      const { port, daysRead } = await listening(t);
      const path = `/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-08-23&date_to=2026-11-20`;
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.pause();
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // 90 days, 9 MB: the kernel socket buffers take a few MB (about 40 days here), then the server stops reading days.
      const stalledAt = daysRead();
      console.log(`Search report days read while the client did not read: ${stalledAt} of 90`);
      expect(stalledAt).toBeGreaterThan(0);
      expect(stalledAt).toBeLessThan(80);

      const base = `http://127.0.0.1:${port}/api/v1/login/campaigns`;
      const auth = { Authorization: `Bearer ${t.tokens.demo}` };
      const list = (await (await fetch(`${base}/campaigns`, { headers: auth })).json()) as {
        data: { data: { cid: number }[] };
      };
      const cid = list.data.data[0]?.cid;
      const read = (await (await fetch(`${base}/${cid}`, { headers: auth })).json()) as {
        data: { campaign: Record<string, unknown> };
      };
      const put = await fetch(`${base}/${cid}`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(read.data.campaign),
      });
      expect(put.status).toBe(200);

      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.resume();
      await once(socket, 'end');
      const raw = Buffer.concat(chunks).toString('latin1');
      expect(raw).toMatch(/^HTTP\/1.1 200/);
      expect(daysRead()).toBe(90);
      // The envelope's end, then the end of the chunked body.
      if (encoding === 'identity') expect(raw).toMatch(/\]\}\r\n0\r\n\r\n$/);
      else expect(raw).toMatch(new RegExp(`Content-Encoding: ${encoding}`, 'i'));
    },
    // A ceiling for a hang (2–3 s alone), scaled where the suite runs starved (ceiling.ts).
    ceiling(60_000),
  );
});
