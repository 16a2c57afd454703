/**
 * Starts the app (after main.tsx has evaluated its code in steps). A page the server rendered
 * (entry-server.tsx) is taken over once its code and the answers it was rendered from are here
 * (carried in the page), so that the first render matches the server's; the others start from
 * the start-up overlay.
 */
import { formatMoney } from '@gt/domain/money';
import type { PublicConfig } from '@gt/contract/config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchInitialData } from './app/initial-data';
import { loadPageCode } from './app/router';
import { nextTask } from './lib/next-task';
import { evaluatePageScripts } from './lib/page-scripts';
import { publicConfigKey } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { keepCheckoutCookie } from './stores/checkout-cookie';

/**
 * Hydrates the server's HTML: the page's first answers and its code first; then the browser's number
 * data is loaded and the venue's money format made, each in a task of its own (the first
 * `Intl.NumberFormat` of a page costs 10–15 ms, ×4 on a slow phone, and the first currency format
 * as much again); then hydration runs as a transition, which React splits into short tasks
 * (docs/performance.md#storefront-on-a-phone: at the default priority it was one 100–400 ms task at 4×).
 */
async function hydrate(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const path = window.location.pathname;
  const answers = prefetchInitialData(queryClient, path);
  // The page's code is evaluated chunk by chunk, apart from the task that read the answers.
  await nextTask();
  await evaluatePageScripts();
  await Promise.allSettled([loadPageCode(path), answers]);
  await nextTask();
  new Intl.NumberFormat('en-US').format(0);
  await nextTask();
  formatMoney(0, queryClient.getQueryData<PublicConfig>(publicConfigKey)?.Currency ?? 'USD');
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

/** Keeps the checkout cookie and renders the app into `#root` (hydrating it when the server rendered it). */
export function start(): void {
  keepCheckoutCookie();
  const root = document.getElementById('root') as HTMLElement;
  if (root.hasAttribute('data-rendered')) void hydrate(root);
  else
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}
