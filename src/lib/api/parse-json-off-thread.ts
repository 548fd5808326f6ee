import type { JsonWorkerMessage } from './json-worker-protocol';

/**
 * JSON.parse of a large body in a worker, so the page never stalls on it: the
 * rows of an enveloped array arrive in slices, one short task each. Rejects with
 * a SyntaxError (as JSON.parse would) for a body that is not JSON, with the signal's reason on abort
 * (the worker is stopped either way). Where workers are missing (tests in jsdom,
 * old browsers) the page parses it itself.
 */
export function parseJsonOffThread(body: ArrayBuffer, signal?: AbortSignal): Promise<unknown> {
  if (typeof Worker === 'undefined') {
    try {
      return Promise.resolve(parseHere(body));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./json-worker.ts', import.meta.url), { type: 'module' });
    let head: Record<string, unknown> = {};
    const rows: unknown[] = [];
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onerror = (event) => {
      // A worker that cannot start (a CSP without worker-src 'self', say): parse here.
      event.preventDefault();
      finish();
      try {
        resolve(parseHere(body));
      } catch (error) {
        reject(error);
      }
    };
    worker.onmessage = ({ data: message }: MessageEvent<JsonWorkerMessage>) => {
      switch (message.type) {
        case 'not-json':
          finish();
          return reject(new SyntaxError('The body is not JSON.'));
        case 'whole':
          finish();
          return resolve(message.value);
        case 'head':
          head = message.head;
          return;
        case 'rows':
          for (const row of message.rows) rows.push(row);
          return;
        case 'end':
          finish();
          return resolve({ ...head, data: rows });
      }
    };
    // Copied (a memcpy), not transferred: the page keeps the bytes to parse them
    // itself should the worker fail to start.
    worker.postMessage(body);
  });
}

function parseHere(body: ArrayBuffer): unknown {
  return JSON.parse(new TextDecoder().decode(body));
}
