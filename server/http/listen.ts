import { serve } from '@hono/node-server';
import type { Server } from 'node:http';

/**
 * An idle keep-alive connection is closed by the server only after this long.
 * Node's default (5 s) is shorter than the idle timeout of most clients and
 * proxies (60 s on the common load balancers), so a client that reuses a
 * connection just as the server closes it gets ECONNRESET, and a proxy in
 * front answers 502. Above 60 s the client or proxy always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or Node closes idle connections by this one first. */
export const HEADERS_TIMEOUT_MS = 66_000;

export interface ListenOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  /** SOCKET_IDLE_TIMEOUT: no bytes moving for this long during a request or answer closes it. */
  socketIdleSeconds: number;
  onListening?: (port: number) => void;
}

/**
 * One HTTP listener with the timeouts every listener of the reference API
 * shares (the REST/dashboard one and the MCP origin). A stalled reader's
 * connection is closed after `socketIdleSeconds` without progress; that
 * cancels its answer's stream, which releases what the answer held (a report
 * export slot, a compressor) through the streams' own clean-up.
 */
export function listen(options: ListenOptions): Server {
  const server = serve(
    { fetch: options.fetch, port: options.port, hostname: options.hostname },
    (info) => options.onListening?.(info.port),
  ) as Server;
  // Read when each connection is accepted: set before the first one arrives.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.timeout = options.socketIdleSeconds * 1000;
  return server;
}
