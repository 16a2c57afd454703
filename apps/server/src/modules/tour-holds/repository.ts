/**
 * Seat hold storage (DESIGN.md "Capacity, holds and overselling"). A hold row counts against
 * an event only while `expires_at > now`; lapsed rows simply stop counting (no sweeper).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UdfDefinition } from '@gt/domain/udf-rules';
import type { Db, Tx } from '../../db/client';
import { bookingTypeUdfs, bookingTypes, tourEvents, tourHoldUdfs, tourHolds, tourProducts, udfs, type UdfValueRow } from '../../db/schema';
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

/**
 * Reads an event with its booking type's ticket limits and, unless `lock` is false, locks the
 * event row until the transaction ends (`lock_timeout` bounds the wait; 55P03 when it elapses).
 */
export async function lockTourEvent(
  tx: Tx,
  tourEventId: number,
  opts: { lock: boolean; lockTimeoutMs: number },
): Promise<LockedEvent | undefined> {
  if (opts.lock) await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(opts.lockTimeoutMs))}`));
  const query = tx
    .select({
      tourEventId: tourEvents.tourEventId,
      bookingTypeId: tourEvents.bookingTypeId,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      cancelled: tourEvents.cancelled,
      closed: tourEvents.closed,
      minimumTickets: bookingTypes.minimumTickets,
      maximumTickets: bookingTypes.maximumTickets,
    })
    .from(tourEvents)
    .innerJoin(bookingTypes, eq(bookingTypes.bookingTypeId, tourEvents.bookingTypeId))
    .where(eq(tourEvents.tourEventId, tourEventId));
  const [row] = opts.lock ? await query.for('update', { of: tourEvents }) : await query;
  return row;
}

/**
 * Seats this hold may occupy on an event at `now`: capacity − sold capacity-affecting seats −
 * live capacity-affecting holds of everyone else (the hold's own live seats are added back).
 */
export async function seatsForHold(db: Db, tourEventId: number, holdRef: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      seats: seatsAvailableSql(now),
      // Qualified on purpose (see seatsAvailableSql): a bare column would bind inside the subquery.
      own: sql<number>`coalesce((select sum(h.quantity) from tour_holds h where h.tour_event_id = "tour_events"."tour_event_id"
        and h.hold_ref = ${holdRef} and h.affects_capacity and h.expires_at > ${now.toISOString()}::timestamptz), 0)::int`,
    })
    .from(tourEvents)
    .where(eq(tourEvents.tourEventId, tourEventId));
  return row ? Number(row.seats) + Number(row.own) : 0;
}

/** The columns of a HoldLine. */
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

/** Replaces a hold's lines on one event (all with the same expiry). */
export async function replaceEventHold(
  tx: Tx,
  h: {
    holdRef: string;
    tourEventId: number;
    expiresAt: Date;
    lines: { tourProductId: number; quantity: number; affectsCapacity: boolean }[];
  },
): Promise<void> {
  await tx.delete(tourHolds).where(and(eq(tourHolds.holdRef, h.holdRef), eq(tourHolds.tourEventId, h.tourEventId)));
  if (h.lines.length === 0) return;
  await tx.insert(tourHolds).values(h.lines.map((l) => ({ ...l, holdRef: h.holdRef, tourEventId: h.tourEventId, expiresAt: h.expiresAt })));
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

/** Stores the booking UDF values of a hold's event (replacing earlier ones). */
export async function saveHoldUdfValues(tx: Tx, holdRef: string, tourEventId: number, values: UdfValueRow[]): Promise<void> {
  await tx
    .insert(tourHoldUdfs)
    .values({ holdRef, tourEventId, udfValues: values })
    .onConflictDoUpdate({ target: [tourHoldUdfs.holdRef, tourHoldUdfs.tourEventId], set: { udfValues: values } });
}

/** Booking UDF definitions of a booking type (for the required-field check). */
export async function udfDefinitions(db: Db, bookingTypeId: number): Promise<UdfDefinition[]> {
  const rows = await db
    .select({ UDFID: udfs.udfId, UDFType: udfs.udfType, IsRequired: udfs.isRequired })
    .from(bookingTypeUdfs)
    .innerJoin(udfs, eq(udfs.udfId, bookingTypeUdfs.udfId))
    .where(eq(bookingTypeUdfs.bookingTypeId, bookingTypeId));
  return rows;
}

/** A hold's lines with event and product names (for the hold response), by event start and product. */
export async function holdSummaryRows(
  db: Db,
  holdRef: string,
): Promise<(HoldLine & { eventName: string; startsAt: Date; productName: string })[]> {
  return db
    .select({
      ...holdLineColumns,
      eventName: tourEvents.eventName,
      startsAt: tourEvents.startsAt,
      productName: tourProducts.name,
    })
    .from(tourHolds)
    .innerJoin(tourEvents, eq(tourEvents.tourEventId, tourHolds.tourEventId))
    .innerJoin(tourProducts, eq(tourProducts.tourProductId, tourHolds.tourProductId))
    .where(eq(tourHolds.holdRef, holdRef))
    .orderBy(asc(tourEvents.startsAt), asc(tourHolds.tourEventId), asc(tourProducts.sortOrder), asc(tourHolds.tourProductId));
}
