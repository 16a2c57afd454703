/**
 * User-defined fields for the back office (db/schema.ts `user_defined_fields`,
 * `booking_type_udfs`): a field with its picklist and booking types; and whether visitors have
 * answered it (bookings, holds in progress, members) or membership types ask it.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customerUdfValues, membershipTypeUdfs } from '../../db/membership-schema';
import { bookingTypeUdfs, bookings, tourHoldUdfs, udfs } from '../../db/schema';

export type UdfRow = typeof udfs.$inferSelect;
export type UdfValues = Omit<typeof udfs.$inferInsert, 'udfId'>;

/** A field and the booking types that ask it (id order). */
export interface UdfRecord {
  row: UdfRow;
  bookingTypeIds: number[];
}

async function withBookingTypes(db: Db | Tx, rows: UdfRow[]): Promise<UdfRecord[]> {
  const ids = rows.map((r) => r.udfId).concat(-1);
  const links = await db
    .select()
    .from(bookingTypeUdfs)
    .where(inArray(bookingTypeUdfs.udfId, ids))
    .orderBy(asc(bookingTypeUdfs.bookingTypeId));
  return rows.map((row) => ({ row, bookingTypeIds: links.filter((l) => l.udfId === row.udfId).map((l) => l.bookingTypeId) }));
}

/** Fields by category, order and id, rows `start`..`end` (exclusive); and the total. */
export async function listUdfs(db: Db, start: number, end: number): Promise<{ records: UdfRecord[]; total: number }> {
  const rows = await db
    .select()
    .from(udfs)
    .orderBy(asc(udfs.categoryName), asc(udfs.sortOrder), asc(udfs.udfId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(udfs);
  return { records: await withBookingTypes(db, rows), total: n?.n ?? 0 };
}

export async function findUdf(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<UdfRecord | undefined> {
  const q = db.select().from(udfs).where(eq(udfs.udfId, id));
  const rows = opts.forUpdate ? await q.for('update') : await q;
  const [record] = await withBookingTypes(db, rows);
  return record;
}

export async function insertUdf(tx: Tx, values: UdfValues): Promise<UdfRow> {
  const [row] = await tx.insert(udfs).values(values).returning();
  if (!row) throw new Error('user-defined field not inserted');
  return row;
}

export async function updateUdf(tx: Tx, id: number, values: Partial<UdfValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(udfs).set(values).where(eq(udfs.udfId, id));
}

/** Replaces the booking types that ask the field. */
export async function replaceUdfBookingTypes(tx: Tx, id: number, bookingTypeIds: number[]): Promise<void> {
  await tx.delete(bookingTypeUdfs).where(eq(bookingTypeUdfs.udfId, id));
  if (bookingTypeIds.length) await tx.insert(bookingTypeUdfs).values(bookingTypeIds.map((bookingTypeId) => ({ bookingTypeId, udfId: id })));
}

/** Whether a booking, a hold in progress or a member has an answer to the field, and whether membership types ask it. */
export async function udfReferences(tx: Tx, id: number): Promise<{ answered: boolean; membershipTypes: boolean }> {
  const answer = JSON.stringify([{ UDFID: id }]);
  const [booked, held, member, types] = await Promise.all([
    tx
      .select({ id: bookings.bookingId })
      .from(bookings)
      .where(sql`${bookings.udfValues} @> ${answer}::jsonb`)
      .limit(1),
    tx
      .select({ id: tourHoldUdfs.holdRef })
      .from(tourHoldUdfs)
      .where(sql`${tourHoldUdfs.udfValues} @> ${answer}::jsonb`)
      .limit(1),
    tx.select({ id: customerUdfValues.udfId }).from(customerUdfValues).where(eq(customerUdfValues.udfId, id)).limit(1),
    tx.select({ id: membershipTypeUdfs.udfId }).from(membershipTypeUdfs).where(eq(membershipTypeUdfs.udfId, id)).limit(1),
  ]);
  return { answered: booked.length + held.length + member.length > 0, membershipTypes: types.length > 0 };
}

/** Deletes the field and its booking type links. */
export async function deleteUdf(tx: Tx, id: number): Promise<void> {
  await tx.delete(bookingTypeUdfs).where(eq(bookingTypeUdfs.udfId, id));
  await tx.delete(udfs).where(eq(udfs.udfId, id));
}
