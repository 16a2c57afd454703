/**
 * The calendars' TourEvents answer (`Fields=Calendar`, ./catalogue.ts `CalendarTourEvents`) as the
 * spec's TourEvent[] it stands for (spec 01 §3 "TourEvent", §7). Apart from the schemas, so that
 * the storefront's calendars use it without loading zod.
 */
import type { CalendarTourEvents, TourEvent, TourProduct } from './catalogue';

/**
 * Each event of the answer with the answer's CurrentDateTimeAtLocation (to the minute) and its booking type's
 * products: one array shared by the events of a booking type, as the server builds them ([] for a
 * booking type the answer does not list).
 */
export function expandCalendarTourEvents(answer: CalendarTourEvents): TourEvent[] {
  const products = new Map(answer.BookingTypeProducts.map((b) => [b.BookingTypeID, b.TourProducts]));
  const none: TourProduct[] = [];
  const current = answer.CurrentDateTimeAtLocation;
  return answer.TourEvents.map((e) => ({ ...e, CurrentDateTimeAtLocation: current, TourProducts: products.get(e.BookingTypeID) ?? none }));
}
