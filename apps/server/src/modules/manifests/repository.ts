/**
 * What a manifest reads: events with their booking type, the booked bookings of events, field
 * names and phone numbers. Lists of ids are one array parameter each, so that each statement's
 * text stays the same and is prepared once per connection (db/auto-prepare.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/prepared';

const rows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export interface ManifestEventRow {
  tour_event_id: number;
  event_name: string;
  booking_type_id: number;
  booking_type_name: string;
  starts_at: string | Date;
  ends_at: string | Date;
  capacity: number;
  cancelled: boolean;
}

const EVENTS = sql`select e.tour_event_id, e.event_name, e.booking_type_id, t.name as booking_type_name, e.starts_at, e.ends_at, e.capacity, e.cancelled
  from tour_events e join booking_types t on t.booking_type_id = e.booking_type_id`;

export async function findEvent(db: Db, tourEventId: number): Promise<ManifestEventRow | undefined> {
  const [row] = await rows<ManifestEventRow>(db, sql`${EVENTS} where e.tour_event_id = ${tourEventId}::int`);
  return row;
}

/** Events starting in [from, to), by start then id. */
export async function eventsBetween(db: Db, from: Date, to: Date): Promise<ManifestEventRow[]> {
  return rows<ManifestEventRow>(
    db,
    sql`${EVENTS} where e.starts_at >= ${from.toISOString()}::timestamptz and e.starts_at < ${to.toISOString()}::timestamptz order by e.starts_at, e.tour_event_id`,
  );
}

/** Booked (not cancelled) bookings of the events: ids, customer and user-defined answers, in booking order. */
export async function bookedBookings(
  db: Db,
  tourEventIds: number[],
): Promise<{ booking_id: number; tour_event_id: number; customer_id: number; udf_values: { UDFID: number; Value: string }[] }[]> {
  if (tourEventIds.length === 0) return [];
  return rows(
    db,
    sql`select booking_id, tour_event_id, customer_id, udf_values from bookings where status = 'Booked'
        and tour_event_id = any(${intArray(tourEventIds)}::int[]) order by booking_id`,
  );
}

/** Fields of the booking types (in their order), and every field's name and type. */
export async function udfNames(db: Db, bookingTypeIds: number[]) {
  const [all, ofTypes] = await Promise.all([
    rows<{ udf_id: number; name: string; udf_type: string }>(
      db,
      sql`select udf_id, name, udf_type from user_defined_fields order by sort_order, udf_id`,
    ),
    bookingTypeIds.length
      ? rows<{ booking_type_id: number; udf_id: number }>(
          db,
          sql`select booking_type_id, udf_id from booking_type_udfs where booking_type_id = any(${intArray(bookingTypeIds)}::int[])`,
        )
      : [],
  ]);
  return { all, ofTypes };
}

/** A mobile phone of each customer (the first address that has one). */
export async function phonesOf(db: Db, customerIds: number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const list = await rows<{ customer_id: number; phone: string }>(
    db,
    sql`select distinct on (customer_id) customer_id, mobile_phone as phone from customer_addresses
        where mobile_phone <> '' and customer_id = any(${intArray([...new Set(customerIds)])}::int[]) order by customer_id, address_id`,
  );
  return new Map(list.map((r) => [r.customer_id, r.phone]));
}

/** People admitted at the door so far per booking and event (live admissions of its tickets on the event's list). */
export async function checkedIn(db: Db, bookingIds: number[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const list = await rows<{ booking_id: number; tour_event_id: number; n: number }>(
    db,
    sql`select l.booking_id, l.tour_event_id, count(*)::int as n from checkins c join tickets t on t.barcode = c.code
        join booking_lines l on l.booking_line_id = t.booking_line_id
        where c.list_key = 'event:' || l.tour_event_id and c.undone_at is null and not c.conflict
        and l.booking_id = any(${intArray(bookingIds)}::int[]) group by l.booking_id, l.tour_event_id`,
  );
  return new Map(list.map((r) => [`${r.booking_id}:${r.tour_event_id}`, r.n]));
}
