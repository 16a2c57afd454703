/**
 * Resolves in a task of its own: work after `await nextTask()` runs apart from the work before
 * it, so the browser can paint and answer input in between (docs/performance.md#storefront-on-a-phone). `scheduler.yield()` where
 * the browser has it (no 4 ms clamp when called many times in a row), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
