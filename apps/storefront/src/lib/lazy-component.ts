/**
 * Components whose code loads lazily and can be loaded ahead (docs/performance.md#storefront-on-a-phone). A server-rendered page is
 * hydrated with its code already loaded (`preload`, main.tsx): a lazy component would suspend for
 * a moment while hydrating, and an update above it in that moment (the cart's badge) makes React
 * throw the server's HTML away and draw it anew.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead (`preload`, resolving to its module), after which it renders at once. */
export type Preloadable<P, M = unknown> = ComponentType<P> & { preload(): Promise<M> };

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * The component `name` of the module `load` imports, loaded on first render (suspending) or by
 * `preload()`. `load` is shared by the components of one module, so each chunk is fetched once.
 * `whileLoading` wraps the load started by a render (e.g. to show the page-code overlay).
 */
export function lazyComponent<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  whileLoading: <T>(loading: () => Promise<T>) => Promise<T> = (loading) => loading(),
): Preloadable<PropsOf<M[K]>, M> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | null = null;
  const resolve = async () => {
    const module = await load();
    loaded = module[name] as ComponentType<P>;
    return module;
  };
  const Lazy = lazy(() => whileLoading(async () => ({ default: (await resolve())[name] as ComponentType<P> })));
  // Loaded or lazy, fixed when mounted (a changed type would remount the page); the same element
  // tree either way (a lazy component takes the place of what it loads).
  function Component(props: P) {
    const [type] = useState(() => (loaded ?? Lazy) as ComponentType<object>);
    return createElement(type, props as object);
  }
  return Object.assign(Component, { preload: resolve });
}
