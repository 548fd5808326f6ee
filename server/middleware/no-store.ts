import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store` on an answer made for one credential: campaigns,
 * reports, demo tokens, and their errors too. A shared cache or the browser's
 * disk must never keep one member's data for the next user of the machine
 * (decision 033). Set after the handler so a refusal carries it as well.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
});
