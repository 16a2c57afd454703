/**
 * A booking changed at the desk (docs/architecture.md#operators-and-the-back-office): resend the
 * confirmation, cancel with refund, partial refund (tickets given back), change date, modify
 * tickets. Each runs the visitor's own code path (plans.ts cancelPlan, modify.ts modifyPlan /
 * changeDatePlan, apply.ts applyChange under the booking's row lock, refunds.ts to the provider)
 * under an Idempotency-Key (runPaymentAttempt: a double click or a retry replays the first answer,
 * never a second refund), with the operator as the actor and:
 * - a required reason, written with before/after to the audit log in the change's transaction;
 * - overrides of the booking type's flags, only when asked: `refunds` (AllowRefunds and gift-card
 *   only; a partial refund also needs no AllowTicketChanges), `dateChanges`
 *   (AllowDateTimeChanges), `ticketChanges` (AllowTicketChanges). Never of the booking's state: a
 *   cancelled booking, an event cancelled by the venue or already started stays unchangeable;
 * - no payment taken: a change that would cost the visitor more is refused (409, the amount named):
 *   the back office has no desk payment method; the visitor makes such a change in Manage my
 *   booking, where the card pays it.
 * Seats of a new date or added tickets are held by the server (the visitor's hold code, checkout
 * stage: no per-client limits) and claimed under the event locks by applyChange.
 */
import type { ActionResult, CancelBody, ChangeDateBody, ModifyBody, Overrides, PartialRefundBody } from '@gt/contract/admin/bookings';
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import { messages } from '@gt/domain/messages';
import { formatMoney, toDollars } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import type { TransactionType } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { newHoldRef } from '../../lib/random-codes';
import { writeAudit, type Actor } from '../audit/repository';
import { bookingAnswers, bookingIdOf, saleConfirmation } from '../bookings/admin-repository';
import { BOOKING_NOT_FOUND } from '../bookings/admin-service';
import { loadBookingState, type BookingHead, type BookingState } from '../bookings/repository';
import { summarize, type BookingSummary } from '../bookings/service';
import { queueConfirmation } from '../mail/outbox-repository';
import { releaseHold, changeEventHold } from '../tour-holds/service';
import { completeIdempotencyKey } from '../transactions/idempotency-repository';
import { runPaymentAttempt } from '../transactions/payment-attempt';
import type { TransactionResult } from '@gt/contract/transactions';
import { applyChange } from './apply';
import { changeDatePlan, modifyPlan } from './modify';
import { assertChangeable, cancelPlan, type ChangePlan, type ChangeRequest } from './plans';
import { sendPendingRefunds } from './refunds';

/** Texts of the desk's own refusals (the visitor flows' texts come from domain messages). */
export const deskMessages = {
  costsMore: (amount: string) =>
    `This change costs ${amount} more. The back office does not take payments: the visitor can make this change in Manage my booking and pay by card.`,
  balanceOwing: (amount: string) =>
    `This booking has a balance owing of ${amount}. The back office does not take payments: the visitor pays it in Manage my booking before it can be changed here.`,
  noConfirmation: 'This booking has no confirmation e-mail to send again.',
  refundAboveBooked: (name: string, left: number) => `Only ${left} of ${name} can be refunded.`,
  lineNotFound: 'That line is not one of this booking’s tickets.',
} as const;

export type DeskAction =
  | { kind: 'resend'; body: { reason: string } }
  | { kind: 'cancel'; body: CancelBody }
  | { kind: 'refund'; body: PartialRefundBody }
  | { kind: 'change-date'; body: ChangeDateBody }
  | { kind: 'modify'; body: ModifyBody };

/** What is stored for the Idempotency-Key and replayed: the action's result without the booking (read fresh). */
export type DeskOutcome = Omit<ActionResult, 'booking'>;

/** What the audit log keeps of a booking before and after an action. */
function audited(state: BookingState, s: BookingSummary = summarize(state)) {
  return {
    status: state.head.status,
    tourEventId: state.head.tourEventId,
    startsAt: state.head.startsAt.toISOString(),
    tickets: Object.fromEntries(s.current.map((c) => [c.line.productName, c.quantity])),
    valueCents: s.valueCents,
    paidCents: s.paidCents,
    balanceCents: s.balanceCents,
  };
}

/** The booking type's flags with the operator's overrides (refunds: to the target asked). */
function overridden(h: BookingHead, o: Overrides, refundTo: 'card' | 'giftcard', partialRefund = false): BookingHead {
  const refunds = o.refunds
    ? { allowRefunds: true, allowRefundToGiftcardOnly: refundTo === 'giftcard' }
    : { allowRefunds: h.allowRefunds, allowRefundToGiftcardOnly: h.allowRefundToGiftcardOnly };
  return {
    ...h,
    ...refunds,
    allowDateTimeChanges: h.allowDateTimeChanges || o.dateChanges,
    allowDateTimeChangesWithinArea: h.allowDateTimeChangesWithinArea,
    allowTicketChanges: h.allowTicketChanges || o.ticketChanges || (partialRefund && o.refunds),
  };
}

const refundType = (flow: 'cancel' | 'change', to: 'card' | 'giftcard'): ChangeRequest['RefundType'] =>
  flow === 'cancel' ? (to === 'card' ? 'CancelBooking' : 'CancelGiftCardRefund') : to === 'card' ? 'CreditCardRefund' : 'GiftCardRefund';

const ACTION_TYPE: Record<Exclude<DeskAction['kind'], 'resend'>, TransactionType> = {
  cancel: 'Cancel Booking',
  refund: 'Modify Tickets',
  'change-date': 'Change Date / Time',
  modify: 'Modify Tickets',
};

/**
 * Runs one desk action on booking `bookingNo` as `actor` under `idempotencyKey` (required: 400
 * without). Returns the stored outcome (the first one again for a retry with the same key and
 * body). Errors: 404 BOOKING_NOT_FOUND; 409 the visitor flows' refusals (flags without override:
 * "Refunds are not allowed…", "Changes are not allowed…"; cancelled, started, seats gone; "This
 * booking has changed since you opened it…" when it changed between the plan and the lock),
 * deskMessages.costsMore / noConfirmation; 400 a line that is not the booking's, a refund of more
 * units than left; 422 a key reused with another body.
 */
export async function runDeskAction(
  ctx: AppContext,
  actor: Actor,
  bookingNo: number,
  action: DeskAction,
  idempotencyKey: string | undefined,
): Promise<{ statusCode: number; body: DeskOutcome | { Errors: { ErrorMessage: string }[] } }> {
  const bookingId = await bookingIdOf(ctx.db, bookingNo);
  if (bookingId === undefined) throw new ApiError(404, BOOKING_NOT_FOUND);
  const trimmed = idempotencyKey?.trim();
  return runPaymentAttempt<DeskOutcome>(ctx, {
    idempotencyKey: trimmed ? `desk:${trimmed}` : undefined,
    body: { bookingNo, action },
    attempt: async (key) => ({
      statusCode: 200,
      body:
        action.kind === 'resend'
          ? await resend(ctx, actor, key, bookingId, action.body.reason)
          : await change(ctx, actor, key, bookingId, action),
    }),
    afterSuccess: async (out) => {
      if (out.receiptNo !== null) await sendPendingRefunds(ctx, { receiptNo: out.receiptNo });
    },
  });
}

async function resend(ctx: AppContext, actor: Actor, key: string, bookingId: number, reason: string): Promise<DeskOutcome> {
  const state = await loadBookingState(ctx.db, bookingId);
  if (!state) throw new ApiError(404, BOOKING_NOT_FOUND);
  const payload = await saleConfirmation(ctx.db, state.head.saleReceiptNo);
  if (!payload) throw new ApiError(409, deskMessages.noConfirmation);
  const out: DeskOutcome = { receiptNo: null, amountCents: 0, refunds: [] };
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await queueConfirmation(tx, payload as TransactionResult, now);
    await writeAudit(tx, actor, now, {
      action: 'booking.resend-confirmation',
      entity: 'booking',
      entityId: state.head.bookingNo,
      before: audited(state),
      after: { ...audited(state), reason, to: state.head.emails[0] ?? '' },
    });
    await completeIdempotencyKey(tx, key, 200, out);
  });
  return out;
}

/** The request the visitor's plan functions read, built for the desk (no credentials: the operator is signed in). */
function deskRequest(head: BookingHead, type: TransactionType, extra: Partial<ChangeRequest>): ChangeRequest {
  return {
    TransactionType: type as ChangeRequest['TransactionType'],
    BookingID: String(head.bookingNo),
    Email: head.emails[0] ?? '',
    LastName: head.lastName,
    RefundType: '',
    AmountToPay: 0,
    Payments: [],
    Lines: [],
    Products: [],
    Coupons: [],
    ...extra,
  };
}

/** The new quantities of a partial refund: each line lowered by the units given back. */
function refundLines(s: BookingSummary, lines: PartialRefundBody['lines']): ChangeRequest['Lines'] {
  return lines.map((l) => {
    const c = s.current.find((x) => x.line.bookingLineId === l.bookingLineId);
    if (!c) throw new ApiError(400, deskMessages.lineNotFound);
    if (l.quantity > c.quantity) throw new ApiError(400, deskMessages.refundAboveBooked(c.line.productName, c.quantity));
    return { BookingLineID: l.bookingLineId, Quantity: c.quantity - l.quantity };
  });
}

/** The products of a date change when the operator names none: the booking's tickets as they are. */
const currentProducts = (s: BookingSummary) => {
  const byProduct = new Map<number, number>();
  for (const c of s.current) byProduct.set(c.line.tourProductId, (byProduct.get(c.line.tourProductId) ?? 0) + c.quantity);
  return [...byProduct].map(([tourProductId, quantity]) => ({ tourProductId, quantity }));
};

async function change(
  ctx: AppContext,
  actor: Actor,
  key: string,
  bookingId: number,
  action: Exclude<DeskAction, { kind: 'resend' }>,
): Promise<DeskOutcome> {
  const state = await loadBookingState(ctx.db, bookingId);
  if (!state) throw new ApiError(404, BOOKING_NOT_FOUND);
  const s = summarize(state);
  const { body } = action;
  const flow = action.kind === 'cancel' ? 'cancel' : 'change';
  const extra: Partial<ChangeRequest> = { RefundType: refundType(flow, body.refundTo) };
  let holdOn: { eventId: number; products: { tourProductId: number; quantity: number }[] } | undefined;
  if (action.kind === 'refund') extra.Lines = refundLines(s, action.body.lines);
  if (action.kind === 'modify') {
    extra.Lines = action.body.lines.map((l) => ({ BookingLineID: l.bookingLineId, Quantity: l.quantity }));
    if (action.body.products.length) holdOn = { eventId: state.head.tourEventId, products: action.body.products };
  }
  if (action.kind === 'change-date') {
    extra.NewTourEventID = action.body.tourEventId;
    holdOn = { eventId: action.body.tourEventId, products: action.body.products.length ? action.body.products : currentProducts(s) };
  }
  if (holdOn) extra.Products = holdOn.products.map((p) => ({ TourProductID: p.tourProductId, Quantity: p.quantity }));
  const req = deskRequest(state.head, ACTION_TYPE[action.kind], extra);
  const head = (h: BookingHead) => overridden(h, body.override, body.refundTo, action.kind === 'refund');
  const planFor = (h: BookingHead, sum: BookingSummary, db: Db): Promise<ChangePlan> | ChangePlan => {
    if (action.kind === 'cancel') return cancelPlan(head(h), sum, req, ctx.clock());
    if (action.kind === 'change-date') return changeDatePlan(ctx, db, head(h), sum, req);
    return modifyPlan(ctx, db, head(h), sum, req);
  };

  let holdRef: string | undefined;
  try {
    if (holdOn && holdOn.products.length) {
      // Refused before any seat is held when the booking cannot change or the flag forbids it (the plan checks again).
      const h = head(state.head);
      assertChangeable(h, ctx.clock());
      if (action.kind === 'change-date' ? !h.allowDateTimeChanges : !h.allowTicketChanges)
        throw new ApiError(409, messages.bookingChangeNotAllowed);
      // The seats of the new date or added tickets, held as a visitor's checkout holds them (released below on any refusal).
      const taken = await changeEventHold(ctx, ctx.db, {
        holdRef: newHoldRef(),
        tourEventId: holdOn.eventId,
        action: 'checkout',
        products: holdOn.products.map((p) => ({ TourProductID: p.tourProductId, Quantity: p.quantity })),
        clientKey: '',
        // The booking's answers go with it (a booking type's required fields are checked on the hold).
        udfs: (await bookingAnswers(ctx.db, bookingId)).map((a) => ({ UDFID: a.udfId, Value: a.value })),
      });
      holdRef = taken.holdRef;
      req.TourHoldRef = holdRef;
    }
    const plan = await planFor(state.head, s, ctx.db);
    if (plan.dueCents > 0) {
      // Money the visitor would pay now: a payment this change needs, or a balance it leaves owing (never written without its payment).
      const money = (cents: number) => formatMoney(cents, ctx.config.Public.Currency);
      if (s.balanceCents > 0 && plan.dueCents <= s.balanceCents) throw new ApiError(409, deskMessages.balanceOwing(money(s.balanceCents)));
      throw new ApiError(409, deskMessages.costsMore(money(plan.dueCents)));
    }
    req.AmountToPay = toDollars(plan.dueCents);
    let out: DeskOutcome | undefined;
    await applyChange(ctx, {
      key,
      req,
      bookingNo: state.head.bookingNo,
      planFor,
      afterWrite: async (tx: Tx, o: { result: BookingChangeResult; bookingId: number; before: BookingState }) => {
        const after = await loadBookingState(tx, o.bookingId);
        out = {
          receiptNo: o.result.ReceiptNo,
          amountCents: Math.round(o.result.AmountPaid * 100),
          refunds: o.result.Refunds.map((r) => ({
            type: r.RefundType === 'Card' ? ('card' as const) : ('giftcard' as const),
            amountCents: Math.round(r.Amount * 100),
            description: r.Description,
            giftcardNo: r.GiftcardNo,
            pin: r.Pin,
          })),
        };
        await writeAudit(tx, actor, ctx.clock(), {
          action: `booking.${action.kind}`,
          entity: 'booking',
          entityId: o.before.head.bookingNo,
          before: audited(o.before),
          after: {
            ...(after ? audited(after) : {}),
            reason: body.reason,
            overrides: body.override,
            receiptNo: out.receiptNo,
            amountCents: out.amountCents,
            refunds: out.refunds.map((r) => ({ type: r.type, amountCents: r.amountCents })),
          },
        });
        await completeIdempotencyKey(tx, key, 200, out);
      },
    });
    if (!out) throw new Error('applyChange finished without its desk outcome');
    return out;
  } catch (err) {
    if (holdRef) await releaseHold(ctx, holdRef);
    throw err;
  }
}
