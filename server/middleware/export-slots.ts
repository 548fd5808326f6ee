import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { tooManyRequests } from './request-quota';

export const TOO_MANY_EXPORTS = (running: number) =>
  `This API key already has ${running} report exports running: wait for one to finish, then try again.`;

/** How long a refused export is asked to wait: a 90-day Search report takes about a second. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;

/**
 * Runs `done` once when `body` has been read to its end, failed, or was
 * cancelled (the client went away): the moment an export stops costing.
 * Reads one chunk per pull, so backpressure reaches the source unchanged.
 */
function onSettled(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            done();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          done();
          controller.error(error);
        }
      },
      cancel(reason) {
        done();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * At most `perKey` report exports of one publisher at once (REPORT_EXPORTS_PER_KEY);
 * the next gets 429 with Retry-After. An export counts until its body is sent
 * or abandoned, not until the handler returns: the body is streamed.
 * Mount after publisherAuth; `perKey` undefined switches the cap off. A slot
 * also comes back when the client stalls: the listener closes a connection
 * idle for SOCKET_IDLE_TIMEOUT (server/http/listen.ts), which cancels the body.
 */
export function exportSlots(perKey: number | undefined) {
  const running = new Map<number, number>();
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // A HEAD sends no body, so it exports nothing: it takes no slot (its body
    // is cancelled by headWithoutBody before anything is read).
    if (perKey === undefined || c.req.method === 'HEAD') return next();
    const key = c.get('publisher').publisherId;
    const now = running.get(key) ?? 0;
    if (now >= perKey) throw tooManyRequests(c, EXPORT_RETRY_AFTER_SECONDS, TOO_MANY_EXPORTS(now));
    running.set(key, now + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body) release();
    else c.res = new Response(onSettled(body, release), c.res);
  });
  /** Slots taken now, over all keys (the chaos suite's "every slot came back"). */
  const inUse = () => [...running.values()].reduce((sum, n) => sum + n, 0);
  return Object.assign(middleware, { inUse });
}
