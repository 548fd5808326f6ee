import { createMiddleware } from 'hono/factory';

/**
 * One line per request: method, path, status, time. Never the query string
 * (publisher keys travel in it) and never a header (Authorization).
 */
export function requestLog(log: (line: string) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  });
}
