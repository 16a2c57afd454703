/**
 * The database transaction of a booking change (docs/architecture.md#money-and-the-ledger): under
 * the booking's row lock (one change of a booking at a time: a second tab waits, then finds the
 * booking changed), the plan is computed again from the booking as it now stands and must ask
 * the amount the owner was shown; then, append-only: the change's transaction, its lines (seats
 * returned at once by negative sold seats), the booking's new state, the card payment linked,
 * gift cards redeemed, card refunds reserved within what each payment captured less earlier
 * refunds (pending until the provider confirms), a gift card issued as a refund, the e-mail
 * queued and the Idempotency-Key's answer stored; the coupons of new lines redeemed (a unique
 * code's units within its limit) and recorded, and last before the event locks each plain
 * coupon's use counted (times_used < max). Last, under the event locks, the seats of a
 * hold are claimed (claim_event_seats: never oversold), so that the event locks are held for no
 * round trip. Any refusal rolls all of it back.
 */
import type { BookingChangeResult, ChangeRefund } from '@gt/contract/booking-changes';
import type { TransactionResult } from '@gt/contract/transactions';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { messages } from '@gt/domain/messages';
import { toCents, toDollars } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import type { TransactionType, VoidReason } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { EVENT_NOT_BOOKABLE, EVENT_OVERSOLD, HOLD_NOT_CLAIMED, LOCK_NOT_AVAILABLE, pgError } from '../../lib/pg-error';
import { loadBookingState, lockBooking, type BookingHead, type BookingState } from '../bookings/repository';
import { bookingView, summarize, type BookingSummary } from '../bookings/service';
import { newGiftCards, redeemGiftCard } from '../gift-cards/repository';
import { queueBookingChange } from '../mail/outbox-repository';
import { updatePayment, type PaymentRow } from '../payments/payments-repository';
import { receiptPayments } from '../payments/receipt-payment';
import { claimEventSeats } from '../tour-holds/repository';
import { HOLD_LOCK_TIMEOUT_MS } from '../tour-holds/service';
import { completeIdempotencyKey } from '../transactions/idempotency-repository';
import { countCouponUses, countUnlimitedCouponUses, redeemCoupons } from '../transactions/redeem';
import { assertShownAmount, cardRefundShares, type ChangePlan, type ChangeRequest } from './plans';
import { buildChangeReceipt, namesOf } from './receipt';
import { insertChangeLines, insertChangeTransaction, issueRefundGiftCard, reserveCardRefund, setBookingState, voidTakenBackTickets } from './repository';
import { recordWebhookEvent } from '../webhooks/events';

export interface ChangeRun {
  key: string;
  req: ChangeRequest;
  bookingNo: number;
  /** The plan from the booking as it stands (called under its lock). */
  planFor(head: BookingHead, s: BookingSummary, db: Db): Promise<ChangePlan> | ChangePlan;
  /** The captured card payment of the amount due, if the card pays. */
  payment?: PaymentRow;
  /** Gift cards paying part of the amount due (their holds), cents. */
  giftCards?: { giftcardNo: string; holdRef: string; amountCents: number; lineNo: number; paymentTypeId: number }[];
  /** Runs last in the change's transaction (a back office action: its audit entry and its own stored answer). */
  afterWrite?: (tx: Tx, o: { result: BookingChangeResult; bookingId: number; before: BookingState }) => Promise<void>;
}

/** Runs the change's transaction; returns its receipt (refunds to a card still pending at the provider). */
export async function applyChange(ctx: AppContext, run: ChangeRun): Promise<BookingChangeResult> {
  const now = ctx.clock();
  const hooks = ctx.testHooks;
  let eventName = '';
  const out = await ctx.db
    .transaction(async (tx) => {
      const bookingId = await lockBooking(tx, run.bookingNo, !hooks?.skipBookingLock);
      const state = bookingId === undefined ? undefined : await loadBookingState(tx, bookingId);
      if (!state || bookingId === undefined) throw new ApiError(404, messages.bookingChanged);
      await hooks?.afterBookingRead?.();
      const s = summarize(state);
      const plan = await run.planFor(state.head, s, tx);
      eventName = plan.labels?.eventName ?? state.head.eventName;
      assertShownAmount(plan, toCents(run.req.AmountToPay));
      const paidCents = Math.max(0, plan.dueCents);
      const refundCents = Math.max(0, -plan.dueCents);
      const receiptNo = await insertChangeTransaction(tx, {
        type: plan.type,
        bookingId,
        customerId: state.head.customerId,
        nodeNo: ctx.config.Public.NodeNo,
        username: ctx.config.TransactionUsername,
        idempotencyKey: run.key,
        now,
        lines: plan.lines.reduce((t, l) => ({ exTaxCents: t.exTaxCents + l.exTaxCents, taxCents: t.taxCents + l.taxCents }), {
          exTaxCents: 0,
          taxCents: 0,
        }),
        collectedCents: plan.dueCents,
      });
      await insertChangeLines(tx, receiptNo, bookingId, plan.lines);
      await voidTakenBackTickets(tx, receiptNo, voidReasonOf(plan.type, refundCents), now);
      await redeemCoupons(ctx, tx, { coupons: plan.coupons ?? [], receiptNo, holdRef: plan.claim?.holdRef ?? null, now });
      await setBookingState(tx, bookingId, { status: plan.status, tourEventId: plan.tourEventId });

      const payments: TransactionResult['Payments'] = [];
      for (const g of [...(run.giftCards ?? [])].sort((a, b) => a.giftcardNo.localeCompare(b.giftcardNo))) {
        const left = await redeemGiftCard(tx, {
          giftcardNo: g.giftcardNo,
          holdRef: g.holdRef,
          amountCents: g.amountCents,
          receiptNo,
          now,
          lock: !hooks?.skipGiftCardLock,
        });
        if (left === null) throw new ApiError(409, messages.giftCardBalanceChanged(maskGiftCardNo(g.giftcardNo)));
        payments.push({
          PaymentLineNo: g.lineNo,
          PaymentTypeID: g.paymentTypeId,
          PaymentAmount: toDollars(g.amountCents),
          GiftcardNo: maskGiftCardNo(g.giftcardNo),
          BalanceRemaining: toDollars(Math.max(0, left)),
        });
      }
      if (run.payment)
        payments.push(
          ...receiptPayments(await updatePayment(tx, run.payment.paymentId, { status: 'captured', receiptNo, updatedAt: now })),
        );
      const refunds = refundCents > 0 ? await writeRefunds(ctx, tx, { run, plan, s, receiptNo, refundCents, now }) : [];

      const after = await loadBookingState(tx, bookingId);
      const names = namesOf(state.lines, state.head);
      for (const [k, v] of plan.labels?.names ?? []) names.names.set(k, v);
      for (const [k, v] of plan.labels?.eventStarts ?? []) names.eventStarts.set(k, v);
      const result = buildChangeReceipt({
        receiptNo,
        now,
        zone: ctx.config.Public.VenueTimeZone,
        head: state.head,
        plan,
        ...names,
        paidCents: paidCents - refundCents,
        payments,
        refunds,
        booking: bookingView(ctx, after ?? state),
      });
      await queueBookingChange(tx, result, now);
      await recordWebhookEvent(tx, plan.status === 'Cancelled' ? 'booking.cancelled' : 'booking.changed', result, now);
      await completeIdempotencyKey(tx, run.key, 200, result);
      await run.afterWrite?.(tx, { result, bookingId, before: state });
      // A plain coupon's use count is one row every order and change with that code updates:
      // counted last before the event locks, so that its row lock is held for the last round trips only.
      await countCouponUses(ctx, tx, { coupons: plan.coupons ?? [] });
      if (plan.claim) {
        await claimEventSeats(tx, {
          holdRef: plan.claim.holdRef,
          lines: plan.claim.lines,
          now,
          lock: !hooks?.skipHoldLock,
          claim: !hooks?.skipHoldClaim,
          checkState: !hooks?.skipEventRecheck,
          lockTimeoutMs: HOLD_LOCK_TIMEOUT_MS,
        });
        await hooks?.afterAvailabilityCheck?.();
      }
      return { result, coupons: plan.coupons ?? [] };
    })
    .catch((err: unknown) => {
      throw seatRefusal(err, eventName);
    });
  await countUnlimitedCouponUses(ctx.db, out.coupons);
  return out.result;
}

/**
 * Why a change's taken-back tickets stop admitting, as the door says it: a date change; money given
 * back (a cancellation or fewer tickets, online or at the desk); else a cancellation or fewer tickets.
 */
function voidReasonOf(type: TransactionType, refundCents: number): VoidReason {
  if (type === 'Change Date / Time') return 'changed';
  if (refundCents > 0) return 'refunded';
  return type === 'Cancel Booking' ? 'cancelled' : 'reduced';
}

/**
 * A failed seat claim as the owner's answer (as for a purchase): 503 the event is busy; 409
 * "Tickets not longer available…" (the event was cancelled, closed or started), "Your hold on
 * {event} has expired…" (seats gone), "The tickets for {event} … are not the ones held for you…".
 */
function seatRefusal(err: unknown, eventName = ''): unknown {
  const db = pgError(err);
  if (db?.code === LOCK_NOT_AVAILABLE) return new ApiError(503, messages.eventBusy);
  if (db?.code === EVENT_NOT_BOOKABLE) return new ApiError(409, messages.ticketsNoLongerAvailable);
  if (db?.code === EVENT_OVERSOLD) return new ApiError(409, messages.holdLapsedSeatsGone(eventName));
  if (db?.code === HOLD_NOT_CLAIMED) return new ApiError(409, messages.cartDiffersFromHold(eventName));
  return err;
}

/**
 * The refund of a change: to the card (shares of the booking's card payments, each reserved
 * within what its payment captured less earlier refunds; 409 when a payment cannot cover its
 * share) or to a new gift card (random 80-bit number, a PIN unless the PIN mode is `false`).
 */
async function writeRefunds(
  ctx: AppContext,
  tx: Tx,
  r: { run: ChangeRun; plan: ChangePlan; s: BookingSummary; receiptNo: number; refundCents: number; now: Date },
): Promise<ChangeRefund[]> {
  if (r.plan.refund === 'giftcard') {
    const [card] = await newGiftCards(1, ctx.config.Public.GiftCardPinMode !== 'false');
    if (!card) throw new Error('newGiftCards made no card');
    const { giftcardNo, pin } = card;
    await issueRefundGiftCard(tx, {
      giftcardNo,
      pinHash: card.pinHash,
      amountCents: r.refundCents,
      receiptNo: r.receiptNo,
      now: r.now,
    });
    const amount = toDollars(r.refundCents);
    return [
      { RefundType: 'Gift Card', Amount: amount, Description: giftcardNo, GiftcardNo: giftcardNo, Pin: pin, GiftcardBalance: amount },
    ];
  }
  const refunds: ChangeRefund[] = [];
  for (const share of cardRefundShares(r.s, r.refundCents)) {
    const id = await reserveCardRefund(tx, {
      paymentId: share.paymentId,
      receiptNo: r.receiptNo,
      idempotencyKey: `${r.run.key}:refund:${share.paymentId}`,
      amountCents: share.amountCents,
      now: r.now,
      guard: !ctx.testHooks?.skipRefundGuard,
      afterCheck: ctx.testHooks?.afterAvailabilityCheck,
    });
    if (id === null) throw new ApiError(409, messages.refundToCardNotAllowed);
    const card = r.s.cardPayments.find((c) => c.paymentId === share.paymentId);
    refunds.push({
      RefundType: 'Card',
      Amount: toDollars(share.amountCents),
      Description: `${card?.brand ?? ''}-************${card?.last4 ?? ''}`,
      GiftcardNo: null,
      Pin: null,
      GiftcardBalance: null,
    });
  }
  return refunds;
}
