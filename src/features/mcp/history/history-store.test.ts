import { describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../types';
import { createHistoryStore } from './history-store';

const entry = (id: string): HistoryEntry => ({
  id,
  at: Number(id),
  kind: 'tool',
  name: 'platform_whoami',
  request: {},
  durationMs: 1,
});

describe('createHistoryStore', () => {
  it('keeps entries newest first, up to the limit, with a stable snapshot between changes', () => {
    const store = createHistoryStore(2);
    const empty = store.getSnapshot();
    expect(empty).toEqual([]);
    expect(store.getSnapshot()).toBe(empty);
    store.add(entry('1'));
    store.add(entry('2'));
    store.add(entry('3'));
    const snapshot = store.getSnapshot();
    expect(snapshot.map((e) => e.id)).toEqual(['3', '2']);
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('notifies subscribers until they unsubscribe; methods work unbound', () => {
    const store = createHistoryStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const { add, clear } = store;
    add(entry('1'));
    clear();
    clear(); // already empty: nothing changes, nobody is told
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    add(entry('2'));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('defaults to 100 entries', () => {
    const store = createHistoryStore();
    for (let i = 0; i < 120; i += 1) store.add(entry(String(i)));
    expect(store.getSnapshot()).toHaveLength(100);
    expect(store.getSnapshot()[0]?.id).toBe('119');
  });
});
