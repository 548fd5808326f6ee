import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LARGE_KEY } from '../routes/publisher/report-requests';
import { createTestApp } from '../testing/test-app';
import { chooseEncoding } from './compression';
import { ceiling } from '../testing/ceiling';

const decode = { br: brotliDecompressSync, gzip: gunzipSync };

async function both(
  send: (headers: Record<string, string>) => Response | Promise<Response>,
  encoding: 'br' | 'gzip',
) {
  const plain = await send({});
  const packed = await send({
    'Accept-Encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip',
  });
  return {
    plain,
    packed,
    plainBytes: Buffer.from(await plain.arrayBuffer()),
    packedBytes: Buffer.from(await packed.arrayBuffer()),
  };
}

describe('response compression', () => {
  it.each(['br', 'gzip'] as const)(
    'sends JSON as %s when asked, the same body after decompression',
    async (encoding) => {
      const t = await createTestApp();
      const r = await both(
        (headers) =>
          t.app.request('/api/v1/login/campaigns/campaigns?perPage=100', {
            headers: { Authorization: `Bearer ${t.tokens.demo}`, ...headers },
          }),
        encoding,
      );
      expect(r.plain.headers.get('Content-Encoding')).toBeNull();
      expect(r.packed.headers.get('Content-Encoding')).toBe(encoding);
      expect(r.packed.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(r.packedBytes.length).toBeLessThan(r.plainBytes.length / 3);
      expect(decode[encoding](r.packedBytes).equals(r.plainBytes)).toBe(true);
    },
  );

  it(
    'compresses a streamed report as it streams: same bytes after decompression',
    async () => {
      const t = await createTestApp();
      const url = `/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-10-01&date_to=2026-11-20&export=csv`;
      const r = await both((headers) => t.app.request(url, { headers }), 'gzip');
      expect(r.packed.headers.get('Content-Encoding')).toBe('gzip');
      expect(r.packed.headers.get('Content-Disposition')).toMatch(/attachment/);
      expect(gunzipSync(r.packedBytes).equals(r.plainBytes)).toBe(true);
    },
    ceiling(30_000),
  );

  it.each(['br', 'gzip'] as const)(
    'stops at once when a %s download is cancelled mid-way: the source is cancelled, nothing is thrown',
    async (encoding) => {
      const t = await createTestApp({ env: { limits: { exportsPerKey: 1 } } });
      const url = `/pub/publisher/search-report?token=${LARGE_KEY}&date_from=2026-09-01&date_to=2026-11-20`;
      // Cancelled after 1 to 40 chunks: before, during and after the engine's
      // first output. The old compressor enqueued into the cancelled stream from
      // the engine's 'end' event, an uncaught TypeError that stopped the process.
      // The cancel travels through the pipeline's destroy callbacks: the slot is
      // back a few ticks later, so the next export may wait for it briefly.
      const exportOnceFree = async () => {
        const deadline = Date.now() + 1000;
        for (;;) {
          const res = await t.app.request(url, { headers: { 'Accept-Encoding': encoding } });
          if (res.status !== 429 || Date.now() > deadline) return res;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      };
      for (let chunks = 1; chunks <= 40; chunks += 3) {
        const res = await exportOnceFree();
        expect(res.status).toBe(200);
        expect(res.headers.get('Content-Encoding')).toBe(encoding);
        const reader = res.body!.getReader();
        for (let i = 0; i < chunks; i++) if ((await reader.read()).done) break;
        await reader.cancel();
      }
      // Let any engine event that was still queued run: it must not throw.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The one export slot of the key is free: every cancel reached the report.
      const last = await exportOnceFree();
      expect(last.status).toBe(200);
      await last.body?.cancel();
    },
    // A ceiling for a hang (2–3 s alone), scaled where the suite runs starved (ceiling.ts).
    ceiling(60_000),
  );

  it('leaves tiny bodies and unasked answers as they are', async () => {
    const t = await createTestApp();
    const tiny = await t.app.request('/api/v1/nothing-here', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(tiny.status).toBe(404);
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ status: 'error', message: 'Not found' });
  });

  it("compresses the dashboard's files with brotli", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adpanel-static-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};\n`;
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>adpanel</title>');
    const t = await createTestApp({ env: { staticDir: dir } });
    const res = await t.app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
