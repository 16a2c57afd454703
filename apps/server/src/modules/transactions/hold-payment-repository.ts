/**
 * One payment attempt at a time per hold (docs/architecture.md#payments; table hold_payments): an attempt claims
 * the hold before any money moves, so that a second tab or a replayed request with another
 * Idempotency-Key is refused before its card is charged. The booking transaction still claims
 * the hold's lines exactly once (claim_event_seats); this lease only spares the loser a charge.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdPayments } from '../../db/payment-schema';

export type HoldPaymentClaim = { kind: 'claimed'; paidBefore: boolean } | { kind: 'busy' };

/**
 * Claims `holdRef` for the attempt `key` until now + leaseMs, in one statement: granted when no
 * attempt holds it, when the holder's lease lapsed (it died) or to the same key (its retry).
 * `paidBefore`: an earlier attempt on this hold completed a booking.
 */
export async function claimHoldPayment(db: Db, c: { holdRef: string; key: string; now: Date; leaseMs: number }): Promise<HoldPaymentClaim> {
  const leaseUntil = new Date(c.now.getTime() + c.leaseMs);
  const [row] = await db
    .insert(holdPayments)
    .values({ holdRef: c.holdRef, idempotencyKey: c.key, leaseUntil })
    .onConflictDoUpdate({
      target: holdPayments.holdRef,
      set: { idempotencyKey: c.key, leaseUntil },
      setWhere: sql`${holdPayments.leaseUntil} <= ${c.now.toISOString()}::timestamptz or ${holdPayments.idempotencyKey} = ${c.key}`,
    })
    .returning({ receiptNo: holdPayments.receiptNo });
  return row ? { kind: 'claimed', paidBefore: row.receiptNo !== null } : { kind: 'busy' };
}

/** Ends the attempt's lease (declined, refused or failed before booking): the next attempt may claim. */
export async function releaseHoldPayment(db: Db, holdRef: string, key: string, now: Date): Promise<void> {
  await db
    .update(holdPayments)
    .set({ leaseUntil: now })
    .where(and(eq(holdPayments.holdRef, holdRef), eq(holdPayments.idempotencyKey, key)));
}

/** In the booking transaction: the attempt booked `receiptNo`; its lease ends with the commit. */
export async function markHoldPaid(db: Db, c: { holdRef: string; key: string; receiptNo: number; now: Date }): Promise<void> {
  await markHoldPaidQuery(db, c);
}

/** The statement of markHoldPaid, unexecuted (to run inside another statement: book.ts). */
export const markHoldPaidQuery = (db: Db, c: { holdRef: string; key: string; receiptNo: number; now: Date }) =>
  db
    .update(holdPayments)
    .set({ receiptNo: c.receiptNo, leaseUntil: c.now })
    .where(and(eq(holdPayments.holdRef, c.holdRef), eq(holdPayments.idempotencyKey, c.key)));

/** The receipt of the booking an earlier attempt made from this hold, or null. */
export async function holdPaidReceipt(db: Db, holdRef: string): Promise<number | null> {
  const [row] = await db.select({ receiptNo: holdPayments.receiptNo }).from(holdPayments).where(eq(holdPayments.holdRef, holdRef));
  return row?.receiptNo ?? null;
}
