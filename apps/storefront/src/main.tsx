/**
 * The storefront's entry. Its code is evaluated in steps, each in a task of its own (docs/performance.md#storefront-on-a-phone:
 * evaluated at once, the app's modules kept a phone busy for one 200 ms task at 4× CPU slowdown,
 * most of the page's total blocking time): React, then the app, which starts in `start.tsx`.
 * index.html preloads every step with the entry (vite.config.ts `preloadStartSteps`, one chunk per
 * step: `startStepChunks`), so the steps wait for no download. MUI's styling engine and the theme
 * load with the pages that draw with them (app/page-theme.tsx).
 */
import { nextTask } from './lib/next-task';

await import('react-dom/client');
await nextTask();
const { start } = await import('./start');
await nextTask();
start();
