/**
 * The middleware's record of card charges (`payments`): written `pending` before the provider is
 * called, then `captured` / `declined` / `refunded`, and linked to the receipt by the booking.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentStatus } from '../../db/payment-schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Db, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  return row;
}

/** Inserts the pending payment of a key, or returns the one already recorded for it. */
export async function recordPendingPayment(db: Db, p: Omit<typeof payments.$inferInsert, 'status' | 'updatedAt'>): Promise<PaymentRow> {
  const [created] = await db
    .insert(payments)
    .values({ ...p, status: 'pending', updatedAt: p.createdAt })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  return created ?? ((await findPayment(db, p.idempotencyKey)) as PaymentRow);
}

/** The statement of updatePayment, unexecuted (to run inside another statement: transactions/book.ts). */
export const updatePaymentQuery = (db: Db, paymentId: number, set: Parameters<typeof updatePayment>[2]) =>
  db.update(payments).set(set).where(eq(payments.paymentId, paymentId));

export async function updatePayment(
  db: Db,
  paymentId: number,
  set: {
    status: PaymentStatus;
    updatedAt: Date;
    providerChargeId?: string;
    cardBrand?: string;
    cardLast4?: string;
    message?: string | null;
    receiptNo?: number;
    actionSecret?: string | null;
    resumeRequest?: unknown;
  },
): Promise<PaymentRow> {
  const [row] = await updatePaymentQuery(db, paymentId, set).returning();
  return row as PaymentRow;
}

/** The payment of a provider's intent (a webhook's `intentId`). */
export async function findPaymentByIntent(db: Db, provider: string, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.providerChargeId, intentId)));
  return row;
}

/** Deletes a payment that never reached the provider (still `pending`). */
export async function deletePendingPayment(db: Db, paymentId: number): Promise<void> {
  await db.delete(payments).where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'pending')));
}
