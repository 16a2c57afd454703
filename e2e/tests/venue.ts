/** Venue-zone dates for assertions: the demo store's events are seeded relative to venue today. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const VENUE_ZONE = 'America/Chicago';

/** Venue date `days` from today, as a dayjs (calendar date only). */
export const venueDay = (days: number) => dayjs().tz(VENUE_ZONE).startOf('day').add(days, 'day');

/** FullCalendar's accessible name of a day cell, e.g. "November 24, 2026". */
export const cellName = (days: number) => venueDay(days).format('MMMM D, YYYY');

/** A venue date as the storefront shows it (spec 01 §9 `MMMM DD, YYYY`), e.g. "November 05, 2026". */
export const dateText = (days: number) => venueDay(days).format('MMMM DD, YYYY');
