/**
 * POST Transactions (spec 01 §3 "Transaction", §7; docs/architecture.md#payments,
 * docs/architecture.md#pricing, docs/architecture.md#capacity-and-holds). Order of work:
 *   claim the Idempotency-Key → the customer (its CustomerToken) → re-price (409 on any
 *   difference) → check the payment line → claim the hold for this attempt (409 while another
 *   attempt pays it) → reserve the seats (the live hold, or transaction A re-takes them; else
 *   409, no charge) → confirm the unique coupon units (else 409, no charge) →
 *   record the payment `pending` → charge the token (decline → 422, holds kept) →
 *   booking transaction B (sale, receipt, stored response, confirmation e-mail queued, then under
 *   the event locks: events still bookable, the hold's lines claimed exactly once, no oversell) →
 *   the e-mail is sent after the answer (mail/outbox.ts).
 * A failure before the charge releases the key; a failure after a capture refunds it and stores
 * the error; a crash after the charge leaves the key leased, and a retry after the lease
 * (PaymentLeaseSeconds) re-runs the flow: the provider's idempotent charge returns the first
 * charge and the booking completes, or is refunded.
 */
import type { TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError, errorBody } from '../../http/errors';
import { confirmUniqueCoupons } from '../coupons/service';
import { customerForPayment } from '../customers/service';
import { actionRequiredBody, chargeCard } from '../payments/charge-card';
import { findPayment, type PaymentRow } from '../payments/payments-repository';
import { bookOrder, reserveOrderSeats } from './book';
import { claimHoldPayment, releaseHoldPayment } from './hold-payment-repository';
import { findIdempotencyKey } from './idempotency-repository';
import { runPaymentAttempt, type AttemptOutcome } from './payment-attempt';
import { verifyRecaptcha } from './recaptcha';
import { repriceOrder } from './reprice';

type Request = z.output<typeof TransactionRequest>;

export type TransactionOutcome = AttemptOutcome<TransactionResult>;

/**
 * Handles one POST Transactions. Returns the receipt (200) or a stored refusal (409 seats gone,
 * event no longer bookable or hold already paid, after a refund; 422 declined); throws ApiError
 * 400 (no Idempotency-Key, customer not recognised, bad product, cost rate or payment line), 409
 * (price or amount differs, seats gone or event not offered before any charge, another attempt
 * paying the same hold, key in progress after waiting IdempotencyWaitSeconds for it) and 422
 * (key reused with another body).
 */
export async function postTransaction(
  ctx: AppContext,
  input: { body: Request; idempotencyKey?: string },
): Promise<TransactionOutcome> {
  return runPaymentAttempt(ctx, {
    idempotencyKey: input.idempotencyKey,
    body: input.body,
    attempt: (key) => checkout(ctx, key, input.body),
    afterRefund: (key) => releaseHoldPayment(ctx.db, orderHoldRef(input.body, key), key, ctx.clock()),
    // While the bank authenticates, the hold stays this attempt's (another tab is refused before its charge).
    onAction: async (key) =>
      void (await claimHoldPayment(ctx.db, { holdRef: orderHoldRef(input.body, key), key, now: ctx.clock(), leaseMs: ctx.config.PaymentActionMinutes * 60_000 })),
  });
}

/**
 * GET Transactions/{Idempotency-Key}: the answer of a finished payment attempt, for a client
 * whose answer was lost (docs/architecture.md#payments): its stored receipt (200) or refusal
 * (409/422), or 402 with the step to run while its payment waits for 3-D Secure. Throws 409 while
 * it is still in progress and 404 for a key never used (or released: nothing charged).
 */
export async function transactionOutcome(ctx: AppContext, key: string): Promise<TransactionOutcome> {
  const row = await findIdempotencyKey(ctx.db, key);
  if (!row) throw new ApiError(404, messages.paymentAttemptNotFound);
  if (row.status === 'requires_action') {
    const payment = await findPayment(ctx.db, key);
    if (payment?.status === 'requires_action') return { statusCode: 402, body: actionRequiredBody(payment) as never };
  }
  if (row.status !== 'completed') throw new ApiError(409, messages.idempotencyKeyInProgress);
  return { statusCode: row.responseStatus ?? 200, body: row.responseBody as TransactionOutcome['body'] };
}

/**
 * The card payment line of an order (the line without a gift card): required with a token when
 * the amount to pay by card is above 0, and for exactly that amount (409 "The payment amount
 * does not match the order total of $X…"). Gift card lines must use GiftCardTypeID and the card
 * line PaymentTypeID (400 "Payment type N is not supported."). Shared by every sale kind.
 */
export function cardPayment(
  ctx: AppContext,
  body: Pick<Request, 'Payments'>,
  order: { amountToPayCents: number; totals: { totalCents: number } },
): { token: string; lineNo: number; paymentTypeId: number } | undefined {
  const { PaymentTypeID, GiftCardTypeID, Currency } = ctx.config.Public;
  const odd = body.Payments.find((p) => p.PaymentTypeID !== (p.GiftcardNo === undefined ? PaymentTypeID : GiftCardTypeID));
  if (odd) throw new ApiError(400, messages.paymentTypeNotSupported(odd.PaymentTypeID));
  const cards = body.Payments.filter((p) => p.GiftcardNo === undefined);
  const line = cards[0];
  const due = order.amountToPayCents;
  if (cards.length > 1 || (!line && due > 0)) throw new ApiError(400, messages.cardTokenRequired);
  if ((line ? toCents(line.PaymentAmount) : 0) !== due) throw new ApiError(409, messages.amountMismatch(formatMoney(order.totals.totalCents, Currency)));
  if (!line || due === 0) return undefined;
  if (!line.CardToken) throw new ApiError(400, messages.cardTokenRequired);
  return { token: line.CardToken, lineNo: line.PaymentLineNo, paymentTypeId: line.PaymentTypeID };
}

/**
 * The hold an order claims: its seat hold, or for an order without timed tickets (GA tickets, gift
 * cards) one of its own, so that the claim and booking steps need no special case.
 */
const orderHoldRef = (body: Request, key: string): string => body.TourHoldRef ?? `order:${key}`;

async function checkout(ctx: AppContext, key: string, body: Request): Promise<TransactionOutcome> {
  const holdRef = orderHoldRef(body, key);
  await verifyRecaptcha(ctx, body.RecaptchaToken, key);
  const customer = await customerForPayment(ctx, body.CustomerID, body.CustomerToken);
  if (!customer) throw new ApiError(400, messages.customerNotRecognised);
  const order = await repriceOrder(ctx, body, { lastName: customer.LastName, email: customer.GuestEmail || customer.CustomerAddress[0]?.Email || '' });
  const card = cardPayment(ctx, body, order);
  // One attempt at a time per hold: a second tab is refused before its card is charged.
  const claim = ctx.testHooks?.skipHoldClaim
    ? { kind: 'claimed' as const, paidBefore: false }
    : await claimHoldPayment(ctx.db, { holdRef: holdRef, key, now: ctx.clock(), leaseMs: ctx.config.PaymentLeaseSeconds * 1000 });
  if (claim.kind === 'busy') throw new ApiError(409, messages.orderPaymentInProgress);
  try {
    // Before any money moves: the live hold reserves the seats, or transaction A re-takes them;
    // then the unique coupon units (a lapsed reservation only if nobody reserved them since).
    await reserveOrderSeats(ctx, holdRef, order.events);
    await confirmUniqueCoupons(ctx, order.coupons, holdRef);
  } catch (err) {
    await releaseHoldPayment(ctx.db, holdRef, key, ctx.clock());
    // The hold's lines are gone because an earlier attempt booked them: say so.
    if (claim.paidBefore && err instanceof ApiError && err.statusCode === 409) throw new ApiError(409, messages.orderAlreadyPaid);
    throw err;
  }

  let payment: PaymentRow | undefined;
  if (card) {
    payment = await chargeCard(ctx, {
      idempotencyKey: key,
      paymentLineNo: card.lineNo,
      paymentTypeId: card.paymentTypeId,
      token: card.token,
      amountCents: order.amountToPayCents,
      description: `${ctx.config.Public.VenueName} tickets`,
    });
    if (payment.status === 'declined' || payment.status === 'refunded') await releaseHoldPayment(ctx.db, holdRef, key, ctx.clock());
    if (payment.status === 'declined') return { statusCode: 422, body: errorBody(payment.message ?? messages.cardDeclined) };
    if (payment.status === 'refunded') return { statusCode: 409, body: errorBody(payment.message ?? messages.unableToPerformTransaction) };
    await ctx.testHooks?.afterCharge?.();
  }

  const email = customer.GuestEmail || customer.CustomerAddress[0]?.Email || '';
  const receipt = await bookOrder(ctx, {
    idempotencyKey: key,
    holdRef: holdRef,
    nodeNo: ctx.config.Public.NodeNo,
    username: ctx.config.TransactionUsername,
    order,
    customer: { CustomerID: customer.CustomerID, FirstName: customer.FirstName, LastName: customer.LastName, Email: email },
    payment,
  });
  return { statusCode: 200, body: receipt };
}
