/** Tour events with computed availability (DESIGN.md "Capacity, holds and overselling"). */
import { and, asc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tourEvents } from '../../db/schema';

export interface TourEventRow {
  tourEventId: number;
  bookingTypeId: number;
  eventName: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  cancelled: boolean;
  closed: boolean;
  displayColor: string | null;
  displayColorLevel: number;
  tourDisplayDays: number;
  bookingInfo: string | null;
  bookingInfoText: string | null;
  smallImageUrl: string | null;
  /** capacity − sold capacity-affecting seats − live capacity-affecting holds (may be < 0 only if data is bad). */
  seatsAvailable: number;
}

/**
 * SQL for an event's available seats at `now`: capacity − sold − live holds. Used by listings
 * and by the hold transaction so that both compute availability the same way. Live held seats
 * are summed from `tour_hold_seats` (the capacity-affecting hold lines per expiry instant, kept
 * by triggers): one row per live expiry second instead of one per hold line.
 *
 * The outer columns are written table-qualified on purpose: in a single-table select Drizzle
 * renders `${tourEvents.tourEventId}` as a bare "tour_event_id", which inside the correlated
 * subqueries binds to the subquery's own column and sums the seats of every event.
 */
export function seatsAvailableSql(now: Date): SQL<number> {
  return sql<number>`("tour_events"."capacity"
    - coalesce((select sum(s.quantity) from sold_seats s where s.tour_event_id = "tour_events"."tour_event_id" and s.affects_capacity), 0)
    - coalesce((select sum(h.seats) from tour_hold_seats h where h.tour_event_id = "tour_events"."tour_event_id" and h.expires_at > ${now.toISOString()}::timestamptz), 0))::int`;
}

/** Events of the given booking types starting in [from, to), or the listed event ids; by start. */
export async function findTourEvents(
  db: Db,
  f: { bookingTypeIds?: number[]; from?: Date; to?: Date; tourEventIds?: number[] },
  now: Date,
): Promise<TourEventRow[]> {
  const conds: SQL[] = [];
  if (f.tourEventIds) conds.push(inArray(tourEvents.tourEventId, f.tourEventIds));
  if (f.bookingTypeIds) conds.push(inArray(tourEvents.bookingTypeId, f.bookingTypeIds.concat(-1)));
  if (f.from) conds.push(gte(tourEvents.startsAt, f.from));
  if (f.to) conds.push(lt(tourEvents.startsAt, f.to));
  const rows = await db
    .select({
      tourEventId: tourEvents.tourEventId,
      bookingTypeId: tourEvents.bookingTypeId,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      endsAt: tourEvents.endsAt,
      capacity: tourEvents.capacity,
      cancelled: tourEvents.cancelled,
      closed: tourEvents.closed,
      displayColor: tourEvents.displayColor,
      displayColorLevel: tourEvents.displayColorLevel,
      tourDisplayDays: tourEvents.tourDisplayDays,
      bookingInfo: tourEvents.bookingInfo,
      bookingInfoText: tourEvents.bookingInfoText,
      smallImageUrl: tourEvents.smallImageUrl,
      seatsAvailable: seatsAvailableSql(now),
    })
    .from(tourEvents)
    .where(and(...conds))
    .orderBy(asc(tourEvents.startsAt), asc(tourEvents.tourEventId));
  return rows.map((r) => ({ ...r, seatsAvailable: Number(r.seatsAvailable) }));
}
