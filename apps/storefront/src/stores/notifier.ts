/**
 * The app-wide notifier (spec 01 §8): errors and information are shown in one bottom snackbar
 * titled Error or Info that the visitor dismisses; dismissing resets it. A message belongs to the
 * page that raised it (spec 01 §8 "closing resets"; spec 02 §5 "a dismissible alert"): it is
 * dropped when the visitor goes to another page (`useNoticeFollowsPage`, unless it was raised for
 * that page: `notify(…, { page })`), so an error from a failed
 * find never stays over the booking found next, nor a membership error over the checkout. Kept in
 * session storage so a message survives the page reload that follows an idle discard (spec 01 §4:
 * the same page).
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

export type NoticeSeverity = 'error' | 'info';

export interface Notice {
  severity: NoticeSeverity;
  message: string;
  /** Distinguishes two notices with the same text (the snackbar shows the newer one afresh). */
  id: number;
  /** The page (router path) the message belongs to. */
  path: string;
}

/** `page`: the page the message is for (a router path, e.g. `paths.manageBooking.to()`) when the caller is about to go there; the page shown otherwise. */
export interface NoticeOptions {
  page?: string;
}

interface NotifierState {
  notice: Notice | null;
  notify(severity: NoticeSeverity, message: string, opts?: NoticeOptions): void;
  dismiss(): void;
  /** The visitor is on `page`: a message that belongs to another page is dropped. */
  enter(page: string): void;
}

/** The page shown (router path), as the app shell last saw it (`useNoticeFollowsPage`). */
const pageShown = { path: '' };

export const useNotifier = create<NotifierState>()(
  persist(
    (set) => ({
      notice: null,
      notify: (severity, message, opts) => set({ notice: { severity, message, id: Date.now(), path: opts?.page ?? pageShown.path } }),
      dismiss: () => set({ notice: null }),
      enter: (page) => set((s) => (s.notice && s.notice.path !== page ? { notice: null } : s)),
    }),
    { name: `${STORAGE_PREFIX}notice`, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ notice: s.notice }) },
  ),
);

/** Shows a message in the snackbar (outside React, e.g. after an awaited request); `opts.page` when it is for the page the caller goes to next. */
export const notify = (severity: NoticeSeverity, message: string, opts?: NoticeOptions) => useNotifier.getState().notify(severity, message, opts);

/** Shows a failed request's error in the snackbar whenever a new one arrives. */
export function useNotifyError(error: Error | null | undefined): void {
  useEffect(() => {
    if (error) notify('error', error.message);
  }, [error]);
}

/**
 * Drops the message when the visitor goes to another page (the app shell calls it): a message
 * raised on one page never follows the visitor to the next. A message raised after a navigation
 * belongs to the page navigated to.
 */
export function useNoticeFollowsPage(): void {
  const { pathname } = useLocation();
  // A layout effect: it runs before the pages' own effects, so a message a page raises as it opens is that page's.
  useLayoutEffect(() => {
    pageShown.path = pathname;
    useNotifier.getState().enter(pathname);
  }, [pathname]);
}
