import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * `children` only in the browser: the server render (entry-server.tsx) and the hydration of its
 * HTML show `fallback` instead, then the children replace it. For what cannot render without a
 * browser (FullCalendar's month grid). Client-side renders show the children at once. After a
 * hydration they are drawn in a deferred render, which React splits into short tasks (docs/performance.md#storefront-on-a-phone:
 * drawn in the update React makes right after hydrating, they were one long task on a phone).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return useDeferredValue(inBrowser) ? children : fallback;
}
