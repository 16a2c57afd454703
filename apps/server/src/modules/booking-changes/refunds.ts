/**
 * Card refunds reach the provider after the change's transaction has committed (DESIGN.md
 * "Payments": the record first, then the provider; never a provider refund without its record).
 * Each pending refund goes to `PaymentProvider.refund` against its original charge with its own
 * idempotency key, and is marked succeeded with the provider's reference. A refund that fails
 * (provider unreachable) stays pending and is sent again by the recovery pass (at start-up and
 * every PaymentLeaseSeconds, transactions/recovery.ts): the same key cannot refund twice.
 */
import type { AppContext } from '../../app-context';
import { paymentProvider } from '../payments/provider';
import { markRefundSucceeded, pendingRefunds } from './repository';

/** Sends the pending refunds of change `receiptNo` (all pending ones without it); returns how many the provider confirmed. */
export async function sendPendingRefunds(ctx: AppContext, receiptNo?: number): Promise<number> {
  let sent = 0;
  for (const r of await pendingRefunds(ctx.db, receiptNo)) {
    const out = await paymentProvider(ctx).refund({ chargeId: r.chargeId, amountCents: r.amountCents, idempotencyKey: r.idempotencyKey });
    if (!out.ok) continue;
    await markRefundSucceeded(ctx.db, r.refundId, out.refundId, ctx.clock());
    sent++;
  }
  return sent;
}
