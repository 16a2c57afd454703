/**
 * One payment attempt under its Idempotency-Key (docs/architecture.md#payments;
 * docs/architecture.md#payments), shared by every way of paying (POST Transactions, tab sales,
 * booking changes): claim the key (waiting for a duplicate in progress), run the attempt, and
 * settle the key. A failure before any charge releases the key; a refusal after a capture refunds
 * the charge and stores the refusal; a crash-like failure with a charge in flight keeps the lease,
 * so that a retry recovers it. A success wakes the mail outbox (the attempt queued its e-mail); its
 * response was stored by the attempt's own booking transaction.
 */
import type { ErrorResponse } from '@gt/contract/errors';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { ApiError, errorBody } from '../../http/errors';
import { requestHash } from '../../lib/request-hash';
import { mailSender } from '../mail/outbox';
import { actionRequiredBody, PaymentActionRequiredError, settleWaitingPayment } from '../payments/charge-card';
import { findPayment, updatePayment, type PaymentRow } from '../payments/payments-repository';
import { paymentProvider } from '../payments/provider';
import { claimIdempotencyKey, completeIdempotencyKey, parkIdempotencyKey, releaseIdempotencyKey, type Claim } from './idempotency-repository';

/** An attempt's answer: its result (200) or a refusal with the spec's error body. */
export interface AttemptOutcome<T> {
  statusCode: number;
  body: T | ErrorResponse;
}

/**
 * Runs `attempt` once per Idempotency-Key and returns its outcome, or the stored outcome of an
 * earlier attempt with the same key and body. `afterRefund` runs after a refund of a refused
 * attempt (e.g. releasing the hold's payment claim); `afterSuccess` before the outbox is woken.
 * Throws ApiError 400 (no key), 409 (key in progress after IdempotencyWaitSeconds), 422 (key
 * reused with another body), and whatever the attempt throws before any charge.
 */
export async function runPaymentAttempt<T>(
  ctx: AppContext,
  o: {
    idempotencyKey?: string;
    body: unknown;
    attempt: (key: string) => Promise<AttemptOutcome<T>>;
    afterRefund?: (key: string) => Promise<void>;
    afterSuccess?: (result: T) => Promise<void>;
    /**
     * The attempt's request may wait for the card holder's 3-D Secure step (a visitor's browser
     * can run it): answered 402 and parked, its body kept to finish it (payment-webhooks/resume.ts).
     * Without it (the desk) an authentication request cancels the payment: 422.
     */
    onAction?: (key: string) => Promise<void>;
  },
): Promise<AttemptOutcome<T>> {
  const key = o.idempotencyKey?.trim();
  if (!key) throw new ApiError(400, messages.idempotencyKeyRequired);
  const claim = await claimOrWait(ctx, key, requestHash(o.body));
  if (claim.kind === 'replay') return { statusCode: claim.statusCode, body: claim.body as AttemptOutcome<T>['body'] };
  if (claim.kind === 'mismatch') throw new ApiError(422, messages.idempotencyKeyReused);
  if (claim.kind === 'busy') throw new ApiError(409, messages.idempotencyKeyInProgress);

  let outcome: AttemptOutcome<T>;
  try {
    outcome = await o.attempt(key);
  } catch (err) {
    if (err instanceof PaymentActionRequiredError) return awaitAction(ctx, key, err.payment, o.body, o.onAction);
    // A resumed attempt refused before its charge step: how did the authentication end?
    const found = await findPayment(ctx.db, key);
    const payment = found && (await settleWaitingPayment(ctx, found));
    if (!payment) {
      await releaseIdempotencyKey(ctx.db, key);
      throw err;
    }
    // A crash-like failure with a charge in flight: keep the leases so that a retry recovers.
    if (!(err instanceof ApiError) || payment.status === 'pending') throw err;
    outcome = await refundAfterRefusal(ctx, payment, err);
    await o.afterRefund?.(key);
  }
  if (outcome.statusCode === 200) {
    await o.afterSuccess?.(outcome.body as T);
    // The booking transaction queued the confirmation e-mail; it is sent after this answer.
    mailSender(ctx).wake();
  } else await completeIdempotencyKey(ctx.db, key, outcome.statusCode, outcome.body);
  return outcome;
}

/**
 * A payment waiting for 3-D Secure: parks the key until PaymentActionMinutes from now with the
 * request kept on the payment, and answers 402 with the step for the browser; without `onAction`
 * (no browser to run it) cancels the intent and answers the decline (422).
 */
async function awaitAction(ctx: AppContext, key: string, payment: PaymentRow, body: unknown, onAction?: (key: string) => Promise<void>): Promise<AttemptOutcome<never>> {
  if (!onAction) {
    if (payment.providerChargeId) await paymentProvider(ctx).cancelIntent(payment.providerChargeId);
    await updatePayment(ctx.db, payment.paymentId, { status: 'declined', message: messages.cardAuthenticationUnavailable, actionSecret: null, updatedAt: ctx.clock() });
    const outcome = { statusCode: 422, body: errorBody(messages.cardAuthenticationUnavailable) };
    await completeIdempotencyKey(ctx.db, key, outcome.statusCode, outcome.body);
    return outcome;
  }
  const until = new Date(ctx.clock().getTime() + ctx.config.PaymentActionMinutes * 60_000);
  await updatePayment(ctx.db, payment.paymentId, { status: 'requires_action', resumeRequest: body, updatedAt: ctx.clock() });
  await onAction(key);
  await parkIdempotencyKey(ctx.db, key, until);
  return { statusCode: 402, body: actionRequiredBody(payment) as never };
}

/**
 * Claims the key; while another attempt with it is in progress (a double click, a retry after a
 * network error), polls for up to IdempotencyWaitSeconds so that every duplicate gets the first
 * attempt's answer (or runs itself if that attempt released the key). Still busy → `busy`.
 */
async function claimOrWait(ctx: AppContext, key: string, hash: string): Promise<Claim> {
  const deadline = performance.now() + ctx.config.IdempotencyWaitSeconds * 1000;
  for (;;) {
    const claim = await claimIdempotencyKey(ctx.db, { key, requestHash: hash, now: ctx.clock(), leaseMs: ctx.config.PaymentLeaseSeconds * 1000 });
    if (claim.kind !== 'busy' || performance.now() >= deadline) return claim;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Refunds a captured charge whose booking was refused (e.g. seats gone) and answers the refusal. */
async function refundAfterRefusal(ctx: AppContext, payment: PaymentRow, err: ApiError): Promise<AttemptOutcome<never>> {
  if (payment.status === 'captured' && payment.providerChargeId) {
    const refund = await paymentProvider(ctx).refund({ chargeId: payment.providerChargeId, amountCents: payment.amountCents });
    if (!refund.ok) throw new Error(`refund of ${payment.providerChargeId} failed: ${refund.message ?? 'unknown'}`);
    await updatePayment(ctx.db, payment.paymentId, { status: 'refunded', message: err.message, updatedAt: ctx.clock() });
  }
  return { statusCode: err.statusCode, body: errorBody(err.message) };
}
