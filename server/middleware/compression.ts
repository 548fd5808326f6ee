import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Below this a compressed body saves less than the header and the CPU cost. */
export const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip; q=0 refuses one; `*` stands for both. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/**
 * `body` compressed, as a web stream the socket pulls from. Node's own pieces
 * do the stream work: `pipeline` destroys every stage when any one ends early,
 * so a client that goes away (the listener cancels the returned stream, which
 * destroys the engine) stops the engine, frees its memory and cancels `body`
 * (and with it the report query and its export slot). Nothing is written to
 * a stream that is gone: the hand-written compressor this replaces enqueued
 * into a cancelled stream from the engine's 'end' event and took the whole
 * process down (issue 22). Backpressure: the web side keeps at most 16 KB
 * (toWeb's byte-length strategy), the engine its window, the source side
 * 16 KB; a reader that stops reading stops the source.
 * Brotli at quality 4 with a 1 MB window (lgwin 20): about gzip's speed with
 * smaller output, and a bound on what one slow client can pin in memory.
 */
function compressed(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const engine =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 20 },
        })
      : createGzip();
  // The web ReadableStream type of lib.dom and of node:stream/web differ only in name.
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  // Ends with an error when the client went away or the source failed: the
  // listener sees that through the returned stream, nothing more to do here.
  pipeline(source, engine, () => {});
  return Readable.toWeb(engine) as ReadableStream<Uint8Array>;
}

/** `body` again, its first chunks (already read) replayed, the rest pulled on demand. */
function replay(
  head: Uint8Array[],
  ended: boolean,
  reader: ReadableStreamDefaultReader<Uint8Array>,
) {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        for (const chunk of head) controller.enqueue(chunk);
        if (ended) controller.close();
      },
      async pull(controller) {
        const next = await reader.read();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

function addVary(c: Context) {
  const vary = c.res.headers.get('Vary');
  if (!vary) c.res.headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(vary))
    c.res.headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses text answers (the dashboard's files, JSON, CSV) when the client
 * asks (docs/decisions/035-rest-resource-limits.md). The body is compressed as
 * it streams: a streamed report keeps its backpressure, since the compressor
 * pulls only what the socket takes. Bodies under 1 KB are sent as they are;
 * to know, the first 1 KB is read before deciding. An ETag is left as it is:
 * it names the stored campaign, which If-Match compares (decision 029).
 */
export const compression = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (
    c.req.method === 'HEAD' ||
    !res.body ||
    [204, 206, 304].includes(res.status) ||
    res.headers.has('Content-Encoding') ||
    !COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '') ||
    /no-transform/i.test(res.headers.get('Cache-Control') ?? '')
  )
    return;
  addVary(c);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < MIN_COMPRESSED_BYTES) {
    const next = await reader.read();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const body = replay(head, ended, reader);
  if (ended && size < MIN_COMPRESSED_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  // Hono copies the old answer's headers onto the new one: drop the length there.
  res.headers.delete('Content-Length');
  const answer = new Response(compressed(body, encoding), res);
  answer.headers.set('Content-Encoding', encoding);
  c.res = answer;
});
