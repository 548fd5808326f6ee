import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readEnv } from './env';
import { contentSecurityPolicy } from './middleware/security-headers';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let built: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'adpanel-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>adpanel</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), '{"baseUrl":"/api/v1"}');
  t = await createTestApp();
  built = await createTestApp({ env: { staticDir: dist } });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(t.env));
  expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
}

describe('the app shell', () => {
  it('sends the security headers on API answers, errors, assets and HTML', async () => {
    const answers = await Promise.all([
      t.app.request('/api/v1/demo/accounts'),
      t.app.request('/api/v1/login/campaigns/campaigns'),
      t.app.request('/pub/xml/stats'),
      built.app.request('/', { headers: { Accept: 'text/html' } }),
      built.app.request('/assets/index-abc123.js'),
      t.app.request('/'),
    ]);
    for (const res of answers) expectSecurityHeaders(res);
    expect(contentSecurityPolicy(t.env)).toContain("script-src 'self';");
    expect(contentSecurityPolicy(t.env)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers JSON 404 for unknown API paths, never the dashboard', async () => {
    for (const path of ['/api/v1/nope', '/api/v1', '/pub/unknown', '/pub']) {
      const res = await built.app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ status: 'error', message: 'Not found' });
    }
  });

  it('allows any origin with a bearer header, without credentials', async () => {
    const preflight = await t.app.request('/api/v1/login/campaigns/10001', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dash.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'authorization',
    );
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    // Errors must be readable cross-origin too, or the dashboard cannot show them.
    const denied = await t.app.request('/api/v1/login/campaigns/campaigns', {
      headers: { Origin: 'https://dash.example' },
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const pub = await t.app.request('/pub/xml/stats', {
      headers: { Origin: 'https://dash.example' },
    });
    expect(pub.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('serves the built dashboard: hashed assets cached, index.html revalidated, SPA fallback', async () => {
    const asset = await built.app.request('/assets/index-abc123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const config = await built.app.request('/config.json');
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
    const deep = await built.app.request('/campaigns/10001/edit', {
      headers: { Accept: 'text/html,*/*' },
    });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('Cache-Control')).toBe('no-cache');
    expect(await deep.text()).toContain('<title>adpanel</title>');
    expect((await built.app.request('/assets/missing.js')).status).toBe(404);
    const escaped = await built.app.request('/../../etc/passwd', {
      headers: { Accept: 'text/html' },
    });
    expect(await escaped.text()).toContain('<title>adpanel</title>');
    const encoded = await (await built.app.request('/%2e%2e/%2e%2e/etc/passwd')).text();
    expect(encoded).not.toContain('root:');
    expect(encoded).toContain('<title>adpanel</title>');
    // curl and link checkers send Accept: */*: a deep link still gets the app.
    const anyAccept = await built.app.request('/campaigns', { headers: { Accept: '*/*' } });
    expect(anyAccept.status).toBe(200);
    expect(await anyAccept.text()).toContain('<title>adpanel</title>');
  });

  it('answers config.json with the MCP origin of its own settings, every other field as built', async () => {
    const built = {
      baseUrl: '/api/v1',
      apiUrl: '/pub',
      mcpOrigin: 'http://localhost:8788',
      authMode: 'token',
      demo: true,
      extra: { kept: ['as', 'is'] },
    };
    // Its own build directory: the other tests read the shared one.
    const own = mkdtempSync(join(tmpdir(), 'adpanel-config-'));
    onTestFinished(() => rmSync(own, { recursive: true, force: true }));
    const config = join(own, 'config.json');
    writeFileSync(config, JSON.stringify(built));
    const moved = await createTestApp({
      env: { staticDir: own },
      mcp: readEnv({ MCP_PORT: '9488' }).mcp,
    });
    const read = async (app: TestApp, path = '/config.json') => {
      const res = await app.app.request(path);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      return res.json();
    };
    expect(await read(moved)).toEqual({ ...built, mcpOrigin: 'http://localhost:9488' });
    // The same file however the path is written.
    expect((await read(moved, '/./config.json')).mcpOrigin).toBe('http://localhost:9488');
    // Default settings: the file is right as built and goes out unchanged.
    expect(await read(await createTestApp({ env: { staticDir: own } }))).toEqual(built);

    // A host the server lists keeps its tenant: globex.localhost stays globex's origin.
    writeFileSync(config, JSON.stringify({ ...built, mcpOrigin: 'http://globex.localhost:8788' }));
    expect((await read(moved)).mcpOrigin).toBe('http://globex.localhost:9488');
    // A deployment's own origin list wins over whatever the file names.
    const deployed = await createTestApp({
      env: { staticDir: own },
      mcp: readEnv({ MCP_ORIGINS: 'https://mcp.acme.example=acme' }).mcp,
    });
    expect((await read(deployed)).mcpOrigin).toBe('https://mcp.acme.example');

    // Not a config the server can read: sent as it is, for the dashboard to report.
    for (const text of ['{"baseUrl":"/api/v1"}', 'not json']) {
      writeFileSync(config, text);
      expect(await (await moved.app.request('/config.json')).text()).toBe(text);
    }
  });

  it('logs method, path and status, never the query string or the Authorization header', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ log: (line) => lines.push(line) });
    await logged.app.request(`/pub/xml/stats?token=${logged.publisherKeys.both}&tid=501`);
    await logged.app.request('/api/v1/login/campaigns/campaigns?query=secret', {
      headers: { Authorization: `Bearer ${logged.tokens.demo}` },
    });
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/pub\/xml\/stats 422 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/login\/campaigns\/campaigns 200 \d+ms$/),
    ]);
    expect(lines.join('\n')).not.toMatch(/pk_demo|secret|Bearer|eyJ/);
  });

  it('answers a clear 503 for "/" when the dashboard is not built', async () => {
    const res = await t.app.request('/', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});
