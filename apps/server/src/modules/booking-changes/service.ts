/**
 * Booking changes (spec 02 §2.7, §4.1–4.6; docs/architecture.md#money-and-the-ledger):
 * `POST /middleware/api/Transactions` with TransactionType 'Cancel Booking', 'Booking Payment',
 * 'Modify Tickets' or 'Change Date / Time'. Order of work, as for a purchase:
 *   claim the Idempotency-Key → the owner's credentials (booking ID, e-mail, last name) → the
 *   change planned from the booking as it stands, and the amount the owner was shown checked →
 *   (a payment) the card charged, or the card on file → the change's transaction (apply.ts: under
 *   the booking's lock, planned again, written append-only, seats claimed under the event locks)
 *   → card refunds sent to the provider against their original charge, the e-mail sent.
 * A failure before any money moved releases the key; a charge whose change is then refused is
 * refunded and the refusal stored for the key.
 */
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import type { ErrorResponse } from '@gt/contract/errors';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { loadBookingState, type BookingHead } from '../bookings/repository';
import { openBooking, summarize } from '../bookings/service';
import { confirmUniqueCoupons } from '../coupons/service';
import { verifyRecaptcha } from '../transactions/recaptcha';
import { runPaymentAttempt } from '../transactions/payment-attempt';
import { applyChange, type ChangeRun } from './apply';
import { changeDatePlan, modifyPlan } from './modify';
import { collectPayment } from './pay';
import { assertShownAmount, cancelPlan, paymentPlan, type ChangeRequest } from './plans';
import { sendPendingRefunds } from './refunds';

export interface ChangeOutcome {
  statusCode: number;
  body: BookingChangeResult | ErrorResponse;
}

/**
 * Handles one booking change. Returns the change's receipt (200) or a stored refusal after a
 * refunded charge; throws ApiError 400 (no Idempotency-Key), 403 (last name or e-mail does not
 * match), 404 (not a booking: the configured InvalidFindBookingFields), 409 (the booking changed
 * meanwhile or cannot change, the refund asked is not allowed, seats gone, key in progress) and
 * 422 (key reused with another body).
 */
export async function postBookingChange(ctx: AppContext, input: { body: ChangeRequest; idempotencyKey?: string }): Promise<ChangeOutcome> {
  return runPaymentAttempt<BookingChangeResult>(ctx, {
    idempotencyKey: input.idempotencyKey,
    body: input.body,
    attempt: async (key) => ({ statusCode: 200, body: await change(ctx, key, input.body) }),
    afterSuccess: async (result) => void (await sendPendingRefunds(ctx, result.ReceiptNo)),
    onAction: async () => undefined,
  });
}

async function change(ctx: AppContext, key: string, req: ChangeRequest): Promise<BookingChangeResult> {
  await verifyRecaptcha(ctx, req.RecaptchaToken, key);
  const head = await openBooking(ctx, { bookingId: req.BookingID, email: req.Email, lastName: req.LastName });
  if (!head) throw new ApiError(404, ctx.config.Public.Messages.InvalidFindBookingFields);
  const { Currency } = ctx.config.Public;
  switch (req.TransactionType) {
    case 'Cancel Booking':
      return planned(ctx, key, req, head, (h, s) => cancelPlan(h, s, req, ctx.clock()));
    case 'Booking Payment':
      return planned(ctx, key, req, head, (h, s) => paymentPlan(h, s, req, Currency));
    case 'Modify Tickets':
      return planned(ctx, key, req, head, (h, s, db) => modifyPlan(ctx, db, h, s, req));
    case 'Change Date / Time':
      return planned(ctx, key, req, head, (h, s, db) => changeDatePlan(ctx, db, h, s, req));
    default:
      throw new ApiError(400, messages.bookingChangeNotAllowed);
  }
}

/**
 * Plans the change on the booking as it stands (no lock) and checks the amount the owner was
 * shown, collects the amount due (charging the card part) and runs the change's transaction,
 * which plans again under the booking's lock. A change that pays nothing takes no payment line.
 */
async function planned(
  ctx: AppContext,
  key: string,
  req: ChangeRequest,
  head: BookingHead,
  planFor: ChangeRun['planFor'],
): Promise<BookingChangeResult> {
  const state = await loadBookingState(ctx.db, head.bookingId);
  if (!state) throw new ApiError(404, ctx.config.Public.Messages.InvalidFindBookingFields);
  const s = summarize(state);
  const plan = await planFor(state.head, s, ctx.db);
  assertShownAmount(plan, toCents(req.AmountToPay));
  if (plan.dueCents <= 0 && req.Payments.length > 0)
    throw new ApiError(409, messages.amountMismatch(formatMoney(0, ctx.config.Public.Currency)));
  // A unique coupon's units are confirmed before the card is charged (redeemed by the change's transaction).
  await confirmUniqueCoupons(ctx, plan.coupons ?? [], plan.claim?.holdRef ?? null);
  const collected = plan.dueCents > 0 ? await collectPayment(ctx, key, req, s, plan.dueCents) : { giftCards: [] };
  return applyChange(ctx, { key, req, bookingNo: head.bookingNo, planFor, payment: collected.payment, giftCards: collected.giftCards });
}
