/**
 * Finishing a payment that waited for 3-D Secure when the visitor's browser does not
 * (docs/payments.md#webhooks; issue: "a payment whose browser closed before our answer is still
 * booked or refunded"). The attempt's request was kept on the payment when it was parked
 * (transactions/payment-attempt.ts); it is sent again under the same Idempotency-Key, exactly as
 * the browser's retry would be: the key's claim lets one of them run and the other replay its
 * answer, so the webhook and the browser arriving together book once.
 */
import { PaymentTransactionRequest } from '@gt/contract/tab-sales';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { findPayment, type PaymentRow } from '../payments/payments-repository';
import { paymentProvider } from '../payments/provider';
import { postPaymentTransaction } from '../transactions/dispatch';
import { unparkIdempotencyKey } from '../transactions/idempotency-repository';

/**
 * Sends the kept request of a payment still waiting for authentication (`requires_action`): it
 * books (the intent succeeded), stores the decline (it failed) or parks again (still waiting).
 * Does nothing for a payment past that (booked, declined, refunded, or in flight). Throws an
 * ApiError 409 while another request holds the key (the caller retries later).
 */
export async function resumePayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'requires_action' || payment.resumeRequest == null) return;
  const body = PaymentTransactionRequest.parse(payment.resumeRequest);
  try {
    await postPaymentTransaction(ctx, { body, idempotencyKey: payment.idempotencyKey });
  } catch (err) {
    // A refusal is the attempt's stored answer (the browser replays it); only "busy" is for later.
    if (err instanceof ApiError && err.statusCode !== 409 && err.statusCode < 500) return;
    throw err;
  }
}

/**
 * A parked payment past PaymentActionMinutes (the visitor went away without finishing 3-D
 * Secure): an intent still waiting is cancelled, then the kept request runs once more, so that an
 * authentication that succeeded books and one that did not is declined (nothing was charged).
 * Run by the recovery pass before its lapsed-key pass.
 */
export async function finishParkedPayment(ctx: AppContext, key: string): Promise<void> {
  const payment = await findPayment(ctx.db, key);
  // Its payment no longer waits (a crash between the intent's outcome and the key's): the lapsed-key pass settles it.
  if (!payment?.providerChargeId || payment.status !== 'requires_action') return unparkIdempotencyKey(ctx.db, key, ctx.clock());
  const provider = paymentProvider(ctx);
  if ((await provider.retrieveIntent(payment.providerChargeId)).status === 'requires_action') await provider.cancelIntent(payment.providerChargeId);
  await resumePayment(ctx, payment);
}
