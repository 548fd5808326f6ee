import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the connection; in-process requests (tests) have no
 * socket and share one key. Behind a proxy every client is the proxy: put the
 * limit there, or key on a header the proxy sets (not done here: an
 * X-Forwarded-For a client writes itself would let it pick its own budget).
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
