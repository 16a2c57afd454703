/**
 * Seat hold storage (DESIGN.md "Capacity, holds and overselling"). A hold row counts against
 * an event only while `expires_at > now`; lapsed rows simply stop counting (no sweeper).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HoldLineProduct } from '@gt/domain/hold-rules';
import type { UdfDefinition } from '@gt/domain/udf-rules';
import type { Db, Tx } from '../../db/client';
import { bookingTypes, tourEvents, tourHoldUdfs, tourHolds, tourProducts, type UdfValueRow } from '../../db/schema';
import { seatsAvailableSql } from '../tour-events/repository';

export interface LockedEvent {
  tourEventId: number;
  bookingTypeId: number;
  eventName: string;
  startsAt: Date;
  cancelled: boolean;
  closed: boolean;
  minimumTickets: number;
  maximumTickets: number;
}

export interface HoldLine {
  tourEventId: number;
  tourProductId: number;
  quantity: number;
  affectsCapacity: boolean;
  expiresAt: Date;
}

/*
 * The functions that take part in taking seats (setLockTimeout, lockTourEvent, eventHoldState)
 * are not `async`: each hands its statement to the driver before it returns.
 * Called one after another on a transaction, the statements therefore reach PostgreSQL in call
 * order — in one round trip when node-postgres pipelines them (db/client.ts) — and PostgreSQL
 * runs them in that order.
 */

/** Sets the transaction's `lock_timeout`, which bounds the wait of a following lockTourEvent. */
export function setLockTimeout(tx: Tx, ms: number): Promise<unknown> {
  return tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(ms))}`)).execute();
}

/**
 * Locks the event row until the transaction ends (`lock_timeout` bounds the wait; 55P03 when
 * it elapses). Resolves false when the event does not exist.
 */
export function lockTourEvent(tx: Tx, tourEventId: number): Promise<boolean> {
  return tx
    .select({ id: tourEvents.tourEventId })
    .from(tourEvents)
    .where(eq(tourEvents.tourEventId, tourEventId))
    .for('update')
    .execute()
    .then((rows) => rows.length > 0);
}

/**
 * SQL for the live capacity-affecting seats `holdRef` itself holds on the event of the current
 * row of "tour_events" (added back to SeatsAvailable: a visitor may re-take their own seats).
 */
function ownLiveSeatsSql(holdRef: string, now: Date): SQL<number> {
  // Qualified on purpose (see seatsAvailableSql): a bare column would bind inside the subquery.
  return sql<number>`coalesce((select sum(h.quantity) from tour_holds h where h.tour_event_id = "tour_events"."tour_event_id"
    and h.hold_ref = ${holdRef} and h.affects_capacity and h.expires_at > ${now.toISOString()}::timestamptz), 0)`;
}

/** Everything taking seats on one event reads, in one query, once the event is locked. */
export interface EventHoldState {
  event: LockedEvent;
  /** The booking type's products sold online (capacity flag and limits). */
  products: HoldLineProduct[];
  /** The booking type's booking UDFs. */
  udfDefinitions: UdfDefinition[];
  /** Seats this hold may occupy: capacity − sold − everyone else's live holds. */
  seats: number;
  /** The hold's lines on the event (live and lapsed), by product. */
  lines: { tourProductId: number; quantity: number }[];
  /** Stored booking UDF values of the hold for the event, if any. */
  udfValues?: UdfValueRow[];
}

/**
 * The event with its booking type's limits, online products and booking UDF definitions, the
 * seats available to this hold at `now`, its lines on the event and its stored UDF values: one
 * query, so one round trip while the event is locked. Issue it after lockTourEvent: PostgreSQL
 * then runs it once the lock is granted, with a new snapshot (READ COMMITTED), so it sees every
 * hold committed before. Undefined when the event does not exist.
 */
export function eventHoldState(db: Db, tourEventId: number, holdRef: string, now: Date): Promise<EventHoldState | undefined> {
  return db
    .select({
      tourEventId: tourEvents.tourEventId,
      bookingTypeId: tourEvents.bookingTypeId,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      cancelled: tourEvents.cancelled,
      closed: tourEvents.closed,
      minimumTickets: bookingTypes.minimumTickets,
      maximumTickets: bookingTypes.maximumTickets,
      products: sql<HoldLineProduct[] | null>`(select json_agg(json_build_object('TourProductID', p.tour_product_id,
        'AffectsCapacity', p.affects_capacity, 'MinimumTickets', p.minimum_tickets, 'MaximumTickets', p.maximum_tickets))
        from booking_type_products b join tour_products p on p.tour_product_id = b.tour_product_id
        where b.booking_type_id = "tour_events"."booking_type_id" and p.available_online)`,
      udfDefinitions: sql<UdfDefinition[] | null>`(select json_agg(json_build_object('UDFID', u.udf_id, 'UDFType', u.udf_type,
        'IsRequired', u.is_required)) from booking_type_udfs b join user_defined_fields u on u.udf_id = b.udf_id
        where b.booking_type_id = "tour_events"."booking_type_id")`,
      seats: sql<number>`(${seatsAvailableSql(now)} + ${ownLiveSeatsSql(holdRef, now)})::int`,
      lines: sql<{ tourProductId: number; quantity: number }[] | null>`(select json_agg(json_build_object('tourProductId',
        l.tour_product_id, 'quantity', l.quantity) order by l.tour_product_id) from tour_holds l
        where l.hold_ref = ${holdRef} and l.tour_event_id = "tour_events"."tour_event_id")`,
      udfValues: sql<UdfValueRow[] | null>`(select u.udf_values from tour_hold_udfs u
        where u.hold_ref = ${holdRef} and u.tour_event_id = "tour_events"."tour_event_id")`,
    })
    .from(tourEvents)
    .innerJoin(bookingTypes, eq(bookingTypes.bookingTypeId, tourEvents.bookingTypeId))
    .where(eq(tourEvents.tourEventId, tourEventId))
    .execute()
    .then(([row]) => {
      if (!row) return undefined;
      const { products, udfDefinitions, seats, lines, udfValues, ...event } = row;
      return { event, products: products ?? [], udfDefinitions: udfDefinitions ?? [], seats: Number(seats), lines: lines ?? [], udfValues: udfValues ?? undefined };
    });
}

const holdLineColumns = {
  tourEventId: tourHolds.tourEventId,
  tourProductId: tourHolds.tourProductId,
  quantity: tourHolds.quantity,
  affectsCapacity: tourHolds.affectsCapacity,
  expiresAt: tourHolds.expiresAt,
};

/** Lines of a hold (live and lapsed), optionally of one event, by event and product. */
export async function holdLines(db: Db, holdRef: string, tourEventId?: number): Promise<HoldLine[]> {
  return db
    .select(holdLineColumns)
    .from(tourHolds)
    .where(and(eq(tourHolds.holdRef, holdRef), tourEventId === undefined ? undefined : eq(tourHolds.tourEventId, tourEventId)))
    .orderBy(asc(tourHolds.tourEventId), asc(tourHolds.tourProductId));
}

/** Whether any line (live or lapsed) exists under a hold reference. */
export async function holdExists(db: Db, holdRef: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(tourHolds)
    .where(eq(tourHolds.holdRef, holdRef))
    .limit(1);
  return Boolean(row);
}

/**
 * Makes a hold's lines on one event exactly `lines` (all with the same expiry) and, when `udfs`
 * is given, replaces its stored booking UDF values, in one statement (one round trip while the
 * event is locked): lines of other products are deleted, the listed ones upserted. Sent
 * before it returns, like the functions above.
 */
export function writeEventHold(
  tx: Tx,
  h: {
    holdRef: string;
    tourEventId: number;
    expiresAt: Date;
    lines: { tourProductId: number; quantity: number; affectsCapacity: boolean }[];
    udfs?: UdfValueRow[];
  },
): Promise<void> {
  const expiresAt = h.expiresAt.toISOString();
  const kept = sql.join([...h.lines.map((l) => sql`${l.tourProductId}::int`), sql`-1`], sql`, `);
  const rows = sql.join(
    h.lines.map(
      (l) => sql`(${h.holdRef}, ${h.tourEventId}::int, ${l.tourProductId}::int, ${l.quantity}::int, ${l.affectsCapacity}::boolean, ${expiresAt}::timestamptz)`,
    ),
    sql`, `,
  );
  const upsertLines = h.lines.length
    ? sql`, put as (insert into tour_holds (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at)
        values ${rows} on conflict (hold_ref, tour_event_id, tour_product_id) do update
        set quantity = excluded.quantity, affects_capacity = excluded.affects_capacity, expires_at = excluded.expires_at)`
    : sql``;
  const upsertUdfs = h.udfs
    ? sql`, udfs as (insert into tour_hold_udfs (hold_ref, tour_event_id, udf_values) values (${h.holdRef}, ${h.tourEventId}::int, ${JSON.stringify(h.udfs)}::jsonb)
        on conflict (hold_ref, tour_event_id) do update set udf_values = excluded.udf_values)`
    : sql``;
  return tx
    .execute(
      sql`with gone as (delete from tour_holds where hold_ref = ${h.holdRef} and tour_event_id = ${h.tourEventId}::int
        and tour_product_id not in (${kept}))${upsertLines}${upsertUdfs}
      select 1`,
    )
    .execute()
    .then(() => undefined);
}

/** Deletes a hold's lines and UDF values, on the given events or on all of them. */
export async function deleteHold(db: Db, holdRef: string, tourEventIds?: number[]): Promise<void> {
  await db.delete(tourHolds).where(and(eq(tourHolds.holdRef, holdRef), tourEventIds && inArray(tourHolds.tourEventId, tourEventIds)));
  await db
    .delete(tourHoldUdfs)
    .where(and(eq(tourHoldUdfs.holdRef, holdRef), tourEventIds && inArray(tourHoldUdfs.tourEventId, tourEventIds)));
}

/** Stored booking UDF values of a hold, by event. */
export async function holdUdfValues(db: Db, holdRef: string): Promise<Map<number, UdfValueRow[]>> {
  const rows = await db.select().from(tourHoldUdfs).where(eq(tourHoldUdfs.holdRef, holdRef));
  return new Map(rows.map((r) => [r.tourEventId, r.udfValues]));
}

/**
 * A hold's lines with event and product names, the seats the hold may occupy on each line's
 * event at `now` and the event's stored UDF values (everything the hold response needs, in one
 * query), by event start and product.
 */
export async function holdSummaryRows(
  db: Db,
  holdRef: string,
  now: Date,
): Promise<(HoldLine & { eventName: string; startsAt: Date; productName: string; seats: number; udfValues: UdfValueRow[] | null })[]> {
  const rows = await db
    .select({
      ...holdLineColumns,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      productName: tourProducts.name,
      seats: sql<number>`(${seatsAvailableSql(now)} + ${ownLiveSeatsSql(holdRef, now)})::int`,
      udfValues: tourHoldUdfs.udfValues,
    })
    .from(tourHolds)
    .innerJoin(tourEvents, eq(tourEvents.tourEventId, tourHolds.tourEventId))
    .innerJoin(tourProducts, eq(tourProducts.tourProductId, tourHolds.tourProductId))
    .leftJoin(tourHoldUdfs, and(eq(tourHoldUdfs.holdRef, tourHolds.holdRef), eq(tourHoldUdfs.tourEventId, tourHolds.tourEventId)))
    .where(eq(tourHolds.holdRef, holdRef))
    .orderBy(asc(tourEvents.startsAt), asc(tourHolds.tourEventId), asc(tourProducts.sortOrder), asc(tourHolds.tourProductId));
  return rows.map((r) => ({ ...r, seats: Number(r.seats) }));
}
