import { nextTask } from './next-task';

/** Work between two yields to the browser, in ms. */
const SLICE_MS = 5;

/**
 * Evaluates the scripts a server-rendered page preloads (public/start-app.js `data-scripts`:
 * the entry, its steps and the page's code, each chunk before the chunks it imports), the last
 * listed first and a task each (docs/performance.md#storefront-on-a-phone: evaluated with the page's route module, the checkout's
 * code was one 145 ms task at 4× CPU slowdown). Chunks already evaluated cost nothing; a chunk
 * that fails to load is left to the page's own import.
 */
export async function evaluatePageScripts(): Promise<void> {
  const scripts = document.querySelector<HTMLScriptElement>('script[data-scripts]')?.dataset.scripts?.split(' ').filter(Boolean) ?? [];
  let since = performance.now();
  for (const src of scripts.reverse()) {
    try {
      await import(/* @vite-ignore */ src);
    } catch {
      return;
    }
    if (performance.now() - since > SLICE_MS) {
      await nextTask();
      since = performance.now();
    }
  }
}
