/**
 * One rule for the cart's time limit (spec 01 §4 "Cart discard timer"; docs/architecture.md#capacity-and-holds). Seats
 * are held for HoldMinutes from each event's last change; HoldMinutes defaults to
 * DiscardTimeMinutes and may never be shorter. The countdown shown is the time left on the
 * earliest hold (the server's ExpiresAt); the discard popup opens DiscardPopupSeconds before it,
 * and the cart is discarded when it reaches 0, when the seats are released anyway. "Keep Cart"
 * renews every event's hold, which moves the countdown back.
 */

/** Hold length when the discard timer is off (DiscardTimeMinutes 0) and none is configured. */
export const DEFAULT_HOLD_MINUTES = 15;

/** The HoldMinutes default for a DiscardTimeMinutes setting (0 turns the timer off). */
export function defaultHoldMinutes(discardTimeMinutes: number): number {
  return discardTimeMinutes > 0 ? discardTimeMinutes : DEFAULT_HOLD_MINUTES;
}

/** Why a HoldMinutes setting is refused, or null: a hold may not lapse before the cart is discarded. */
export function holdMinutesProblem(holdMinutes: number, discardTimeMinutes: number): string | null {
  return discardTimeMinutes > 0 && holdMinutes < discardTimeMinutes
    ? `HoldMinutes (${holdMinutes}) must not be shorter than Public.DiscardTimeMinutes (${discardTimeMinutes}): seats would lapse before the cart is discarded`
    : null;
}

export interface DiscardCountdown {
  /** Whole seconds until the earliest hold lapses (0 once lapsed). */
  secondsLeft: number;
  /** The popup is due: at most `popupSeconds` left, not yet lapsed. */
  popup: boolean;
  /** The earliest hold has lapsed: discard the cart (timer on) or renew the holds (timer off). */
  lapsed: boolean;
}

/**
 * The countdown at `nowMs` towards `deadlineMs` (the earliest hold's expiry, both on the same
 * clock, milliseconds); null when nothing is held.
 */
export function discardCountdown(deadlineMs: number | null, nowMs: number, popupSeconds: number): DiscardCountdown | null {
  if (deadlineMs === null) return null;
  const secondsLeft = Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
  return { secondsLeft, popup: secondsLeft > 0 && secondsLeft <= popupSeconds, lapsed: secondsLeft === 0 };
}
