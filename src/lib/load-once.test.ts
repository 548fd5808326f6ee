import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the load once for every caller while it succeeds', async () => {
    let calls = 0;
    const get = loadOnce(async () => ({ n: ++calls }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(calls).toBe(1);
  });

  it('forgets a failure: the next call loads again', async () => {
    let calls = 0;
    const get = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'store';
    });
    await expect(get()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await get()).toBe('store');
    expect(await get()).toBe('store');
    expect(calls).toBe(2);
  });
});
