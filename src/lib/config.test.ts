import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config';

const page = 'https://panel.example/app/index.html';

describe('parseConfig', () => {
  it('resolves relative URLs against the page and defaults authMode and demo', () => {
    expect(parseConfig({ baseUrl: '/api/v1/', apiUrl: 'pub', mcpOrigin: 'https://mcp.example/mcp' }, page)).toEqual({
      baseUrl: 'https://panel.example/api/v1',
      apiUrl: 'https://panel.example/app/pub',
      mcpOrigin: 'https://mcp.example',
      authMode: 'token',
      demo: false,
    });
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
  it('explains an HTTP failure and non-JSON content', async () => {
    globalThis.document ??= { baseURI: page } as Document;
    await expect(loadConfig(async () => new Response('nope', { status: 404 }), page)).rejects.toThrow(/HTTP 404/);
    await expect(loadConfig(async () => new Response('<html>', { status: 200 }), page)).rejects.toThrow(/not valid JSON/);
  });
});
