import { useDeferredValue, type ReactNode } from 'react';

/**
 * `children` after a first render that shows `fallback` (issue 16): in the server's render and
 * the hydration of its HTML the fallback, and in the browser React then renders the children at
 * low priority, in short slices that leave the page responsive, instead of in the first long task.
 * For large parts below the first screen (the checkout's contact and card forms); the fallback
 * keeps their room so that nothing below them jumps.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
