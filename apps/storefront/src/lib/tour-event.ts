/**
 * Display helpers for tour events. Event times arrive with the venue's offset
 * (`2026-11-23T10:00:00-06:00`); they are shown as venue wall-clock times, whatever the
 * browser's zone is (DESIGN.md "Time").
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { dayjs } from '@gt/domain/venue-time';

/** Which events a page lists: a display area's or one booking type's. */
export type EventScope = { DisplayArea: number } | { BookingTypeID: number };

/** Venue wall-clock part `YYYY-MM-DDTHH:mm:ss` of a venue date-time string. */
export const wallTime = (venueDateTime: string) => venueDateTime.slice(0, 19);

/** Formats the wall-clock time of a venue date-time, e.g. `hh:mm A` → `10:00 AM`. */
export const formatWall = (venueDateTime: string, pattern: string) => dayjs.utc(wallTime(venueDateTime)).format(pattern);

export const eventDateText = (e: Pick<TourEvent, 'EventStartDateTime'>) => formatWall(e.EventStartDateTime, 'dddd, MMMM D, YYYY');

export const eventTimeText = (e: Pick<TourEvent, 'EventStartDateTime' | 'EventEndDateTime'>) =>
  `${formatWall(e.EventStartDateTime, 'h:mm A')} – ${formatWall(e.EventEndDateTime, 'h:mm A')}`;

/** The venue's current instant as reported with the events (server clock). */
export const venueNow = (e: Pick<TourEvent, 'CurrentDateTimeAtLocation'>) => new Date(Date.parse(e.CurrentDateTimeAtLocation));

/** "N seats available" or the event state. */
export function seatsText(e: Pick<TourEvent, 'SeatsAvailable' | 'BookNowOption'>): string {
  if (e.BookNowOption !== 'Book Now') return e.BookNowOption;
  return `${e.SeatsAvailable} ${e.SeatsAvailable === 1 ? 'seat' : 'seats'} available`;
}
