import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createTestApp } from '../testing/test-app';

// Issue 17 item 10: HSTS behind HTTPS, a Permissions-Policy, a CSP narrowed to the settings.
const directives = (res: Response) =>
  new Map(
    (res.headers.get('Content-Security-Policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers of the dashboard origin', () => {
  it('narrows connect-src to itself and the MCP origins, img-src to itself', async () => {
    const t = await createTestApp();
    const csp = directives(await t.app.request('/api/v1/demo/accounts'));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:8788',
      'http://globex.localhost:8788',
    ]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('follows MCP_ORIGINS, CSP_CONNECT_ORIGINS and CSP_IMG_ORIGINS', async () => {
    const settings = readEnv({
      MCP_ORIGINS: 'https://mcp.acme.example=acme',
      CSP_CONNECT_ORIGINS: 'http://localhost:4681',
      CSP_IMG_ORIGINS: 'https://cdn.example.com,https://img.example.net',
    });
    const t = await createTestApp({
      env: { csp: settings.csp },
      mcp: { origins: settings.mcp.origins },
    });
    const csp = directives(await t.app.request('/api/v1/demo/accounts'));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://mcp.acme.example',
      'http://localhost:4681',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
      'https://img.example.net',
    ]);
  });

  it('refuses a CSP origin list entry that is not an origin', () => {
    expect(() => readEnv({ CSP_IMG_ORIGINS: 'https://cdn.example.com/icons' })).toThrow(
      /CSP_IMG_ORIGINS/,
    );
    expect(() => readEnv({ CSP_CONNECT_ORIGINS: '*' })).toThrow(/CSP_CONNECT_ORIGINS/);
  });

  it('sends a Permissions-Policy that turns off camera, microphone and geolocation', async () => {
    const t = await createTestApp();
    for (const res of [
      await t.app.request('/api/v1/demo/accounts'),
      await t.mcpFetch(`${t.mcpOrigins.acme}/health`),
    ]) {
      const policy = res.headers.get('Permissions-Policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy).toContain(feature);
    }
  });

  it('sends HSTS only for HTTPS: its own scheme, or X-Forwarded-Proto with TRUST_PROXY', async () => {
    const direct = await createTestApp();
    const hsts = (res: Response) => res.headers.get('Strict-Transport-Security');
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect(hsts(await direct.app.request('http://localhost/api/v1/demo/accounts'))).toBeNull();
    // Anyone can send the header: without TRUST_PROXY it is not believed.
    expect(hsts(await direct.app.request('/api/v1/demo/accounts', forwarded))).toBeNull();
    expect(hsts(await direct.app.request('https://adpanel.example/api/v1/demo/accounts'))).toBe(
      'max-age=31536000',
    );

    const proxied = await createTestApp({ env: { trustProxy: true } });
    expect(hsts(await proxied.app.request('/api/v1/demo/accounts', forwarded))).toBe(
      'max-age=31536000',
    );
    expect(
      hsts(
        await proxied.app.request('/api/v1/demo/accounts', {
          headers: { 'X-Forwarded-Proto': 'http' },
        }),
      ),
    ).toBeNull();
    expect(hsts(await proxied.app.request('/api/v1/demo/accounts'))).toBeNull();
  });

  it('keeps the consent page its own policy on the MCP origin', async () => {
    const t = await createTestApp();
    const page = await t.mcpFetch(`${t.mcpOrigins.acme}/oauth/authorize?client_id=unknown`);
    const csp = directives(page);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(page.headers.get('Permissions-Policy')).toContain('camera=()');
  });
});
