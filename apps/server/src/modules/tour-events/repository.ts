/** Tour events with computed availability (docs/architecture.md#capacity-and-holds). */
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
 * SQL for the available seats at `now` (a timestamptz placeholder) of the event of the current
 * "tour_events" row, by the database functions of migration 0005 (which the hold state and
 * take_event_seats use too): capacity − sold − live holds (`tour_event_seats`), or, for a
 * visitor's hold, the same with that hold's own live seats given back
 * (`tour_event_seats_for_hold`). Live held seats are summed from `tour_hold_seats`
 * (capacity-affecting hold lines per expiry second, kept by triggers).
 */
function seatsAvailableSql(forHold: boolean): SQL<number> {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return forHold
    ? sql<number>`(select t.seats from tour_event_seats_for_hold("tour_events"."tour_event_id", ${sql.placeholder('hold')}::text, ${now}) t)`
    : sql<number>`(select t.seats from tour_event_seats("tour_events"."tour_event_id", ${now}) t)`;
}

/** Which events findTourEvents lists: booking types' events starting in [from, to), or listed ids. */
export type TourEventFilter = { bookingTypeIds: number[]; from: Date; to: Date } | { tourEventIds: number[] };

const listing = (db: Db, name: string, where: SQL, forHold: boolean) =>
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
      seatsAvailable: seatsAvailableSql(forHold),
    })
    .from(tourEvents)
    .where(where)
    .orderBy(asc(tourEvents.startsAt), asc(tourEvents.tourEventId))
    .prepare(name);

const byId = () => sql`${tourEvents.tourEventId} = any(${sql.placeholder('ids')}::int[])`;
const byType = () => sql`${tourEvents.bookingTypeId} = any(${sql.placeholder('types')}::int[])
  and ${tourEvents.startsAt} >= ${sql.placeholder('from')}::timestamptz and ${tourEvents.startsAt} < ${sql.placeholder('to')}::timestamptz`;

/**
 * Events of the given booking types starting in [from, to) (UTC instants), or the listed event
 * ids, with their seats available at `now`; by start. With `holdRef`, the seats are those that
 * hold may occupy (its own live seats given back). Four prepared queries: by filter, anonymous or
 * for a hold (the anonymous ones are unchanged by the hold variant).
 */
export async function findTourEvents(db: Db, f: TourEventFilter, now: Date, holdRef?: string): Promise<TourEventRow[]> {
  const forHold = holdRef !== undefined;
  const params = { now: now.toISOString(), ...(forHold ? { hold: holdRef } : {}) };
  const query = (name: string, where: SQL) => {
    const full = forHold ? `${name}_for_hold` : name;
    return prepared(db, full, (d) => listing(d, full, where, forHold));
  };
  const rows =
    'tourEventIds' in f
      ? await query('tour_events_by_id', byId()).execute({ ids: intArray(f.tourEventIds), ...params })
      : await query('tour_events_by_type', byType()).execute({ types: intArray(f.bookingTypeIds), from: f.from.toISOString(), to: f.to.toISOString(), ...params });
  return rows.map((r) => ({ ...r, seatsAvailable: Number(r.seatsAvailable) }));
}
