/**
 * The refund of a captured payment whose booking did not happen (docs/architecture.md#payments):
 * a refused attempt (seats gone, a hold lapsed) or one the recovery pass found interrupted. Like a
 * booking change's refund it is a `card_refunds` row first (no receipt: it never booked), then sent
 * to the provider (booking-changes/refunds.ts), so that a refusal is retried and the refund ends
 * `succeeded` or `failed` (failed: the admins are e-mailed, payments/refund-events.ts).
 */
import type { AppContext } from '../../app-context';
import { reserveCardRefund } from '../booking-changes/repository';
import { sendPendingRefunds } from '../booking-changes/refunds';
import { findPayment, updatePayment, type PaymentRow } from './payments-repository';

/**
 * Refunds a captured payment whose booking did not happen (a refused attempt, an interrupted one) through card_refunds, so that it retries and ends succeeded or failed.
 *
 * In one transaction, under the payment's row lock: writes the refund of the whole payment
 * (`refusal:<payment's Idempotency-Key>`, the provider's refund key) and marks the payment
 * `refunded` with `reason` (the text a retry with the same key is answered); then sends it now.
 * A payment not captured, or refunded already, is left as it is. Never throws for the provider's
 * refusal (recorded and retried by the recovery pass). Returns the payment as it is now.
 */
export async function refundCapturedPayment(ctx: AppContext, payment: PaymentRow, reason: string): Promise<PaymentRow> {
  if (payment.status !== 'captured' || !payment.providerChargeId) return payment;
  const now = ctx.clock();
  const reserved = await ctx.db.transaction(async (tx) => {
    const refundId = await reserveCardRefund(tx, {
      paymentId: payment.paymentId,
      receiptNo: null,
      idempotencyKey: `refusal:${payment.idempotencyKey}`,
      amountCents: payment.amountCents,
      now,
      guard: true,
    });
    if (refundId === null) return null;
    await updatePayment(tx, payment.paymentId, { status: 'refunded', message: reason, updatedAt: now });
    return refundId;
  });
  if (reserved !== null) await sendPendingRefunds(ctx, { refundId: reserved });
  return (await findPayment(ctx.db, payment.idempotencyKey)) as PaymentRow;
}
