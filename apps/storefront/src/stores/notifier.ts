/**
 * The app-wide notifier (spec 01 §8): errors and information are shown in one bottom snackbar
 * titled Error or Info that the visitor dismisses; dismissing resets it. Kept in session storage
 * so a message survives the page reload that follows an idle discard (spec 01 §4).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

export type NoticeSeverity = 'error' | 'info';

export interface Notice {
  severity: NoticeSeverity;
  message: string;
  /** Distinguishes two notices with the same text (the snackbar shows the newer one afresh). */
  id: number;
}

interface NotifierState {
  notice: Notice | null;
  notify(severity: NoticeSeverity, message: string): void;
  dismiss(): void;
}

export const useNotifier = create<NotifierState>()(
  persist(
    (set) => ({
      notice: null,
      notify: (severity, message) => set({ notice: { severity, message, id: Date.now() } }),
      dismiss: () => set({ notice: null }),
    }),
    { name: `${STORAGE_PREFIX}notice`, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ notice: s.notice }) },
  ),
);

/** Shows a message in the snackbar (outside React, e.g. after an awaited request). */
export const notify = (severity: NoticeSeverity, message: string) => useNotifier.getState().notify(severity, message);

/** Shows a failed request's error in the snackbar whenever a new one arrives. */
export function useNotifyError(error: Error | null | undefined): void {
  useEffect(() => {
    if (error) notify('error', error.message);
  }, [error]);
}
