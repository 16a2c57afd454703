/**
 * Cart discard timer state (spec 01 §4 "Cart discard timer"; domain cart-discard): seconds left
 * on the earliest seat hold (the checkout countdown), whether the discard popup is open, and
 * whether the timer is paused (while paying: no popup, no discard). Driven by the cart feature's
 * DiscardTimer; read by the checkout page.
 */
import { create } from 'zustand';

interface DiscardTimerState {
  /** Seconds until the earliest hold lapses; null when the timer is not running. */
  secondsLeft: number | null;
  /** The discard popup is open. */
  popupOpen: boolean;
  paused: boolean;
  set(patch: Partial<Pick<DiscardTimerState, 'secondsLeft' | 'popupOpen' | 'paused'>>): void;
}

export const useDiscardTimer = create<DiscardTimerState>()((set) => ({
  secondsLeft: null,
  popupOpen: false,
  paused: false,
  set: (patch) => set(patch),
}));

/** Seconds as minutes:seconds, e.g. 905 → "15:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
