/**
 * Card refunds reach the provider after the transaction that wrote them has committed
 * (docs/architecture.md#payments: the record first, then the provider; never a provider refund
 * without its record; a refund ends `succeeded` or `failed`, never pending forever): a booking
 * change's, and a refused or interrupted attempt's (payments/refund-payment.ts). Each pending
 * refund goes to `PaymentProvider.refund` against its original charge with its own idempotency key
 * (the same key cannot refund twice) and:
 * - `succeeded`: marked succeeded with the provider's reference;
 * - `pending` at the provider: kept pending with the provider's reference (not counted as a refused
 *   attempt) until its webhook settles it (payments/refund-events.ts); meanwhile the recovery pass
 *   asks again hourly (the same key answers the same refund's status), and RefundPendingMaxHours
 *   after the first `pending` it is failed ("The card provider did not confirm the refund within 72 hours.");
 * - refused (a refusal, or the provider unreachable): logged (warn) and tried again by the recovery
 *   pass (at start-up and every PaymentLeaseSeconds, transactions/recovery.ts) after a backoff of
 *   1, 2, 4 … 60 minutes; after RefundMaxAttempts attempts it is failed.
 * A failed refund is logged once at error level, e-mailed to the admins (payments/refund-events.ts
 * failRefund), and the booking counts the money as paid again (bookings/service.ts). Counted in
 * gt_refunds_total{outcome="succeeded"|"pending"|"retry"|"failed"}.
 */
import type { AppContext } from '../../app-context';
import { backoffMs } from '../../lib/backoff';
import { metrics } from '../metrics/metrics';
import { claimDueRefunds, markRefundProviderPending, markRefundRefused, markRefundSucceeded, type PendingRefund, type RefundSelector } from '../payments/card-refunds-repository';
import { paymentProvider, type RefundResult } from '../payments/provider';
import { failRefund } from '../payments/refund-events';

/** A claimed refund is not sent by another process for this long (a provider call in flight). */
const LEASE_MS = 5 * 60_000;
/** Wait before attempt n + 1 after n refused ones: 1 min, 2 min, 4 min, … at most 1 h. */
export const refundRetryDelayMs = (attempts: number) => backoffMs(attempts, 60_000, 3_600_000);
/** How often a refund pending at the provider is asked about again. */
const PENDING_ASK_MS = 3_600_000;

/** The reason of a refund the provider left pending for RefundPendingMaxHours. */
export const refundNotConfirmedMessage = (hours: number) => `The card provider did not confirm the refund within ${hours} hours.`;

/**
 * Sends the pending refunds due now (all, or those `only` selects: a change's, a payment's, one);
 * returns how many the provider confirmed. Never throws for a refusal or a provider error (they are recorded).
 */
export async function sendPendingRefunds(ctx: AppContext, only?: RefundSelector): Promise<number> {
  let sent = 0;
  for (const r of await claimDueRefunds(ctx.db, ctx.clock(), { only, leaseMs: LEASE_MS })) {
    const out: RefundResult = await paymentProvider(ctx)
      .refund({ chargeId: r.chargeId, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey })
      .catch((err: unknown) => ({ ok: false, message: err instanceof Error ? err.message : String(err) }));
    if (!out.ok) await refused(ctx, r, out.message);
    else if (out.status === 'pending') await providerPending(ctx, r, out.refundId);
    else if (await markRefundSucceeded(ctx.db, r.refundId, out.refundId, ctx.clock())) {
      metrics(ctx).refunds.inc({ outcome: 'succeeded' });
      sent++;
    }
  }
  return sent;
}

/** The provider accepted refund `r` but has not done it yet: ask again in an hour, or fail it once RefundPendingMaxHours have passed since its first `pending`. */
async function providerPending(ctx: AppContext, r: PendingRefund, providerRefundId: string): Promise<void> {
  const now = ctx.clock();
  const hours = ctx.config.RefundPendingMaxHours;
  const deadline = (r.providerPendingSince ?? now).getTime() + hours * 3_600_000;
  const what = { refundId: r.refundId, receiptNo: r.receiptNo, chargeId: r.chargeId, providerRefundId, amountCents: r.amountCents };
  if (now.getTime() >= deadline) {
    const reason = refundNotConfirmedMessage(hours);
    await failRefund(ctx, r.refundId, reason, { line: `card refund ${r.refundId} failed: ${reason}`, fields: what, uncount: true });
    return;
  }
  await markRefundProviderPending(ctx.db, r.refundId, { providerRefundId, now, askAt: new Date(Math.min(now.getTime() + PENDING_ASK_MS, deadline)) });
  if (r.providerPendingSince) return;
  metrics(ctx).refunds.inc({ outcome: 'pending' });
  ctx.log?.info(what, `card refund ${r.refundId} pending at the provider (${providerRefundId}), waiting for its answer`);
}

/** The provider refused refund `r` (the `attempts`-th time): retried after the backoff, or failed after RefundMaxAttempts. */
async function refused(ctx: AppContext, r: PendingRefund, message: string): Promise<void> {
  const max = ctx.config.RefundMaxAttempts;
  const what = { refundId: r.refundId, receiptNo: r.receiptNo, chargeId: r.chargeId, amountCents: r.amountCents, attempt: r.attempts, maxAttempts: max, reason: message };
  if (r.attempts >= max) {
    await failRefund(ctx, r.refundId, message, { line: `card refund ${r.refundId} failed for good after ${r.attempts} attempts: ${message}`, fields: what });
    return;
  }
  const now = ctx.clock();
  const retryAt = new Date(now.getTime() + refundRetryDelayMs(r.attempts));
  await markRefundRefused(ctx.db, r.refundId, { error: message, now, retryAt });
  metrics(ctx).refunds.inc({ outcome: 'retry' });
  ctx.log?.warn({ ...what, retryAt }, `card refund ${r.refundId} refused (attempt ${r.attempts} of ${max}), retrying at ${retryAt.toISOString()}: ${message}`);
}
