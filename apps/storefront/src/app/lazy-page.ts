/**
 * Pages load lazily (issue 16: the entry chunk carries the shell only). While a page's code is
 * being fetched, `usePageCodeLoading` is true and the app shell shows its loading overlay, as it
 * did for the data router's lazy routes; navigations are transitions, so the page before stays
 * underneath until the new one is ready. A server-rendered page's code is loaded before hydration
 * (`preload`, lib/lazy-component.ts).
 */
import { create } from 'zustand';
import { lazyComponent } from '../lib/lazy-component';

const usePending = create<{ count: number }>(() => ({ count: 0 }));

/** True while the code of at least one page is being fetched. */
export const usePageCodeLoading = () => usePending((s) => s.count > 0);

/** Counts a page's code being fetched. */
async function counted<T>(loading: () => Promise<T>): Promise<T> {
  usePending.setState((s) => ({ count: s.count + 1 }));
  try {
    return await loading();
  } finally {
    usePending.setState((s) => ({ count: s.count - 1 }));
  }
}

/** A page component `name` from the module `load` imports, loaded on first render or by `preload()`. */
export const lazyPage = <M, K extends keyof M>(load: () => Promise<M>, name: K) => lazyComponent(load, name, counted);
