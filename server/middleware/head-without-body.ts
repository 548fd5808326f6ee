import { createMiddleware } from 'hono/factory';

/**
 * Hono answers a HEAD by running the GET route and dropping its body without
 * cancelling it (hono-base: `new Response(null, await dispatch(..., 'GET'))`).
 * A streamed body that holds something until it is read or cancelled (a
 * report's export slot, its query) would then hold it for good: two HEADs from
 * an uptime monitor locked a publisher out of reports until a restart (issue 22).
 * Mounted first, so it sees the final answer: the body is cancelled at once,
 * which runs every stage's clean-up, and the headers go out without it.
 */
export const headWithoutBody = createMiddleware(async (c, next) => {
  await next();
  if (c.req.method !== 'HEAD' || !c.res.body) return;
  const res = c.res;
  await res.body?.cancel().catch(() => {});
  c.res = new Response(null, res);
});
