/**
 * Where keyboard focus goes when the page changes under it (WCAG 2.4.3):
 * - after a navigation inside the app (not the first load), to the new page's h1, else `main`;
 * - when the focused element disappears or is disabled and focus falls back to `<body>` (Remove
 *   a cart line, Clear Cart, Pay replaced by the receipt, a closed dialog whose opener is gone),
 *   to the page's h1 as well, instead of the top of the document. This rescue never moves the
 *   page (`preventScroll`) and waits while a pointer is down: the element under the pointer takes
 *   focus itself, and a page scrolled between a press and its release loses the click.
 * Both apply to every route, including new ones, without code in the pages.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's h1 (lazy code, data) before focusing `main` instead. */
const HEADING_WAIT_MS = 3000;

/**
 * Focuses the first visible h1 in `main` (made focusable with tabindex -1), waiting for it to render;
 * `main` itself when none comes. `preventScroll`: the page stays where it is (else the browser
 * scrolls the heading into view). Returns a function that stops waiting.
 */
export function focusMainHeading(main: HTMLElement | null, options: FocusOptions = {}): () => void {
  if (!main) return () => undefined;
  const focusHeading = () => {
    // The first h1 drawn: the page before may still be in `main`, hidden under the loading overlay.
    const h1 = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
    if (!h1) return false;
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    h1.focus(options);
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    main.focus(options);
  }, HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** Moves focus to the page's h1 after each client-side navigation (path change). */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMainHeading(main.current);
  }, [pathname, main]);
}

/**
 * Sends focus lost to `<body>` (its element removed or disabled) to the page's h1, without
 * scrolling, and not while a pointer is down (the pressed element takes focus on its own).
 */
export function useFocusRescue(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last: Element | null = null;
    let pointerDown = false;
    let stopWaiting = () => undefined as void;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target instanceof Element ? e.target : null;
    };
    const check = () => {
      if (pointerDown || !last || (document.activeElement && document.activeElement !== document.body)) return;
      // A click on the page's background also leaves focus on <body>: only a vanished or disabled element counts.
      if (last.isConnected && !last.matches(':disabled')) return;
      last = null;
      stopWaiting();
      stopWaiting = focusMainHeading(main.current, { preventScroll: true });
    };
    const onPointerDown = () => {
      pointerDown = true;
    };
    const onPointerUp = () => {
      pointerDown = false;
      // After the click's own handlers (which may remove or disable what was pressed).
      setTimeout(check);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    return () => {
      observer.disconnect();
      stopWaiting();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
    };
  }, [main]);
}
