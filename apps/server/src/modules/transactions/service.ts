/**
 * POST Transactions (spec 01 §3 "Transaction", §7; DESIGN.md "Payments", "Pricing authority",
 * "Capacity, holds and overselling"). Order of work:
 *   claim the Idempotency-Key → re-price (409 on any difference) → check the payment line →
 *   reserve the seats (the live hold, or transaction A re-takes them; else 409, no charge) →
 *   record the payment `pending` → charge the token (decline → 422, holds kept) →
 *   booking transaction B (seats, sale, receipt, stored response, confirmation e-mail queued) →
 *   the e-mail is sent after the answer (mail/outbox.ts).
 * A failure before the charge releases the key; a failure after a capture refunds it and stores
 * the error; a crash after the charge leaves the key leased, and a retry after the lease
 * (PaymentLeaseSeconds) re-runs the flow: the provider's idempotent charge returns the first
 * charge and the booking completes, or is refunded.
 */
import type { ErrorResponse } from '@gt/contract/errors';
import type { TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError, errorBody } from '../../http/errors';
import { requestHash } from '../../lib/request-hash';
import { findCustomers } from '../customers/repository';
import { mailSender } from '../mail/outbox';
import { findPayment, recordPendingPayment, updatePayment, type PaymentRow } from '../payments/payments-repository';
import { paymentProvider } from '../payments/provider';
import { bookOrder, reserveOrderSeats } from './book';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type Claim } from './idempotency-repository';
import { repriceOrder } from './reprice';

type Request = z.output<typeof TransactionRequest>;

export interface TransactionOutcome {
  statusCode: number;
  body: TransactionResult | ErrorResponse;
}

/**
 * Handles one POST Transactions. Returns the receipt (200) or a stored refusal (409 seats gone
 * after a refund, 422 declined); throws ApiError 400 (no Idempotency-Key, bad customer, product,
 * cost rate or payment line), 409 (price or amount differs, seats gone before any charge, key in
 * progress after waiting IdempotencyWaitSeconds for it) and 422 (key reused with another body).
 */
export async function postTransaction(
  ctx: AppContext,
  input: { body: Request; idempotencyKey?: string; log: FastifyBaseLogger },
): Promise<TransactionOutcome> {
  const key = input.idempotencyKey?.trim();
  if (!key) throw new ApiError(400, messages.idempotencyKeyRequired);
  const claim = await claimOrWait(ctx, key, requestHash(input.body));
  if (claim.kind === 'replay') return { statusCode: claim.statusCode, body: claim.body as TransactionOutcome['body'] };
  if (claim.kind === 'mismatch') throw new ApiError(422, messages.idempotencyKeyReused);
  if (claim.kind === 'busy') throw new ApiError(409, messages.idempotencyKeyInProgress);

  let outcome: TransactionOutcome;
  try {
    outcome = await checkout(ctx, key, input.body);
  } catch (err) {
    const payment = await findPayment(ctx.db, key);
    if (!payment) {
      await releaseIdempotencyKey(ctx.db, key);
      throw err;
    }
    // A crash-like failure with a charge in flight: keep the lease so that a retry recovers.
    if (!(err instanceof ApiError) || payment.status === 'pending') throw err;
    outcome = await refundAfterRefusal(ctx, payment, err);
  }
  // The booking transaction queued the confirmation e-mail; it is sent after this answer.
  if (outcome.statusCode === 200) mailSender(ctx).wake();
  else await completeIdempotencyKey(ctx.db, key, outcome.statusCode, outcome.body);
  return outcome;
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
async function refundAfterRefusal(ctx: AppContext, payment: PaymentRow, err: ApiError): Promise<TransactionOutcome> {
  if (payment.status === 'captured' && payment.providerChargeId) {
    const refund = await paymentProvider(ctx).refund({ chargeId: payment.providerChargeId, amountCents: payment.amountCents });
    if (!refund.ok) throw new Error(`refund of ${payment.providerChargeId} failed: ${refund.message ?? 'unknown'}`);
    await updatePayment(ctx.db, payment.paymentId, { status: 'refunded', message: err.message, updatedAt: ctx.clock() });
  }
  return { statusCode: err.statusCode, body: errorBody(err.message) };
}

/** The card payment line of an order: required with a token when the total is above 0. */
function cardPayment(
  ctx: AppContext,
  body: Request,
  totalCents: number,
): { token: string; lineNo: number; paymentTypeId: number } | undefined {
  const line = body.Payments[0];
  if (!line && totalCents > 0) throw new ApiError(400, messages.cardTokenRequired);
  if ((line ? toCents(line.PaymentAmount) : 0) !== totalCents)
    throw new ApiError(409, messages.amountMismatch(formatMoney(totalCents, ctx.config.Public.Currency)));
  if (!line || totalCents === 0) return undefined;
  if (line.PaymentTypeID !== ctx.config.Public.PaymentTypeID) throw new ApiError(400, messages.paymentTypeNotSupported(line.PaymentTypeID));
  if (!line.CardToken) throw new ApiError(400, messages.cardTokenRequired);
  return { token: line.CardToken, lineNo: line.PaymentLineNo, paymentTypeId: line.PaymentTypeID };
}

async function checkout(ctx: AppContext, key: string, body: Request): Promise<TransactionOutcome> {
  const [customer] = await findCustomers(ctx.db, [body.CustomerID]);
  if (!customer) throw new ApiError(400, messages.customerNotFound(body.CustomerID));
  const order = await repriceOrder(ctx, body);
  const card = cardPayment(ctx, body, order.totals.totalCents);
  // Before any money moves: the live hold reserves the seats, or transaction A re-takes them.
  await reserveOrderSeats(ctx, body.TourHoldRef, order.events);

  let payment: PaymentRow | undefined;
  if (card) {
    const now = ctx.clock();
    payment = await recordPendingPayment(ctx.db, {
      idempotencyKey: key,
      paymentLineNo: card.lineNo,
      paymentTypeId: card.paymentTypeId,
      provider: paymentProvider(ctx).name,
      amountCents: order.totals.totalCents,
      currency: ctx.config.Public.Currency,
      createdAt: now,
    });
    if (payment.status === 'pending') {
      const r = await paymentProvider(ctx).charge({
        token: card.token,
        amountCents: payment.amountCents,
        currency: payment.currency,
        idempotencyKey: key,
        description: `${ctx.config.Public.VenueName} tickets`,
      });
      payment = await updatePayment(
        ctx.db,
        payment.paymentId,
        r.ok
          ? { status: 'captured', providerChargeId: r.chargeId, cardBrand: r.brand, cardLast4: r.last4, updatedAt: ctx.clock() }
          : { status: 'declined', message: r.message, updatedAt: ctx.clock() },
      );
    }
    if (payment.status === 'declined') return { statusCode: 422, body: errorBody(payment.message ?? messages.cardDeclined) };
    if (payment.status === 'refunded') return { statusCode: 409, body: errorBody(payment.message ?? messages.unableToPerformTransaction) };
    await ctx.testHooks?.afterCharge?.();
  }

  const email = customer.GuestEmail || customer.CustomerAddress[0]?.Email || '';
  const receipt = await bookOrder(ctx, {
    idempotencyKey: key,
    holdRef: body.TourHoldRef,
    nodeNo: body.NodeNo,
    username: body.Username ?? null,
    order,
    customer: { CustomerID: customer.CustomerID, FirstName: customer.FirstName, LastName: customer.LastName, Email: email },
    payment,
  });
  return { statusCode: 200, body: receipt };
}
