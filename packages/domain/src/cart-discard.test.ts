import { describe, expect, it } from 'vitest';
import { defaultHoldMinutes, discardCountdown, holdMinutesProblem } from './cart-discard';

describe('hold length and the discard timer', () => {
  it('holds seats for DiscardTimeMinutes by default, 15 minutes when the timer is off', () => {
    expect(defaultHoldMinutes(10)).toBe(10);
    expect(defaultHoldMinutes(0.15)).toBe(0.15);
    expect(defaultHoldMinutes(0)).toBe(15);
  });

  it('refuses a hold shorter than the discard time', () => {
    expect(holdMinutesProblem(10, 15)).toBe(
      'HoldMinutes (10) must not be shorter than Public.DiscardTimeMinutes (15): seats would lapse before the cart is discarded',
    );
    expect(holdMinutesProblem(15, 15)).toBeNull();
    expect(holdMinutesProblem(20, 15)).toBeNull();
    expect(holdMinutesProblem(1, 0)).toBeNull();
  });

  it('counts down to the earliest hold expiry, opens the popup before it and lapses at 0', () => {
    const deadline = 1_000_000;
    expect(discardCountdown(null, 0, 60)).toBeNull();
    expect(discardCountdown(deadline, deadline - 900_000, 60)).toEqual({ secondsLeft: 900, popup: false, lapsed: false });
    expect(discardCountdown(deadline, deadline - 60_500, 60)).toEqual({ secondsLeft: 61, popup: false, lapsed: false });
    expect(discardCountdown(deadline, deadline - 60_000, 60)).toEqual({ secondsLeft: 60, popup: true, lapsed: false });
    expect(discardCountdown(deadline, deadline - 1, 60)).toEqual({ secondsLeft: 1, popup: true, lapsed: false });
    expect(discardCountdown(deadline, deadline, 60)).toEqual({ secondsLeft: 0, popup: false, lapsed: true });
    expect(discardCountdown(deadline, deadline + 3_600_000, 60)).toEqual({ secondsLeft: 0, popup: false, lapsed: true });
  });
});
