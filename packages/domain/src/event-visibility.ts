/**
 * Tour event state and visibility (spec 01 §4 "Event visibility"). The server computes
 * BookNowOption; the storefront decides what to show with `isEventVisible`.
 */
import type { BookNowOption } from '@gt/contract/catalogue';

export interface EventStateInput {
  startsAt: Date;
  cancelled: boolean;
  /** Operator closed sales for this event (shown as Sold Out). */
  closed: boolean;
  seatsAvailable: number;
  now: Date;
}

/** Computes BookNowOption: Cancelled, Past Event (started), Sold Out (no seats or closed), else Book Now. */
export function bookNowOption(e: EventStateInput): BookNowOption {
  if (e.cancelled) return 'Cancelled';
  if (e.startsAt.getTime() <= e.now.getTime()) return 'Past Event';
  if (e.closed || e.seatsAvailable <= 0) return 'Sold Out';
  return 'Book Now';
}

export interface VisibilityInput {
  BookNowOption: BookNowOption;
  EventStartDateTime: string;
  TourDisplayDays: number;
}

const DAY_MS = 86_400_000;

/**
 * Whether an event is listed: Book Now and not-yet-started Sold Out events are; Past Event and
 * Cancelled are not; with TourDisplayDays > 0, events starting more than that many days after
 * the venue's current time (`now`) are not.
 */
export function isEventVisible(e: VisibilityInput, now: Date): boolean {
  const start = Date.parse(e.EventStartDateTime);
  if (e.BookNowOption === 'Past Event' || e.BookNowOption === 'Cancelled') return false;
  if (e.BookNowOption === 'Sold Out' && start <= now.getTime()) return false;
  if (e.TourDisplayDays > 0 && start - now.getTime() > e.TourDisplayDays * DAY_MS) return false;
  return true;
}

/**
 * Whether an event is offered for sale online at `now`, seats aside (the server's rule for holds
 * and payments; the page lists with `isEventVisible`, the same window): not cancelled, closed or
 * started, within TourDisplayDays, and its booking type is in a display area shown online.
 */
export function isOfferedOnline(e: Omit<EventStateInput, 'seatsAvailable'> & { tourDisplayDays: number; shownOnline: boolean }): boolean {
  const option = bookNowOption({ ...e, seatsAvailable: Number.POSITIVE_INFINITY });
  const listed = { BookNowOption: option, EventStartDateTime: e.startsAt.toISOString(), TourDisplayDays: e.tourDisplayDays };
  return option === 'Book Now' && e.shownOnline && isEventVisible(listed, e.now);
}

/** Whether an event can be booked (opens the drawer); spec: "Book Now is sellable". */
export function isSellable(e: Pick<VisibilityInput, 'BookNowOption'>): boolean {
  return e.BookNowOption === 'Book Now';
}
