// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testRow } from './test-rows';
import { useCampaignSelection } from './use-campaign-selection';

const page1 = [testRow(1, 1), testRow(2, 3), testRow(3, 0), testRow(4, 2)];
const page2 = [testRow(5, 1), testRow(6, 4)];

function setup(initialKey = 'status=any') {
  return renderHook(({ resetKey }) => useCampaignSelection(resetKey), {
    initialProps: { resetKey: initialKey },
  });
}

describe('useCampaignSelection', () => {
  it('toggles rows and keeps a snapshot of each', () => {
    const { result } = setup();
    act(() => result.current.toggle(page1[0]!));
    act(() => result.current.toggle(page1[1]!));
    expect(result.current.isSelected(1)).toBe(true);
    expect(result.current.selected.get(2)).toEqual(page1[1]);
    act(() => result.current.toggle(page1[0]!));
    expect([...result.current.selected.keys()]).toEqual([2]);
  });

  it('never selects a Pending campaign, and says why', () => {
    const { result } = setup();
    const pending = page1[2]!;
    expect(result.current.disabledReason(pending)).toMatch(/Pending campaigns await review/);
    expect(result.current.disabledReason(page1[0]!)).toBeUndefined();
    act(() => result.current.toggle(pending));
    expect(result.current.isSelected(3)).toBe(false);
  });

  it('togglePage selects every selectable row, then clears them when all are selected', () => {
    const { result } = setup();
    expect(result.current.pageState(page1)).toBe('none');
    act(() => result.current.toggle(page1[0]!));
    expect(result.current.pageState(page1)).toBe('some');

    act(() => result.current.togglePage(page1));
    expect([...result.current.selected.keys()].sort()).toEqual([1, 2, 4]);
    // Pending is not selectable, so the page counts as all selected without it.
    expect(result.current.pageState(page1)).toBe('all');

    act(() => result.current.togglePage(page1));
    expect(result.current.selected.size).toBe(0);
    expect(result.current.pageState(page1)).toBe('none');
  });

  it('togglePage on one page leaves the other pages selected', () => {
    const { result } = setup();
    act(() => result.current.toggle(page2[0]!));
    act(() => result.current.togglePage(page1));
    act(() => result.current.togglePage(page1));
    expect([...result.current.selected.keys()]).toEqual([5]);
  });

  it('a page of Pending campaigns only is never "all"', () => {
    const { result } = setup();
    const pendingOnly = [testRow(7, 0), testRow(8, 0)];
    act(() => result.current.togglePage(pendingOnly));
    expect(result.current.selected.size).toBe(0);
    expect(result.current.pageState(pendingOnly)).toBe('none');
  });

  it('survives paging: rows of an earlier page stay selected', () => {
    const { result } = setup();
    act(() => result.current.toggle(page1[0]!));
    // The page renders other rows now; nothing in the hook depends on them.
    act(() => result.current.toggle(page2[1]!));
    expect([...result.current.selected.keys()]).toEqual([1, 6]);
    expect(result.current.pageState(page1)).toBe('some');
    expect(result.current.pageState(page2)).toBe('some');
  });

  it('clears when the reset key (the filters) changes, and selects afresh after', () => {
    const { result, rerender } = setup('status=any');
    act(() => result.current.togglePage(page1));
    rerender({ resetKey: 'status=1' });
    expect(result.current.selected.size).toBe(0);
    expect(result.current.isSelected(1)).toBe(false);
    act(() => result.current.toggle(page2[0]!));
    expect([...result.current.selected.keys()]).toEqual([5]);
    // Going back to the old filters does not bring the old selection back.
    rerender({ resetKey: 'status=any' });
    expect(result.current.selected.size).toBe(0);
  });

  it('several toggles in one event compose', () => {
    const { result } = setup();
    act(() => result.current.togglePage(page1));
    act(() => {
      result.current.toggle(page1[0]!);
      result.current.toggle(page1[1]!);
    });
    expect([...result.current.selected.keys()]).toEqual([4]);
  });

  it('clear empties the selection', () => {
    const { result } = setup();
    act(() => result.current.togglePage(page2));
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });
});
