/**
 * Lets the browser handle input and paint before long work goes on:
 * `scheduler.yield()` where the browser has it (the work keeps its place in
 * line), else a new task.
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
