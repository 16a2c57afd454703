/**
 * What a visitor is told about an event's seats (spec 01 §2 list cards, hybrid time slots and
 * drawer; §3 BookingType ShowAvailability and AvailabilityText). SeatsAvailable is the listing's
 * value for this visitor: with their hold reference the server gives their own live seats back
 * (GET TourEvents&TourHoldRef), so it is what they may hold in total on the event.
 */
export interface SeatsInput {
  /** Book Now, Sold Out, Past Event or Cancelled. */
  BookNowOption: string;
  SeatsAvailable: number;
}

export interface AvailabilitySettings {
  ShowAvailability: boolean;
  /** The label of the number, e.g. "Seats available". */
  AvailabilityText: string;
}

export interface HeldLine {
  TourProductID: number;
  Quantity: number;
}

/** Capacity-affecting quantity of the visitor's held lines on an event (products by id). */
export function heldTickets(products: readonly { TourProductID: number; AffectsCapacity: boolean }[], lines: readonly HeldLine[]): number {
  const affects = new Set(products.filter((p) => p.AffectsCapacity).map((p) => p.TourProductID));
  return lines.reduce((n, l) => n + (affects.has(l.TourProductID) ? l.Quantity : 0), 0);
}

/** Seats the visitor can still add: what they may hold in total minus what they hold (never < 0). */
export function seatsLeftToAdd(e: SeatsInput, held: number): number {
  return Math.max(0, e.SeatsAvailable - held);
}

/**
 * The availability text of an event: its state when it is not Book Now; nothing when the
 * booking type hides availability (ShowAvailability off); otherwise "{AvailabilityText}: N" with
 * the seats the visitor can still add, followed by "(N in your cart)" when they hold some.
 */
export function availabilityLabel(e: SeatsInput, settings: AvailabilitySettings, held = 0): string | null {
  if (e.BookNowOption !== 'Book Now') return e.BookNowOption;
  if (!settings.ShowAvailability) return null;
  const text = `${settings.AvailabilityText}: ${seatsLeftToAdd(e, held)}`;
  return held > 0 ? `${text} (${held} in your cart)` : text;
}
