/**
 * Card refunds reach the provider after the change's transaction has committed
 * (docs/architecture.md#payments: the record first, then the provider; never a provider refund
 * without its record; a refund ends `succeeded` or `failed`, never pending forever). Each pending
 * refund goes to `PaymentProvider.refund` against its original charge with its own idempotency key
 * (the same key cannot refund twice) and is marked succeeded with the provider's reference. A
 * refused attempt (a refusal, or the provider unreachable) is logged (warn) and tried again by the
 * recovery pass (at start-up and every PaymentLeaseSeconds, transactions/recovery.ts) after a
 * backoff of 1, 2, 4 … 60 minutes; after RefundMaxAttempts attempts it is `failed`, logged once at
 * error level, and the booking counts the money as paid again (bookings/service.ts). Counted in
 * gt_refunds_total{outcome="succeeded"|"retry"|"failed"}.
 */
import type { AppContext } from '../../app-context';
import { backoffMs } from '../../lib/backoff';
import { metrics } from '../metrics/metrics';
import { paymentProvider, type RefundResult } from '../payments/provider';
import { claimDueRefunds, markRefundRefused, markRefundSucceeded } from './repository';

/** A claimed refund is not sent by another process for this long (a provider call in flight). */
const LEASE_MS = 5 * 60_000;
/** Wait before attempt n + 1 after n refused ones: 1 min, 2 min, 4 min, … at most 1 h. */
export const refundRetryDelayMs = (attempts: number) => backoffMs(attempts, 60_000, 3_600_000);

/**
 * Sends the pending refunds due now (those of change `receiptNo` only, when given); returns how
 * many the provider confirmed. Never throws for a refusal or a provider error (they are recorded).
 */
export async function sendPendingRefunds(ctx: AppContext, receiptNo?: number): Promise<number> {
  let sent = 0;
  const counted = metrics(ctx).refunds;
  for (const r of await claimDueRefunds(ctx.db, ctx.clock(), { receiptNo, leaseMs: LEASE_MS })) {
    const out: RefundResult = await paymentProvider(ctx)
      .refund({ chargeId: r.chargeId, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey })
      .catch((err: unknown) => ({ ok: false, message: err instanceof Error ? err.message : String(err) }));
    const now = ctx.clock();
    if (out.ok) {
      await markRefundSucceeded(ctx.db, r.refundId, out.refundId, now);
      counted.inc({ outcome: 'succeeded' });
      sent++;
      continue;
    }
    const max = ctx.config.RefundMaxAttempts;
    const what = { refundId: r.refundId, receiptNo: r.receiptNo, chargeId: r.chargeId, amountCents: r.amountCents, attempt: r.attempts, maxAttempts: max, reason: out.message };
    if (r.attempts >= max) {
      await markRefundRefused(ctx.db, r.refundId, { error: out.message, now, retryAt: null });
      counted.inc({ outcome: 'failed' });
      ctx.log?.error(what, `card refund ${r.refundId} failed for good after ${r.attempts} attempts: ${out.message}`);
    } else {
      const retryAt = new Date(now.getTime() + refundRetryDelayMs(r.attempts));
      await markRefundRefused(ctx.db, r.refundId, { error: out.message, now, retryAt });
      counted.inc({ outcome: 'retry' });
      ctx.log?.warn({ ...what, retryAt }, `card refund ${r.refundId} refused (attempt ${r.attempts} of ${max}), retrying at ${retryAt.toISOString()}: ${out.message}`);
    }
  }
  return sent;
}
