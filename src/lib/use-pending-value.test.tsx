// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { usePendingValue } from './use-pending-value';

afterEach(cleanup);

describe('usePendingValue', () => {
  it('shows the pending value until the source changes, then the source', () => {
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value, Object.is), {
      initialProps: { value: 'a' },
    });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    // A render with the same source keeps what the user chose.
    rerender({ value: 'a' });
    expect(result.current[0]).toBe('b');
    // The source moved (committed, Back, a link): it wins over the pending one.
    rerender({ value: 'c' });
    expect(result.current[0]).toBe('c');
    act(() => result.current[1]('d'));
    expect(result.current[0]).toBe('d');
  });

  it('compares with the given equality, so a new but equal array is no change', () => {
    const same = (a: number[], b: number[]) => a.join() === b.join();
    const { result, rerender } = renderHook(({ value }) => usePendingValue(value, same), {
      initialProps: { value: [1] },
    });
    act(() => result.current[1]([1, 2]));
    rerender({ value: [1] });
    expect(result.current[0]).toEqual([1, 2]);
  });
});
