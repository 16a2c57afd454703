/**
 * Venue time zone helpers (DESIGN.md "Time"). Event times are instants; they are shown and
 * compared in the venue's IANA zone whatever the browser's zone is. Functions take `now`.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant (Date, epoch ms or ISO string with offset) as a dayjs in the venue zone. */
export function inVenue(instant: Date | number | string, zone: string): Dayjs {
  return dayjs(instant).tz(zone);
}

/** ISO 8601 with the venue's offset, e.g. `2026-11-23T10:00:00-06:00`. */
export function formatVenueDateTime(instant: Date | number | string, zone: string): string {
  return inVenue(instant, zone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Venue calendar date `YYYY-MM-DD` of an instant. */
export function venueDate(instant: Date | number | string, zone: string): string {
  return inVenue(instant, zone).format('YYYY-MM-DD');
}

/** The instant at which a venue-local date-time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) begins. */
export function venueLocalToInstant(local: string, zone: string): Date {
  return dayjs.tz(local, zone).toDate();
}

/** Venue wall-clock time without offset, `YYYY-MM-DDTHH:mm:ss` (for zone-agnostic widgets). */
export function venueWallTime(instant: Date | number | string, zone: string): string {
  return inVenue(instant, zone).format('YYYY-MM-DDTHH:mm:ss');
}

/** Adds whole days to a `YYYY-MM-DD` date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Formats an instant in the venue zone with a dayjs pattern (spec: `MMMM DD, YYYY`, `hh:mm a`). */
export function formatInVenue(instant: Date | number | string, zone: string, pattern: string): string {
  return inVenue(instant, zone).format(pattern);
}

export { dayjs };
