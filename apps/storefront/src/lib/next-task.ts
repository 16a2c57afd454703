/**
 * Resolves in a task of its own (a zero-delay timer): work after `await nextTask()` runs apart
 * from the work before it, so the browser can paint and answer input in between (issue 16).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
