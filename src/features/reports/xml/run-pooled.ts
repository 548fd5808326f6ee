/**
 * Runs `task` for every item with at most `limit` in flight, in the items'
 * order, and stops starting new ones once `signal` aborts. A task settles on
 * its own (it catches what it throws): one refused item does not stop the rest.
 */
export async function runPooled<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  async function worker(): Promise<void> {
    while (!signal.aborted && next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
