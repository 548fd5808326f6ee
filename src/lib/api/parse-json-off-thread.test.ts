import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSON_ROWS_PER_MESSAGE, type JsonWorkerMessage } from './json-worker-protocol';
import { parseJsonOffThread } from './parse-json-off-thread';

// The page's half against the real worker script: a stand-in Worker hands each
// message to json-worker.ts's handler and back through a structured clone, one
// task per message, as a browser does.
type Handler = (event: MessageEvent) => void;
const scope: { onmessage?: Handler; postMessage?: (message: JsonWorkerMessage) => void } = {};
const started: FakeWorker[] = [];

class FakeWorker {
  onmessage?: (event: MessageEvent<JsonWorkerMessage>) => void;
  onerror?: (event: Event) => void;
  terminated = false;
  received: JsonWorkerMessage[] = [];
  constructor() {
    started.push(this);
  }
  postMessage(body: ArrayBuffer) {
    scope.postMessage = (message) =>
      setTimeout(() => {
        if (this.terminated) return;
        this.received.push(message);
        this.onmessage?.({ data: structuredClone(message) } as MessageEvent<JsonWorkerMessage>);
      });
    setTimeout(() => scope.onmessage?.({ data: structuredClone(body) } as MessageEvent));
  }
  terminate() {
    this.terminated = true;
  }
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./json-worker');
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => void (started.length = 0));

const bytes = (value: unknown) =>
  new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

describe('JSON parsed off the main thread', () => {
  it("hands an envelope's rows over in slices and gives back the same value", async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      date: '2026-11-01',
      feed: i,
      revenue: '0.1',
    }));
    const body = { status: 'success', data: rows, meta: { n: 1 } };
    await expect(parseJsonOffThread(bytes(body))).resolves.toEqual(body);
    const [worker] = started;
    expect(worker?.received.map((m) => m.type)).toEqual(['head', 'rows', 'rows', 'rows', 'end']);
    expect(worker?.received.filter((m) => m.type === 'rows').map((m) => m.rows.length)).toEqual([
      JSON_ROWS_PER_MESSAGE,
      JSON_ROWS_PER_MESSAGE,
      500,
    ]);
    expect(worker?.terminated).toBe(true);
  });

  it('gives back a value without an array `data` whole, and rejects a body that is not JSON', async () => {
    await expect(parseJsonOffThread(bytes({ status: 'error', message: 'x' }))).resolves.toEqual({
      status: 'error',
      message: 'x',
    });
    await expect(parseJsonOffThread(bytes([1, 2]))).resolves.toEqual([1, 2]);
    const broken = new TextEncoder().encode('{"data": [1, 2').buffer as ArrayBuffer;
    await expect(parseJsonOffThread(broken)).rejects.toBeInstanceOf(SyntaxError);
  });

  it('stops the worker when the request is cancelled', async () => {
    const controller = new AbortController();
    const parsing = parseJsonOffThread(bytes({ data: [1] }), controller.signal);
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(parsing).rejects.toThrow('Left the page');
    expect(started[0]?.terminated).toBe(true);
  });
});
