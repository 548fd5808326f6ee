import { describe, expect, it } from 'vitest';
import { ConfigError, appBaseUrl, loadConfig, parseConfig } from './config';

const page = 'https://panel.example/app/index.html';

describe('parseConfig', () => {
  it('resolves relative URLs against the page and defaults authMode and demo', () => {
    expect(
      parseConfig(
        { baseUrl: '/api/v1/', apiUrl: 'pub', mcpOrigin: 'https://mcp.example/mcp' },
        page,
      ),
    ).toEqual({
      baseUrl: 'https://panel.example/api/v1',
      apiUrl: 'https://panel.example/app/pub',
      mcpOrigin: 'https://mcp.example',
      authMode: 'token',
      demo: false,
      reportTimeZone: 'UTC',
      currency: 'USD',
    });
  });

  it('keeps a known currency and names the field of an unknown one', () => {
    const base = { baseUrl: '/api/v1', apiUrl: '/pub', mcpOrigin: 'https://mcp.example' };
    expect(parseConfig({ ...base, currency: 'EUR' }, page).currency).toBe('EUR');
    for (const currency of ['XYZ', 'usd', 'EURO', 5]) {
      expect(() => parseConfig({ ...base, currency }, page)).toThrow(ConfigError);
      expect(() => parseConfig({ ...base, currency }, page)).toThrow(/currency: /);
    }
  });

  it('keeps a known report time zone and names an unknown one', () => {
    const base = { baseUrl: '/api/v1', apiUrl: '/pub', mcpOrigin: 'https://mcp.example' };
    expect(parseConfig({ ...base, reportTimeZone: 'Europe/Berlin' }, page).reportTimeZone).toBe(
      'Europe/Berlin',
    );
    expect(() => parseConfig({ ...base, reportTimeZone: 'Mars/Olympus' }, page)).toThrow(
      /reportTimeZone must be a time zone name/,
    );
  });

  it('names every missing or invalid field', () => {
    expect(() => parseConfig({ apiUrl: '/pub', authMode: 'cookie' }, page)).toThrow(ConfigError);
    try {
      parseConfig({ apiUrl: '/pub', authMode: 'cookie' }, page);
    } catch (error) {
      expect((error as Error).message).toMatch(/baseUrl/);
      expect((error as Error).message).toMatch(/mcpOrigin/);
      expect((error as Error).message).toMatch(/authMode/);
    }
  });
});

describe('loadConfig', () => {
  it('asks for config.json at the app base, not beside a deep route', async () => {
    const asked: string[] = [];
    const config = await loadConfig(async (input) => {
      asked.push(String(input));
      return Response.json({
        baseUrl: '/api/v1',
        apiUrl: '/pub',
        mcpOrigin: 'http://localhost:8788',
      });
    }, appBaseUrl('https://panel.example/reports/search?x=1'));
    expect(asked).toEqual(['https://panel.example/config.json']);
    expect(config.baseUrl).toBe('https://panel.example/api/v1');
  });

  it('explains an HTTP failure and non-JSON content', async () => {
    await expect(
      loadConfig(async () => new Response('nope', { status: 404 }), page),
    ).rejects.toThrow(/HTTP 404/);
    await expect(
      loadConfig(async () => new Response('<html>', { status: 200 }), page),
    ).rejects.toThrow(/not valid JSON/);
  });
});
