/** Tour event listing (spec 01 §3 "TourEvent", §4 "Event visibility", §7 GET TourEvents). */
import type { CalendarTourEvents, TourEvent, TourProduct } from '@gt/contract/catalogue';
import { bookNowOption } from '@gt/domain/event-visibility';
import { addDays, formatVenueDateTime, venueDate, venueLocalToInstant } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { bookingTypeIdsOfArea } from '../booking-types/repository';
import { loadTourProducts } from '../tour-products/repository';
import { findTourEvents } from './repository';

const MINUTE_MS = 60_000;

export interface TourEventsInput {
  DisplayArea?: number;
  BookingTypeID?: number;
  /** Venue-local dates, inclusive. */
  From?: string;
  To?: string;
  TourEventList?: number[];
  /** The visitor's hold: its own live seats count as available to it. */
  TourHoldRef?: string;
}

/**
 * Lists events with SeatsAvailable (capacity − sold − live holds), BookNowOption and
 * CurrentDateTimeAtLocation computed at the server's clock, dates in the venue zone, and the
 * booking type's online tour products with their PriceMatrix. Past and cancelled events are
 * included with their state; the storefront hides them (spec 01 §4). With TourHoldRef, the seats
 * and the state are the ones that hold sees: its own live seats are given back, so seats it holds
 * are still available to it (and the last ones held do not make the event Sold Out for it).
 */
export async function listTourEvents(ctx: AppContext, q: TourEventsInput): Promise<TourEvent[]> {
  return (await readTourEvents(ctx, q)).events;
}

/** The events of listTourEvents and the clock's instant they were read at. */
async function readTourEvents(ctx: AppContext, q: TourEventsInput): Promise<{ now: Date; events: TourEvent[] }> {
  const zone = ctx.config.Public.VenueTimeZone;
  const now = ctx.clock();
  const bookingTypeIds = q.TourEventList
    ? undefined
    : q.BookingTypeID !== undefined
      ? [q.BookingTypeID]
      : await bookingTypeIdsOfArea(ctx.db, q.DisplayArea ?? -1);
  const products = (ids: number[]) => loadTourProducts(ctx.db, { bookingTypeIds: ids, onlineOnly: true });
  // With the booking types known, the events and their products are read at the same time.
  const [rows, { byBookingType }] = bookingTypeIds
    ? await Promise.all([
        findTourEvents(
          ctx.db,
          { bookingTypeIds, from: venueLocalToInstant(q.From as string, zone), to: venueLocalToInstant(addDays(q.To as string, 1), zone) },
          now,
          q.TourHoldRef,
        ),
        products(bookingTypeIds),
      ])
    : await findTourEvents(ctx.db, { tourEventIds: q.TourEventList ?? [] }, now, q.TourHoldRef).then(
        async (found) => [found, await products([...new Set(found.map((r) => r.bookingTypeId))])] as const,
      );
  const current = formatVenueDateTime(now, zone);
  const events = rows.map((r) => ({
    TourEventID: r.tourEventId,
    BookingTypeID: r.bookingTypeId,
    EventName: r.eventName,
    EventStartDateTime: formatVenueDateTime(r.startsAt, zone),
    EventEndDateTime: formatVenueDateTime(r.endsAt, zone),
    EventDate: venueDate(r.startsAt, zone),
    DisplayColor: r.displayColor,
    DisplayColorLevel: r.displayColorLevel,
    Capacity: r.capacity,
    SeatsAvailable: Math.max(0, r.seatsAvailable),
    BookNowOption: bookNowOption({ startsAt: r.startsAt, cancelled: r.cancelled, closed: r.closed, seatsAvailable: r.seatsAvailable, now }),
    CurrentDateTimeAtLocation: current,
    TourDisplayDays: r.tourDisplayDays,
    BookingInfo: r.bookingInfo,
    BookingInfoText: r.bookingInfoText,
    SmallImageURL: r.smallImageUrl,
    TourProducts: byBookingType.get(r.bookingTypeId) ?? [],
  }));
  return { now, events };
}

/**
 * The events of listTourEvents for the storefront's calendars (`Fields=Calendar`, contract
 * `CalendarTourEvents`): the same events with the same values, each booking type's products once
 * (for the booking types the events are of, in order of their first event) and
 * CurrentDateTimeAtLocation once, at the start of the current minute: so the answer, and its ETag
 * (http/catalogue-etag.ts), stay the same while the events do not change, and the browser's
 * revalidation is answered 304. The storefront hides by it only events that start more than
 * TourDisplayDays later (spec 01 §4): a clock up to a minute behind hides such an event up to a
 * minute longer, never shows one the server would refuse. A month of a busy booking type: 372
 * events, 1,171 KiB of JSON as TourEvent[], 144 KiB so (docs/performance.md#the-month-listing-the-calendars-request).
 */
export async function listCalendarTourEvents(ctx: AppContext, q: TourEventsInput): Promise<CalendarTourEvents> {
  const { now, events } = await readTourEvents(ctx, q);
  const products = new Map<number, TourProduct[]>();
  const lean = events.map(({ CurrentDateTimeAtLocation: _current, TourProducts, ...event }) => {
    if (!products.has(event.BookingTypeID)) products.set(event.BookingTypeID, TourProducts);
    return event;
  });
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  return {
    CurrentDateTimeAtLocation: formatVenueDateTime(minute, ctx.config.Public.VenueTimeZone),
    TourEvents: lean,
    BookingTypeProducts: [...products].map(([BookingTypeID, TourProducts]) => ({ BookingTypeID, TourProducts })),
  };
}
