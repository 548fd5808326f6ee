import { connect, type Socket } from 'node:net';

/**
 * HTTP/1.1 over a bare socket, for tests that must control the connection
 * itself: hang up after N bytes, stop reading, send half a body. fetch() and
 * http.request hide exactly these moments.
 */
export interface RawRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT';
  path: string;
  /** Host header; the MCP origin decides its tenant by it. */
  host: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResult {
  /** The status line's code, or undefined when the connection ended before it. */
  status?: number;
  /** Bytes received, head and body. */
  received: number;
  /** True when this side hung up before the server finished. */
  abandoned: boolean;
}

const TIMEOUT_MS = 15_000;

function head(request: RawRequest, contentLength?: number): string {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${request.host}`];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`${name}: ${value}`);
  if (contentLength !== undefined) lines.push(`Content-Length: ${contentLength}`);
  lines.push('Connection: close', '', '');
  return lines.join('\r\n');
}

function statusOf(first: Buffer | undefined): number | undefined {
  const match = first && /^HTTP\/1\.1 (\d{3})/.exec(first.subarray(0, 16).toString('latin1'));
  return match?.[1] ? Number(match[1]) : undefined;
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Closes: a FIN like a browser leaving a page, or a TCP reset like a dropped network. */
function hangUp(socket: Socket, reset: boolean) {
  if (reset) socket.resetAndDestroy();
  else socket.destroy();
}

/**
 * Sends `request` and reads the answer; with `stopAfter`, hangs up as soon as
 * that many bytes have arrived (the head included), with a FIN or a reset.
 */
export async function exchange(
  port: number,
  request: RawRequest,
  options: { stopAfter?: number; reset?: boolean } = {},
): Promise<RawResult> {
  const socket = await open(port);
  return new Promise<RawResult>((resolve, reject) => {
    let received = 0;
    let first: Buffer | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${request.method} ${request.path}: no end after ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    const done = (abandoned: boolean) => {
      clearTimeout(timer);
      resolve({ status: statusOf(first), received, abandoned });
    };
    socket.on('data', (chunk: Buffer) => {
      first ??= chunk;
      received += chunk.length;
      if (options.stopAfter !== undefined && received >= options.stopAfter) {
        socket.removeAllListeners('data');
        hangUp(socket, options.reset ?? false);
        done(true);
      }
    });
    socket.on('end', () => done(false));
    socket.on('error', () => done(true));
    const body = request.body ?? '';
    socket.write(head(request, request.body === undefined ? undefined : Buffer.byteLength(body)));
    if (body) socket.write(body);
  });
}

/**
 * Sends `request`, then stops reading once the answer has begun and keeps the
 * connection open until `hangUp()`: a reader that stalls. What the server does
 * meanwhile is for the caller to watch (a paused socket does not see the
 * server's close: the kernel still holds unread data before its FIN).
 */
export async function stall(
  port: number,
  request: RawRequest,
): Promise<{ status: Promise<number | undefined>; hangUp: () => void }> {
  const socket = await open(port);
  socket.on('error', () => {});
  const status = new Promise<number | undefined>((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      // Stop reading: the kernel's buffers fill and the server's writes stall.
      socket.pause();
      resolve(statusOf(chunk));
    });
    socket.once('close', () => resolve(undefined));
  });
  const body = request.body;
  socket.write(head(request, body === undefined ? undefined : Buffer.byteLength(body)));
  if (body) socket.write(body);
  return { status, hangUp: () => socket.destroy() };
}

/** Announces `request.body`'s full length, sends half of it and hangs up. */
export async function halfBody(port: number, request: RawRequest, reset = false): Promise<void> {
  const socket = await open(port);
  const body = Buffer.from(request.body ?? '');
  await new Promise<void>((resolve) => {
    socket.on('error', () => resolve());
    socket.write(head(request, body.length));
    socket.write(body.subarray(0, Math.floor(body.length / 2)), () => {
      hangUp(socket, reset);
      resolve();
    });
  });
}

/**
 * Sends `request.body` chunked (no Content-Length) and hangs up after its first
 * chunk; with `malformed`, the second chunk's size line is not hexadecimal.
 */
export async function cutChunked(
  port: number,
  request: RawRequest,
  { malformed = false }: { malformed?: boolean } = {},
): Promise<void> {
  const socket = await open(port);
  const body = request.body ?? '';
  const first = body.slice(0, Math.max(1, Math.floor(body.length / 2)));
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${request.host}`];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`${name}: ${value}`);
  lines.push('Transfer-Encoding: chunked', 'Connection: close', '', '');
  const chunk = `${Buffer.byteLength(first).toString(16)}\r\n${first}\r\n`;
  await new Promise<void>((resolve) => {
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    socket.write(lines.join('\r\n') + chunk + (malformed ? 'zz\r\n' : ''), () => {
      // A malformed size is for the server to refuse; a cut is this side leaving.
      if (malformed) setTimeout(() => socket.destroy(), 500);
      else socket.destroy();
    });
  });
}
