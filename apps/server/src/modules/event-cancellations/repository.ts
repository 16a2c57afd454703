/** Event cancellation jobs and their per-booking items (db/event-ops-schema.ts). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventCancellationItems, eventCancellations, type EventCancelItemState } from '../../db/event-ops-schema';
import { bookings, tourEvents } from '../../db/schema';
import { customers } from '../../db/customer-schema';

export type CancellationJobRow = typeof eventCancellations.$inferSelect;
export type CancellationItemRow = typeof eventCancellationItems.$inferSelect;

/** The event row under a lock (FOR NO KEY UPDATE: seat claims wait, then find it cancelled). */
export async function lockEvent(tx: Tx, tourEventId: number) {
  const [row] = await tx.select().from(tourEvents).where(eq(tourEvents.tourEventId, tourEventId)).for('no key update');
  return row;
}

export async function setEventCancelled(tx: Tx, tourEventId: number): Promise<void> {
  await tx.update(tourEvents).set({ cancelled: true, closed: true }).where(eq(tourEvents.tourEventId, tourEventId));
}

export async function findJob(db: Db | Tx, tourEventId: number): Promise<CancellationJobRow | undefined> {
  const [row] = await db.select().from(eventCancellations).where(eq(eventCancellations.tourEventId, tourEventId));
  return row;
}

export async function insertJob(tx: Tx, job: typeof eventCancellations.$inferInsert): Promise<CancellationJobRow> {
  const [row] = await tx.insert(eventCancellations).values(job).returning();
  if (!row) throw new Error('insertJob wrote nothing');
  return row;
}

/** Adds an item for every booked booking of the event not listed yet. */
export async function addItems(tx: Tx, tourEventId: number, now: Date): Promise<void> {
  await tx.execute(sql`insert into event_cancellation_items (tour_event_id, booking_id, updated_at)
    select ${tourEventId}::int, b.booking_id, ${now.toISOString()}::timestamptz from bookings b
    where b.tour_event_id = ${tourEventId}::int and b.status = 'Booked'
    on conflict (tour_event_id, booking_id) do nothing`);
}

/** Items still to do (pending, or failed last time), in booking order. */
export async function openItems(db: Db, tourEventId: number): Promise<CancellationItemRow[]> {
  return db
    .select()
    .from(eventCancellationItems)
    .where(and(eq(eventCancellationItems.tourEventId, tourEventId), inArray(eventCancellationItems.state, ['pending', 'failed'])))
    .orderBy(asc(eventCancellationItems.itemId));
}

/** Marks an item done (inside the cancellation's transaction). */
export async function markItemDone(tx: Db | Tx, itemId: number, r: { refundedCents: number; refundedTo: 'card' | 'giftcard' | null; now: Date }): Promise<void> {
  await tx
    .update(eventCancellationItems)
    .set({ state: 'done', refundedCents: r.refundedCents, refundedTo: r.refundedTo, message: null, updatedAt: r.now, attempts: sql`${eventCancellationItems.attempts} + 1` })
    .where(eq(eventCancellationItems.itemId, itemId));
}

export async function setItemReceipt(db: Db, itemId: number, receiptNo: number): Promise<void> {
  await db.update(eventCancellationItems).set({ receiptNo }).where(eq(eventCancellationItems.itemId, itemId));
}

/** Marks an open item skipped or failed; an item another run finished meanwhile stays done. */
export async function markItemOpenOutcome(db: Db, itemId: number, state: Exclude<EventCancelItemState, 'done' | 'pending'>, message: string, now: Date): Promise<void> {
  await db
    .update(eventCancellationItems)
    .set({ state, message, updatedAt: now, attempts: sql`${eventCancellationItems.attempts} + 1` })
    .where(and(eq(eventCancellationItems.itemId, itemId), inArray(eventCancellationItems.state, ['pending', 'failed'])));
}

export async function finishJob(db: Db, tourEventId: number, now: Date): Promise<void> {
  await db.update(eventCancellations).set({ finishedAt: now }).where(eq(eventCancellations.tourEventId, tourEventId));
}

/** Every item of the job with its booking number and customer name. */
export async function listItems(db: Db, tourEventId: number) {
  return db
    .select({
      item: eventCancellationItems,
      bookingNo: bookings.bookingNo,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(eventCancellationItems)
    .innerJoin(bookings, eq(bookings.bookingId, eventCancellationItems.bookingId))
    .innerJoin(customers, eq(customers.customerId, bookings.customerId))
    .where(eq(eventCancellationItems.tourEventId, tourEventId))
    .orderBy(asc(eventCancellationItems.itemId));
}
