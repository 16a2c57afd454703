/**
 * What a booking change does, decided from the booking as it stands (its history) and the
 * request, with no I/O (spec 02 §4.1–4.4, §5, §6): the lines it writes, the booking's new state,
 * what the owner pays (positive) or gets back (negative) and where a refund goes. The service
 * computes a plan once before any money moves and again under the booking's lock; the two must
 * agree.
 */
import type { z } from 'zod';
import type { BookingChangeRequest } from '@gt/contract/booking-changes';
import { canCancel, refundOptions, returnedAmounts, type RefundFlags } from '@gt/domain/manage-booking';
import { messages } from '@gt/domain/messages';
import { formatMoney, toCents } from '@gt/domain/money';
import { ApiError } from '../../http/errors';
import type { BookingHead } from '../bookings/repository';
import { noChangesReason, refundPaymentsOf, type BookingSummary, type CurrentLine } from '../bookings/service';
import type { ChangeLineRow } from './repository';
import type { TransactionType } from '../../db/schema';
import type { UsedCoupon } from '../transactions/reprice';

export type ChangeRequest = z.output<typeof BookingChangeRequest>;

export interface ChangePlan {
  type: TransactionType;
  /** Lines to write (negative ones return seats). */
  lines: ChangeLineRow[];
  status?: 'Cancelled';
  /** The booking moves to this event (Change Date / Time). */
  tourEventId?: number;
  /** What the owner pays now (> 0) or gets back (< 0), cents. */
  dueCents: number;
  /** Where a refund goes. */
  refund?: 'card' | 'giftcard';
  /** Cancel-flow refund rules (one payment with a card on file) rather than the change flow's. */
  flow: 'cancel' | 'change';
  /** Names of products the booking did not have and the new event's start and name, for the receipt. */
  labels?: { names: Map<number, string>; eventStarts: Map<number, Date>; eventName: string };
  /** The coupons the new lines use (their units): redeemed and counted by the change's transaction (spec 02 §4.7). */
  coupons?: UsedCoupon[];
  /** Seats the change takes: the hold's lines to claim under the event locks (tickets added, a new date). */
  claim?: { holdRef: string; lines: { tourEventId: number; tourProductId: number; quantity: number }[] };
  isCancel: boolean;
}

const flagsOf = (h: BookingHead): RefundFlags => ({ allowRefunds: h.allowRefunds, allowRefundToGiftcardOnly: h.allowRefundToGiftcardOnly });

/** 409 unless the booking may change now (not cancelled, event neither cancelled nor started). */
export function assertChangeable(head: BookingHead, now: Date): void {
  const reason = noChangesReason(head, now);
  if (reason) throw new ApiError(409, reason);
}

/** Lines returning `units` of a current line (negative quantity and amounts), with status `status`. */
export function returnLine(c: CurrentLine, units: number, status: ChangeLineRow['lineStatus'], productLineNo: number): ChangeLineRow {
  const back = returnedAmounts(
    { quantity: c.line.quantity, exTaxCents: c.line.exTaxCents, taxCents: c.line.taxCents, totalCents: c.line.totalCents },
    c.returned,
    units,
  );
  return {
    tourEventId: c.line.tourEventId,
    productLineNo,
    tourProductId: c.line.tourProductId,
    costRateId: c.line.costRateId,
    quantity: -units,
    affectsCapacity: c.line.affectsCapacity,
    unitPriceCents: c.line.unitPriceCents,
    exTaxCents: -back.exTaxCents,
    taxCents: -back.taxCents,
    totalCents: -back.totalCents,
    lineStatus: status,
    reversesLineId: c.line.bookingLineId,
    barcodes: [],
  };
}

/**
 * Where a refund of `refundCents` may go for the refund type asked (spec 02 §4.1, §4.2, §4.4,
 * §6, §9; domain refundOptions, which the refund dialog shows from the same figures):
 * CancelBooking / CreditCardRefund → the card on file, CancelGiftCardRefund / GiftCardRefund → a
 * new gift card; 409 when the booking's flags or payments do not allow it (a change's card refund
 * above what the booking's card payments can take back: "This booking cannot be refunded to a
 * card…").
 */
export function refundTarget(
  head: BookingHead,
  s: BookingSummary,
  flow: 'cancel' | 'change',
  refundType: ChangeRequest['RefundType'],
  refundCents: number,
): 'card' | 'giftcard' {
  const options = refundOptions(flow, flagsOf(head), refundPaymentsOf(s), refundCents);
  const wantsCard = refundType === 'CancelBooking' || refundType === 'CreditCardRefund';
  const wantsGift = refundType === 'CancelGiftCardRefund' || refundType === 'GiftCardRefund';
  if (wantsCard && options.card) return 'card';
  if (wantsGift && options.giftCard) return 'giftcard';
  if (wantsCard && options.giftCard) throw new ApiError(409, messages.refundToCardNotAllowed);
  throw new ApiError(409, messages.refundNotAllowed);
}

/**
 * Cancel Booking (spec 02 §4.2): every current line returned (status Cancelled), the booking
 * cancelled, and all that was paid for it refunded: to the card on file (refund type
 * CancelBooking, when the cancel-flow rules allow) or to a new gift card (CancelGiftCardRefund).
 * 409 when the booking cannot change, or when refunds are off and something was paid.
 */
export function cancelPlan(head: BookingHead, s: BookingSummary, req: ChangeRequest, now: Date): ChangePlan {
  assertChangeable(head, now);
  if (!canCancel(flagsOf(head), s.paidCents)) throw new ApiError(409, messages.refundNotAllowed);
  const refundCents = Math.max(0, s.paidCents);
  const refund = refundCents > 0 ? refundTarget(head, s, 'cancel', req.RefundType, refundCents) : undefined;
  if (refundCents === 0 && req.RefundType !== 'CancelBooking' && req.RefundType !== 'CancelGiftCardRefund')
    throw new ApiError(409, messages.refundNotAllowed);
  return {
    type: 'Cancel Booking',
    lines: s.current.map((c, i) => returnLine(c, c.quantity, 'Cancelled', i + 1)),
    status: 'Cancelled',
    dueCents: -refundCents,
    refund,
    flow: 'cancel',
    isCancel: true,
  };
}

/** 409 "This booking has changed since you opened it, please find it again." unless the owner was shown the amount the server computes (cents). */
export function assertShownAmount(plan: ChangePlan, shownCents: number): void {
  if (plan.dueCents !== shownCents) throw new ApiError(409, messages.bookingChanged);
}

/**
 * How a card refund of `amountCents` comes out of the booking's card payments: newest first, each
 * up to what it paid towards the booking less what was refunded of it; 409 when they cannot
 * cover it (the owner is offered a gift card instead).
 */
export function cardRefundShares(s: BookingSummary, amountCents: number): { paymentId: number; amountCents: number }[] {
  let left = amountCents;
  const shares: { paymentId: number; amountCents: number }[] = [];
  for (const c of [...s.cardPayments].reverse()) {
    const take = Math.min(left, c.chargeId === null ? 0 : c.refundableCents);
    if (take <= 0) continue;
    shares.push({ paymentId: c.paymentId, amountCents: take });
    left -= take;
  }
  if (left > 0) throw new ApiError(409, messages.refundToCardNotAllowed);
  return shares;
}

/**
 * Booking Payment (spec 02 §4.3, §5 "Additional payment amount"): pays `AmountToPay` of the
 * balance owing, above 0 and at most the balance ("The amount to pay must be above $0.00 and at
 * most the balance owing of X."); no line changes. 409 for a cancelled booking, and for a booking
 * whose event the venue cancelled ("This event was cancelled by the venue, please contact us
 * about your booking."): such a booking cannot be changed or cancelled online, so money taken
 * for it could not be given back there. A balance of an event that started may still be paid.
 */
export function paymentPlan(head: BookingHead, s: BookingSummary, req: ChangeRequest, currency: string): ChangePlan {
  if (head.status === 'Cancelled') throw new ApiError(409, messages.bookingAlreadyCancelled);
  if (head.eventCancelled) throw new ApiError(409, messages.bookingEventCancelled);
  const cents = toCents(req.AmountToPay);
  if (cents <= 0 || cents > s.balanceCents)
    throw new ApiError(409, messages.paymentAboveBalance(formatMoney(Math.max(0, s.balanceCents), currency)));
  return { type: 'Booking Payment', lines: [], dueCents: cents, flow: 'change', isCancel: false };
}
