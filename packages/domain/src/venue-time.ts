/**
 * Venue time zone helpers (docs/architecture.md#time-zones). Event times are instants; they are shown and
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

interface WallClock {
  date: string;
  time: string;
  offset: string;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
/** Recent results (listings show the same event times again and again); cleared when full. */
const wallClockMemo = new Map<string, WallClock>();

/**
 * The venue's wall clock at an instant (epoch ms) as `YYYY-MM-DD`, `HH:mm:ss` and the UTC offset
 * `±HH:mm`, from one cached Intl formatter per zone: the same result as the dayjs timezone
 * plugin at a fraction of its cost (it builds a new formatter on every call), which matters for
 * month listings and hold responses. Undefined for invalid dates (the caller falls back to dayjs).
 * Results are memoised per zone and instant.
 */
function wallClock(ms: number, zone: string): WallClock | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const key = `${zone} ${ms}`;
  const known = wallClockMemo.get(key);
  if (known) return known;
  const w = computeWallClock(ms, zone);
  if (wallClockMemo.size >= 10_000) wallClockMemo.clear();
  if (w) wallClockMemo.set(key, w);
  return w;
}

function computeWallClock(ms: number, zone: string): WallClock | undefined {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(zone, format);
  }
  const f: Record<string, string> = {};
  for (const p of format.formatToParts(ms)) f[p.type] = p.value;
  const [y, mo, d, h, mi, s] = [f.year, f.month, f.day, f.hour, f.minute, f.second].map(Number) as number[];
  if (f.era === 'BC' || (y as number) < 1000) return undefined;
  const offsetMin = Math.round((Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000) / 60_000);
  const abs = Math.abs(offsetMin);
  const offset = `${offsetMin < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { date: `${f.year}-${f.month}-${f.day}`, time: `${f.hour}:${f.minute}:${f.second}`, offset };
}

/** Epoch ms of a Date or number; undefined for strings (parsed by dayjs). */
const epochMs = (instant: Date | number | string): number | undefined =>
  typeof instant === 'number' ? instant : instant instanceof Date ? instant.getTime() : undefined;

/** ISO 8601 with the venue's offset, e.g. `2026-11-23T10:00:00-06:00`. */
export function formatVenueDateTime(instant: Date | number | string, zone: string): string {
  const ms = epochMs(instant);
  const w = ms === undefined ? undefined : wallClock(ms, zone);
  return w ? `${w.date}T${w.time}${w.offset}` : inVenue(instant, zone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** Venue calendar date `YYYY-MM-DD` of an instant. */
export function venueDate(instant: Date | number | string, zone: string): string {
  const ms = epochMs(instant);
  const w = ms === undefined ? undefined : wallClock(ms, zone);
  return w ? w.date : inVenue(instant, zone).format('YYYY-MM-DD');
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

/** Date and time formats of spec 01 §9 (dayjs patterns): `November 05, 2026`, `09:30 am`. */
export const DATE_FORMAT = 'MMMM DD, YYYY';
export const TIME_FORMAT = 'hh:mm a';

/**
 * Formats the venue wall clock of a venue date-time string as the API gives it
 * (`2026-11-23T10:00:00-06:00`): the date and time the venue shows, whatever the browser's or
 * the process's zone is (the offset is not applied again).
 */
export function formatVenueWall(venueDateTime: string, pattern: string): string {
  return dayjs.utc(venueDateTime.slice(0, 19)).format(pattern);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WALL_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Year, month, day, hour and minute of a venue date-time string (`YYYY-MM-DDTHH:mm…`), read as
 * text; undefined when it is not one or names no real date and time (dayjs then rolls it over,
 * e.g. February 30 to March 2: those go to dayjs).
 */
function wallParts(venueDateTime: string): [number, number, number, number, number] | undefined {
  const m = WALL_PARTS.exec(venueDateTime);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate() || h > 23 || mi > 59) return undefined;
  return [y, mo, d, h, mi];
}

/**
 * The spec's date of a venue date-time string, e.g. `November 05, 2026` (spec 01 §9): the text
 * `formatVenueWall(…, DATE_FORMAT)` gives, made from the string's parts (listings show one per
 * event, and dayjs's parse and format cost tens of microseconds each on a phone).
 */
export function venueDateText(venueDateTime: string): string {
  const p = wallParts(venueDateTime);
  return p ? `${MONTH_NAMES[p[1] - 1]} ${pad2(p[2])}, ${p[0]}` : formatVenueWall(venueDateTime, DATE_FORMAT);
}

/** The spec's time of a venue date-time string, e.g. `09:30 am` (spec 01 §9); as `venueDateText`, without dayjs. */
export function venueTimeText(venueDateTime: string): string {
  const p = wallParts(venueDateTime);
  return p ? `${pad2(p[3] % 12 || 12)}:${pad2(p[4])} ${p[3] < 12 ? 'am' : 'pm'}` : formatVenueWall(venueDateTime, TIME_FORMAT);
}

export { dayjs };
