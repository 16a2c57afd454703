/** Tour events with computed availability (DESIGN.md "Capacity, holds and overselling"). */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, prepared } from '../../db/prepared';
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
 * SQL for the available seats at `now` (a timestamptz SQL value) of the event of the current "tour_events" row: capacity −
 * sold − live holds, computed by the database function tour_event_seats (migration
 * 0005), which the hold state and take_event_seats use too. Live held seats are summed from
 * `tour_hold_seats` (capacity-affecting hold lines per expiry second, kept by triggers).
 */
function seatsAvailableSql(now: SQL): SQL<number> {
  return sql<number>`(select t.seats from tour_event_seats("tour_events"."tour_event_id", ${now}) t)`;
}

/** Which events findTourEvents lists: booking types' events starting in [from, to), or listed ids. */
export type TourEventFilter = { bookingTypeIds: number[]; from: Date; to: Date } | { tourEventIds: number[] };

const listing = (db: Db, name: string, where: SQL) =>
  db
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
      seatsAvailable: seatsAvailableSql(sql`${sql.placeholder('now')}::timestamptz`),
    })
    .from(tourEvents)
    .where(where)
    .orderBy(asc(tourEvents.startsAt), asc(tourEvents.tourEventId))
    .prepare(name);

/**
 * Events of the given booking types starting in [from, to) (UTC instants), or the listed event
 * ids, with their seats available at `now`; by start. Two prepared queries, one per filter.
 */
export async function findTourEvents(db: Db, f: TourEventFilter, now: Date): Promise<TourEventRow[]> {
  const at = now.toISOString();
  const rows =
    'tourEventIds' in f
      ? await prepared(db, 'tour_events_by_id', (d) =>
          listing(d, 'tour_events_by_id', sql`${tourEvents.tourEventId} = any(${sql.placeholder('ids')}::int[])`),
        ).execute({ ids: intArray(f.tourEventIds), now: at })
      : await prepared(db, 'tour_events_by_type', (d) =>
          listing(
            d,
            'tour_events_by_type',
            sql`${tourEvents.bookingTypeId} = any(${sql.placeholder('types')}::int[])
              and ${tourEvents.startsAt} >= ${sql.placeholder('from')}::timestamptz and ${tourEvents.startsAt} < ${sql.placeholder('to')}::timestamptz`,
          ),
        ).execute({ types: intArray(f.bookingTypeIds), from: f.from.toISOString(), to: f.to.toISOString(), now: at });
  return rows.map((r) => ({ ...r, seatsAvailable: Number(r.seatsAvailable) }));
}
