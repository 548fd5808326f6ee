import { afterEach, describe, expect, it, vi } from 'vitest';
import { ceiling } from './ceiling';

describe('ceiling', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  it('is the given time when TEST_TIMEOUT_SCALE is not set', () => {
    vi.stubEnv('TEST_TIMEOUT_SCALE', undefined);
    expect(ceiling(60_000)).toBe(60_000);
  });
  it('multiplies by TEST_TIMEOUT_SCALE (the niced next-runtime guard sets 10)', () => {
    vi.stubEnv('TEST_TIMEOUT_SCALE', '10');
    expect(ceiling(120_000)).toBe(1_200_000);
  });
  it('ignores a scale that would shorten it or is no number', () => {
    for (const value of ['0.5', '0', '-3', 'ten', '']) {
      vi.stubEnv('TEST_TIMEOUT_SCALE', value);
      expect(ceiling(30_000), value).toBe(30_000);
    }
  });
});
