/** Booking types (spec 01 §3 "BookingType") and their next bookable tour date. */
import { and, asc, count, eq, gt, ilike, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { BookingType } from '@gt/contract/catalogue';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { Db, Tx } from '../../db/client';
import { bookingTypes, displayAreaBookingTypes, tourEvents } from '../../db/schema';
import { likeTerm } from '../display-areas/repository';

/** Earliest not-cancelled event start after `now`, per booking type. */
export async function nextTourDates(db: Db, bookingTypeIds: number[], now: Date): Promise<Map<number, Date>> {
  if (bookingTypeIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingTypeId: tourEvents.bookingTypeId, next: min(tourEvents.startsAt) })
    .from(tourEvents)
    .where(and(inArray(tourEvents.bookingTypeId, bookingTypeIds), gt(tourEvents.startsAt, now), eq(tourEvents.cancelled, false)))
    .groupBy(tourEvents.bookingTypeId);
  return new Map(rows.filter((r) => r.next).map((r) => [r.bookingTypeId, new Date(r.next as Date)]));
}

/** Booking types by id or by display area (in the area's sort order, then by id); NextTourDate in the venue zone. */
export async function findBookingTypes(db: Db, f: { bookingTypeId?: number; displayAreaNo?: number }, now: Date, zone: string): Promise<BookingType[]> {
  const where = f.bookingTypeId !== undefined
    ? eq(bookingTypes.bookingTypeId, f.bookingTypeId)
    : inArray(
        bookingTypes.bookingTypeId,
        db.select({ id: displayAreaBookingTypes.bookingTypeId }).from(displayAreaBookingTypes).where(eq(displayAreaBookingTypes.displayAreaNo, f.displayAreaNo ?? -1)),
      );
  let rows = await db.select().from(bookingTypes).where(where).orderBy(asc(bookingTypes.bookingTypeId));
  if (f.bookingTypeId === undefined) {
    // In the area's order (back office sort order, then id).
    const order = await bookingTypeIdsOfArea(db, f.displayAreaNo ?? -1);
    rows = order.map((id) => rows.find((r) => r.bookingTypeId === id)).filter((r): r is BookingTypeRow => r !== undefined);
  }
  const next = await nextTourDates(db, rows.map((r) => r.bookingTypeId), now);
  return rows.map((b) => {
    const n = next.get(b.bookingTypeId);
    return {
      BookingTypeID: b.bookingTypeId,
      BookingTypeName: b.name,
      BookingTypeInfo: b.info,
      BookingTypeTerms: b.terms,
      MinimumTickets: b.minimumTickets,
      MaximumTickets: b.maximumTickets,
      ShowStartTime: b.showStartTime,
      ShowEndTime: b.showEndTime,
      ShowAvailability: b.showAvailability,
      AvailabilityText: b.availabilityText,
      ForceListView: b.forceListView,
      DefaultHybridView: b.defaultHybridView,
      ListViewSearchDays: b.listViewSearchDays,
      NextTourDate: n ? formatVenueDateTime(n, zone) : null,
      LargeImageURL: b.largeImageUrl,
      SmallImageURL: b.smallImageUrl,
      BookingInfoDetails: b.bookingInfoDetails,
      WaiverRequired: b.waiverRequired,
      WaiverURL: b.waiverUrl,
    };
  });
}

/** Ids of the booking types shown in a display area, in its order (sort order, then id). */
export async function bookingTypeIdsOfArea(db: Db, displayAreaNo: number): Promise<number[]> {
  const rows = await db
    .select({ id: displayAreaBookingTypes.bookingTypeId })
    .from(displayAreaBookingTypes)
    .where(eq(displayAreaBookingTypes.displayAreaNo, displayAreaNo))
    .orderBy(asc(displayAreaBookingTypes.sortOrder), asc(displayAreaBookingTypes.bookingTypeId));
  return rows.map((r) => r.id);
}

// Back office (modules/booking-types/service.ts): the booking type rows and their display area links.

export type BookingTypeRow = typeof bookingTypes.$inferSelect;
export type NewBookingType = Omit<typeof bookingTypes.$inferInsert, 'bookingTypeId'>;
export interface AreaLink {
  displayAreaId: number;
  sortOrder: number;
}

/** Booking types by id, rows `start`..`end` (exclusive), filtered by name and display area. */
export async function listBookingTypeRows(
  db: Db,
  q: { start: number; end: number; q?: string; displayAreaId?: number },
): Promise<{ rows: BookingTypeRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.q) conditions.push(ilike(bookingTypes.name, likeTerm(q.q)));
  if (q.displayAreaId !== undefined)
    conditions.push(
      inArray(
        bookingTypes.bookingTypeId,
        db
          .select({ id: displayAreaBookingTypes.bookingTypeId })
          .from(displayAreaBookingTypes)
          .where(eq(displayAreaBookingTypes.displayAreaNo, q.displayAreaId)),
      ),
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(bookingTypes)
    .where(where)
    .orderBy(asc(bookingTypes.bookingTypeId))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  const [n] = await db.select({ n: count() }).from(bookingTypes).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findBookingTypeRow(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<BookingTypeRow | undefined> {
  const q = db.select().from(bookingTypes).where(eq(bookingTypes.bookingTypeId, id));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

/** Each booking type's display areas, by area id. */
export async function areaLinksOf(db: Db | Tx, bookingTypeIds: number[]): Promise<Map<number, AreaLink[]>> {
  const out = new Map<number, AreaLink[]>(bookingTypeIds.map((id) => [id, []]));
  if (bookingTypeIds.length === 0) return out;
  const rows = await db
    .select()
    .from(displayAreaBookingTypes)
    .where(inArray(displayAreaBookingTypes.bookingTypeId, bookingTypeIds))
    .orderBy(asc(displayAreaBookingTypes.displayAreaNo));
  for (const r of rows) out.get(r.bookingTypeId)?.push({ displayAreaId: r.displayAreaNo, sortOrder: r.sortOrder });
  return out;
}

/** Makes `links` the booking type's display areas (removes the others). */
export async function replaceAreaLinks(tx: Tx, bookingTypeId: number, links: AreaLink[]): Promise<void> {
  await tx.delete(displayAreaBookingTypes).where(eq(displayAreaBookingTypes.bookingTypeId, bookingTypeId));
  if (links.length)
    await tx
      .insert(displayAreaBookingTypes)
      .values(links.map((l) => ({ bookingTypeId, displayAreaNo: l.displayAreaId, sortOrder: l.sortOrder })));
}

export async function insertBookingType(tx: Tx, values: NewBookingType): Promise<BookingTypeRow> {
  const [row] = await tx.insert(bookingTypes).values(values).returning();
  if (!row) throw new Error('booking type insert returned nothing');
  return row;
}

export async function updateBookingType(tx: Tx, id: number, set: Partial<NewBookingType>): Promise<BookingTypeRow | undefined> {
  if (Object.keys(set).length === 0) return findBookingTypeRow(tx, id);
  const [row] = await tx.update(bookingTypes).set(set).where(eq(bookingTypes.bookingTypeId, id)).returning();
  return row;
}

/** Removes a booking type and its display area links. */
export async function deleteBookingType(tx: Tx, id: number): Promise<void> {
  await tx.delete(displayAreaBookingTypes).where(eq(displayAreaBookingTypes.bookingTypeId, id));
  await tx.delete(bookingTypes).where(eq(bookingTypes.bookingTypeId, id));
}

/** What still uses a booking type (counts above 0): its events, tour products, user-defined fields, and display areas offering it alone. */
export async function bookingTypeUses(tx: Tx, id: number): Promise<{ what: string; n: number }[]> {
  const res = (await tx.execute(sql`
    select 'event' as what, count(*) as n from tour_events where booking_type_id = ${id}::int
    union all select 'tour product', count(*) from booking_type_products where booking_type_id = ${id}::int
    union all select 'user-defined field', count(*) from booking_type_udfs where booking_type_id = ${id}::int
    union all select 'display area offering it alone', count(*) from display_areas where unique_booking_type_id = ${id}::int`)) as unknown as {
    rows: { what: string; n: number | string }[];
  };
  return res.rows.map((r) => ({ what: r.what, n: Number(r.n) })).filter((r) => r.n > 0);
}
