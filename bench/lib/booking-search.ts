/**
 * The back office's booking searches as the desk makes them (GET /api/admin/v1/bookings?q&date:
 * bookings/admin-service listBookings, the first page of 25 and the total), by kind, with the
 * goal of `npm run bench:admin-search` (p50 ≤ 50 ms); and the SQL that picks whom to search for.
 */
import type { RunSql } from './booking-seed';

export const SEARCH_TARGET_P50_MS = 50;
export const SEARCH_PAGE = { start: 0, end: 25 };

/** A booking and its customer, to search for. */
export interface SearchPerson {
  first_name: string;
  last_name: string;
  guest_email: string;
  receipt_no: number;
  booking_no: number;
}

export interface SearchQuery {
  q?: string;
  date?: string;
}

/** Each kind of search: its label and the query for a person (or an event venue date). */
export const searchKinds: [string, (p: SearchPerson | undefined, day: string | undefined) => SearchQuery][] = [
  ['last name', (p) => ({ q: p?.last_name })],
  // A prefix that 1 booking in 20 shares (20 last names with their 20 endings each): the worst case of the seeded names.
  ['3-letter prefix', (p) => ({ q: (p?.last_name ?? '').slice(0, 3) })],
  ['first + last name', (p) => ({ q: `${p?.first_name} ${p?.last_name}` })],
  ['e-mail', (p) => ({ q: p?.guest_email })],
  ['receipt', (p) => ({ q: String(p?.receipt_no) })],
  ['booking ID', (p) => ({ q: String(p?.booking_no) })],
  ['event date', (_p, day) => ({ date: day })],
];

const PEOPLE = `select c.first_name, c.last_name, c.guest_email, b.receipt_no, b.booking_no::float8 as booking_no from bookings b join customers c using (customer_id)`;

/** `n` random bookings with their customer. */
export const randomPeople = (run: RunSql, n: number) => run<SearchPerson>(`${PEOPLE} order by random() limit ${n}`);

/** The `n` bookings made last (e.g. by the checkouts under way). */
export const latestPeople = (run: RunSql, n: number) => run<SearchPerson>(`${PEOPLE} order by b.booking_id desc limit ${n}`);

/** `n` random venue dates (YYYY-MM-DD in `zone`) of events that have bookings. */
export const randomBookedDays = async (run: RunSql, zone: string, n: number): Promise<string[]> =>
  (
    await run<{ day: string }>(
      `select day from (select distinct to_char(starts_at at time zone '${zone}', 'YYYY-MM-DD') as day from tour_events e
         where exists (select 1 from bookings b where b.tour_event_id = e.tour_event_id)) d order by random() limit ${n}`,
    )
  ).map((d) => d.day);

/** The admin API path of a search (under /api/admin/v1). */
export function searchPath(q: SearchQuery): string {
  const p = new URLSearchParams({ start: String(SEARCH_PAGE.start), end: String(SEARCH_PAGE.end) });
  if (q.q !== undefined) p.set('q', q.q);
  if (q.date !== undefined) p.set('date', q.date);
  return `/bookings?${p.toString()}`;
}
