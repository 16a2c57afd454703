/**
 * Rules for taking seats on one tour event (spec 01 §5 "Add event to cart", "At checkout").
 * The server applies them inside the locked hold transaction; the storefront may apply them
 * before calling. Tickets are the capacity-affecting quantities (add-ons such as a parking pass
 * count against neither seats nor the booking type's minimum/maximum tickets).
 */
import type { BookNowOption } from '@gt/contract/catalogue';
import { messages } from './messages';

export interface HoldLineProduct {
  TourProductID: number;
  AffectsCapacity: boolean;
  /** 0 = no limit. */
  MinimumTickets: number;
  /** 0 = no limit. */
  MaximumTickets: number;
}

export interface HoldCheckInput {
  /**
   * Which minimum text applies: `add` (adding to the cart), `change` (stepper or removal in the
   * cart) or `checkout` (paying).
   */
  stage: 'add' | 'change' | 'checkout';
  /** The event's state, computed with the seats available to this visitor. */
  bookNowOption: BookNowOption;
  /** capacity − sold − other visitors' live holds (this visitor's own hold not subtracted). */
  seatsAvailable: number;
  bookingType: { MinimumTickets: number; MaximumTickets: number };
  /** The lines as they would be after the change; quantities > 0. */
  lines: readonly { product: HoldLineProduct; quantity: number }[];
}

/** A refused hold: `unavailable` → HTTP 409, `limits` → HTTP 400; `message` is the spec's text. */
export type HoldProblem = { kind: 'unavailable' | 'limits'; message: string };

/** Capacity-affecting quantity of some lines (what uses seats and counts as tickets). */
export function ticketQuantity(lines: HoldCheckInput['lines']): number {
  return lines.reduce((s, l) => s + (l.product.AffectsCapacity ? l.quantity : 0), 0);
}

/**
 * Checks, in the spec's order: event sellable and seats > 0 ("Tickets not longer available…"),
 * tickets ≤ seats ("Maximum of N tickets available"), product minimum/maximum, booking type
 * minimum ("Minimum tickets per order is N" on add, "…for this event…" on change, "…for
 * event…" at checkout) and maximum ("Maximum of N tickets allowed"). Returns null when allowed.
 */
export function checkEventHold(i: HoldCheckInput): HoldProblem | null {
  const tickets = ticketQuantity(i.lines);
  const unavailable = (message: string): HoldProblem => ({ kind: 'unavailable', message });
  const limits = (message: string): HoldProblem => ({ kind: 'limits', message });
  if (i.bookNowOption !== 'Book Now' || i.seatsAvailable <= 0) return unavailable(messages.ticketsNoLongerAvailable);
  if (tickets > i.seatsAvailable) return unavailable(messages.maxTicketsAvailable(i.seatsAvailable));
  for (const { product: p, quantity } of i.lines) {
    if (p.MaximumTickets > 0 && quantity > p.MaximumTickets) return limits(messages.maxTicketsAllowed(p.MaximumTickets));
    if (p.MinimumTickets > 0 && quantity < p.MinimumTickets) return limits(messages.minTicketsPerOrder(p.MinimumTickets));
  }
  const { MinimumTickets: min, MaximumTickets: max } = i.bookingType;
  if (min > 0 && tickets < min) {
    const text =
      i.stage === 'add'
        ? messages.minTicketsPerOrder
        : i.stage === 'change'
          ? messages.minTicketsForThisEvent
          : messages.minTicketsForEvent;
    return limits(text(min));
  }
  if (max > 0 && tickets > max) return limits(messages.maxTicketsAllowed(max));
  return null;
}
