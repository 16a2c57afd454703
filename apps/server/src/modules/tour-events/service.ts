/** Tour event listing (spec 01 §3 "TourEvent", §4 "Event visibility", §7 GET TourEvents). */
import type { TourEvent } from '@gt/contract/catalogue';
import { bookNowOption } from '@gt/domain/event-visibility';
import { addDays, formatVenueDateTime, venueDate, venueLocalToInstant } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { bookingTypeIdsOfArea } from '../booking-types/repository';
import { loadTourProducts } from '../tour-products/repository';
import { findTourEvents } from './repository';

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
  return rows.map((r) => ({
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
}
