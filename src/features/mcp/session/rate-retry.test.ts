import { describe, expect, it, vi } from 'vitest';
import { McpHttpFailure } from '../types';
import { withRateRetries } from './rate-retry';

const rate = (seconds: number) =>
  new McpHttpFailure(429, 'rate', 'Too many requests', { retryAfterSeconds: seconds });

describe('withRateRetries', () => {
  it('retries a read at most twice', async () => {
    const op = vi.fn(async () => {
      throw rate(0);
    });
    await expect(withRateRetries(op, { readOnly: true })).rejects.toBeInstanceOf(McpHttpFailure);
    expect(op).toHaveBeenCalledTimes(3);
  });

  it('never retries a write, nor another failure', async () => {
    const write = vi.fn(async () => {
      throw rate(0);
    });
    await expect(withRateRetries(write, { readOnly: false })).rejects.toMatchObject({
      kind: 'rate',
    });
    expect(write).toHaveBeenCalledTimes(1);
    const unavailable = vi.fn(async () => {
      throw new McpHttpFailure(503, 'unavailable', 'not ready');
    });
    await expect(withRateRetries(unavailable, { readOnly: true })).rejects.toMatchObject({
      status: 503,
    });
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('leaves a wait longer than 30 s to the user', async () => {
    const op = vi.fn(async () => {
      throw rate(31);
    });
    await expect(withRateRetries(op, { readOnly: true })).rejects.toMatchObject({
      details: { retryAfterSeconds: 31 },
    });
    expect(op).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const op = vi.fn(async () => {
      throw rate(20);
    });
    const run = withRateRetries(op, { readOnly: true, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(run).rejects.toThrow('left the page');
    expect(op).toHaveBeenCalledTimes(1);
  });
});
