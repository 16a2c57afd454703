/**
 * Display helpers for tour events. Event times arrive with the venue's offset
 * (`2026-11-23T10:00:00-06:00`); they are shown as venue wall-clock times, whatever the
 * browser's zone is (docs/architecture.md#time-zones), in the formats of spec 01 §9 (`domain` venue-time).
 */
import type { TourEvent } from '@gt/contract/catalogue';
import { venueDateText, venueTimeText } from '@gt/domain/venue-time';

/** Which events a page lists: a display area's or one booking type's. */
export type EventScope = { DisplayArea: number } | { BookingTypeID: number };

/** Venue wall-clock part `YYYY-MM-DDTHH:mm:ss` of a venue date-time string. */
export const wallTime = (venueDateTime: string) => venueDateTime.slice(0, 19);

/** The event's date, e.g. `December 05, 2026` (spec 01 §9 `MMMM DD, YYYY`). */
export const eventDateText = (e: Pick<TourEvent, 'EventStartDateTime'>) => venueDateText(e.EventStartDateTime);

/** The event's start and end, e.g. `09:30 am – 10:15 am` (spec 01 §9 `hh:mm a`). */
export const eventTimeText = (e: Pick<TourEvent, 'EventStartDateTime' | 'EventEndDateTime'>) =>
  `${venueTimeText(e.EventStartDateTime)} – ${venueTimeText(e.EventEndDateTime)}`;

/** The venue's current instant as reported with the events (server clock). */
export const venueNow = (e: Pick<TourEvent, 'CurrentDateTimeAtLocation'>) => new Date(Date.parse(e.CurrentDateTimeAtLocation));
