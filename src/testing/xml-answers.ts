import type { TestApp } from './reference-api';

/**
 * The reference API in-process, with some /xml/stats answers replaced by raw
 * JSON rows: what another server might send (field names, order, gaps) that
 * the reference API never does. `raw` returns undefined to let one through.
 */
export function answeringXml(
  server: TestApp,
  raw: (url: URL) => string | Promise<string> | undefined,
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const rows = url.pathname.endsWith('/xml/stats') ? await raw(url) : undefined;
    if (rows === undefined) return server.fetch(input, init);
    return new Response(`{"status":"success","message":"OK","data":[${rows}]}`, {
      headers: { 'content-type': 'application/json' },
    });
  };
}
