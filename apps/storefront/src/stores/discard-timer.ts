/**
 * Cart discard timer state (spec 01 §4 "Cart discard timer"): seconds until the discard popup,
 * and, while the popup is open, seconds until the cart is cleared. Driven by the cart feature's
 * DiscardTimer; read by the checkout countdown.
 */
import { create } from 'zustand';

interface DiscardTimerState {
  /** Seconds before the popup opens; null when the timer is not running. */
  secondsLeft: number | null;
  /** Seconds before the cart is cleared; null when the popup is closed. */
  popupSecondsLeft: number | null;
  set(patch: Partial<Pick<DiscardTimerState, 'secondsLeft' | 'popupSecondsLeft'>>): void;
}

export const useDiscardTimer = create<DiscardTimerState>()((set) => ({
  secondsLeft: null,
  popupSecondsLeft: null,
  set: (patch) => set(patch),
}));

/** Seconds as minutes:seconds, e.g. 905 → "15:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
