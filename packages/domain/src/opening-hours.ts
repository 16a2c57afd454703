/**
 * Order location opening hours (spec 02 §2.12 item 1, §4.10 "A location is open only between its
 * opening and closing time today"). Opening times are venue wall-clock `HH:mm` per weekday; today
 * and the time of day are taken in the venue's zone at `now`, whatever the browser's zone is.
 */
import { messages } from './messages';
import { addDays, dayjs, formatVenueDateTime, venueDate } from './venue-time';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningTime {
  Day: Weekday;
  /** Venue wall clock `HH:mm`. */
  Open: string;
  Close: string;
}

/** The venue's weekday at `now`. */
export function venueWeekday(now: Date, zone: string): Weekday {
  return WEEKDAYS[dayjs.utc(venueDate(now, zone)).day()] as Weekday;
}

/** An exception on one venue date `YYYY-MM-DD`: closed (no times) or special hours (venue `HH:mm`). */
export interface OpeningException {
  date: string;
  opensAt: string | null;
  closesAt: string | null;
}

/**
 * The weekly opening times as they stand for the seven venue days from `today`: an exception on one
 * of those dates replaces its weekday's entries (closed: none; special hours: those). Exceptions on
 * other dates change nothing (docs/operator-guide.md#food-ordering).
 */
export function withExceptions(times: readonly OpeningTime[], exceptions: readonly OpeningException[], today: string): OpeningTime[] {
  let result = [...times];
  for (let i = 0; i < 7; i++) {
    const date = addDays(today, i);
    const exception = exceptions.find((e) => e.date === date);
    if (!exception) continue;
    const day = WEEKDAYS[dayjs.utc(date).day()] as Weekday;
    result = result.filter((t) => t.Day !== day);
    if (exception.opensAt && exception.closesAt) result.push({ Day: day, Open: exception.opensAt, Close: exception.closesAt });
  }
  return result;
}

/** Today's opening times: the first entry for the venue's weekday at `now`, if today is listed. */
export function openingToday(times: readonly OpeningTime[], now: Date, zone: string): OpeningTime | undefined {
  const today = venueWeekday(now, zone);
  return times.find((t) => t.Day === today);
}

/** Whether the location takes orders at `now`: strictly after today's opening and before its closing time. */
export function isLocationOpen(times: readonly OpeningTime[], now: Date, zone: string): boolean {
  const t = openingToday(times, now, zone);
  if (!t) return false;
  const clock = formatVenueDateTime(now, zone).slice(11, 19);
  return `${t.Open}:00` < clock && clock < `${t.Close}:00`;
}

/** `HH:mm` as the spec's `hh:mm a`, e.g. `17:30` → `05:30 pm`. */
export const wallTimeText = (hhmm: string) => dayjs.utc(`2000-01-01T${hhmm}`).format('hh:mm a');

/** 'Open Today : hh:mm am - hh:mm pm' for today's entry, or null when today is not listed. */
export function openTodayText(times: readonly OpeningTime[], now: Date, zone: string): string | null {
  const t = openingToday(times, now, zone);
  return t ? messages.openToday(wallTimeText(t.Open), wallTimeText(t.Close)) : null;
}
