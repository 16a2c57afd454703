/**
 * Pages load lazily (issue 16: the entry chunk carries the shell only). While a page's code is
 * being fetched, `usePageCodeLoading` is true and the app shell shows its loading overlay, as it
 * did for the data router's lazy routes; navigations are transitions, so the page before stays
 * underneath until the new one is ready.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { create } from 'zustand';

const usePending = create<{ count: number }>(() => ({ count: 0 }));

/** True while the code of at least one page is being fetched. */
export const usePageCodeLoading = () => usePending((s) => s.count > 0);

/**
 * A page component `name` from the module `load` imports, loaded on first render.
 * `load` is shared by the pages of one module, so each chunk is fetched once.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    usePending.setState((s) => ({ count: s.count + 1 }));
    try {
      const module = await load();
      return { default: module[name] as ComponentType };
    } finally {
      usePending.setState((s) => ({ count: s.count - 1 }));
    }
  });
}
