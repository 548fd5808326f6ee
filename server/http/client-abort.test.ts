import { describe, expect, it } from 'vitest';
import { isClientAbort } from './client-abort';

describe('isClientAbort', () => {
  const request = () => new Request('http://x.test/', { method: 'PUT' });

  it("is the body read's failure when the client hung up", () => {
    const hungUp = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isClientAbort(hungUp, request())).toBe(true);
    expect(isClientAbort(new Error('aborted'), request())).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const aborted = new Request('http://x.test/', { signal: controller.signal });
    expect(isClientAbort(controller.signal.reason as Error, aborted)).toBe(true);
  });

  it("is not a handler's own error, even once the client has gone (that is still logged)", () => {
    const controller = new AbortController();
    controller.abort();
    const gone = new Request('http://x.test/', { signal: controller.signal });
    expect(isClientAbort(new TypeError('x is undefined'), gone)).toBe(false);
    expect(isClientAbort(new Error('aborted elsewhere'), request())).toBe(false);
    const otherCode = Object.assign(new Error('aborted'), { code: 'SQLITE_ABORT' });
    expect(isClientAbort(otherCode, request())).toBe(false);
  });
});
