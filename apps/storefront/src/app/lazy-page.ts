/**
 * Pages load lazily (docs/performance.md#storefront-on-a-phone: the entry chunk carries the shell only). While a page's code is
 * being fetched, `usePageCodeLoading` is true and the app shell shows its loading overlay, as it
 * did for the data router's lazy routes (navigations are not transitions: app/router.tsx). A server-rendered page's code is loaded before hydration
 * (`preload`, lib/lazy-component.ts). A route module that exports `PageTheme` (app/page-theme.tsx)
 * has its pages drawn inside it.
 */
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
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

type Theme = ComponentType<{ children: ReactNode }>;

/** Each page component, drawn in its module's theme: made once, so that a preloaded page and a lazily rendered one are the same type. */
const themedPages = new WeakMap<ComponentType<object>, ComponentType<object>>();

/** `module` with its component `name` drawn inside the module's `PageTheme`, if it exports one. */
function themed<M, K extends keyof M>(module: M, name: K): M {
  const Theme = (module as { PageTheme?: Theme }).PageTheme;
  const Page = module[name] as ComponentType<object>;
  if (!Theme) return module;
  let Themed = themedPages.get(Page);
  if (!Themed) {
    Themed = (props: object) => createElement(Theme, null, createElement(Page, props));
    themedPages.set(Page, Themed);
  }
  return { ...module, [name]: Themed };
}

/** A page component `name` from the module `load` imports, loaded on first render or by `preload()`. */
export const lazyPage = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyComponent(async () => themed(await load(), name), name, counted);

/**
 * A part of the app shell that draws with MUI (the notifier's snackbar, the discard dialog): the
 * component `name` of the module `load` imports, loaded on first render with the theme it is drawn in.
 */
export const lazyInTheme = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => {
    const [module, { PageTheme }] = await Promise.all([load(), import('./page-theme')]);
    return { default: themed({ ...module, PageTheme }, name)[name] as ComponentType<object> };
  });
