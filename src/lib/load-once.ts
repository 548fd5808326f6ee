/**
 * `load` run once and its result shared by every caller. A failure is not kept:
 * the next call runs `load` again (a chunk that could not be fetched while
 * offline loads when the connection is back, without a page reload).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
