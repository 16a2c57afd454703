/**
 * Recovery of payments interrupted between the card charge and the booking
 * (docs/architecture.md#payments; pretix/pretix#74: money taken, no seat). A process that dies there
 * leaves its Idempotency-Key `in_progress`. Once the key's lease (PaymentLeaseSeconds) lapsed, a
 * retry with the same key completes the booking (service.ts); this pass handles the visitors who
 * never retry: it takes over the key, asks the provider for the charge made with it and refunds it,
 * then stores the answer a later retry replays (409 "Your payment could not be completed and has
 * been refunded, please try again."). A decline is recorded as such; an attempt that never reached
 * the provider frees its key. Runs at start-up (app.ts) and periodically (main.ts).
 */
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { errorBody } from '../../http/errors';
import { sendPendingRefunds } from '../booking-changes/refunds';
import { recordIntent, settleWaitingPayment } from '../payments/charge-card';
import { deletePendingPayment, findPayment, updatePayment } from '../payments/payments-repository';
import { metrics } from '../metrics/metrics';
import { paymentProvider } from '../payments/provider';
import { finishParkedPayment } from '../payment-webhooks/resume';
import { claimIdempotencyKey, completeIdempotencyKey, lapsedKeys, overdueParkedKeys, releaseIdempotencyKey } from './idempotency-repository';

export interface RecoveryReport {
  refunded: number;
  declined: number;
  released: number;
}

export async function recoverInterruptedPayments(ctx: AppContext): Promise<RecoveryReport> {
  const report: RecoveryReport = { refunded: 0, declined: 0, released: 0 };
  // Card refunds of booking changes that the provider has not confirmed yet.
  await sendPendingRefunds(ctx);
  // Payments that waited for 3-D Secure past PaymentActionMinutes: finished as the bank says.
  for (const key of await overdueParkedKeys(ctx.db, ctx.clock())) await finishParkedPayment(ctx, key);
  const provider = paymentProvider(ctx);
  for (const k of await lapsedKeys(ctx.db, ctx.clock())) {
    const claim = await claimIdempotencyKey(ctx.db, {
      key: k.key,
      requestHash: k.requestHash,
      now: ctx.clock(),
      leaseMs: ctx.config.PaymentLeaseSeconds * 1000,
    });
    if (claim.kind !== 'claimed') continue; // another process took it over, or it just finished
    let payment = await findPayment(ctx.db, k.key);
    if (payment?.receiptNo != null) continue; // booked: the key is completed in the same transaction
    if (payment?.status === 'pending') {
      const intent = await provider.findIntent(k.key);
      if (!intent) {
        await deletePendingPayment(ctx.db, payment.paymentId);
        payment = undefined;
      } else payment = await recordIntent(ctx, payment, intent);
    }
    // An intent that asks for authentication with no browser left to run it: cancelled (or as it ended).
    if (payment) payment = await settleWaitingPayment(ctx, payment);
    if (!payment) {
      await releaseIdempotencyKey(ctx.db, k.key);
      report.released++;
      continue;
    }
    if (payment.status === 'captured' && payment.providerChargeId) {
      const refund = await provider.refund({ chargeId: payment.providerChargeId, amountCents: payment.amountCents });
      if (!refund.ok) throw new Error(`refund of ${payment.providerChargeId} failed: ${refund.message ?? 'unknown'}`);
      payment = await updatePayment(ctx.db, payment.paymentId, {
        status: 'refunded',
        message: messages.paymentInterruptedRefunded,
        updatedAt: ctx.clock(),
      });
      report.refunded++;
    }
    if (payment.status === 'declined') {
      await completeIdempotencyKey(ctx.db, k.key, 422, errorBody(payment.message ?? messages.cardDeclined));
      report.declined++;
    } else {
      await completeIdempotencyKey(ctx.db, k.key, 409, errorBody(payment.message ?? messages.paymentInterruptedRefunded));
    }
  }
  const m = metrics(ctx).payments;
  m.inc({ outcome: 'recovered_refunded' }, report.refunded);
  m.inc({ outcome: 'recovered_declined' }, report.declined);
  return report;
}
