/**
 * Cancelling an event by the venue with a bulk refund (docs/architecture.md#money-and-the-ledger). `cancelEvent` closes the event (cancelled and closed, under the event's
 * row lock, audited), lists every booked booking of it as a job item, then runs the items: each
 * booking is cancelled through the manage-my-booking change transaction (booking-changes/apply.ts:
 * under the booking's lock, append-only negative lines, seats returned, card refunds reserved
 * within what each payment captured, or a new gift card, the change e-mail queued), with the
 * operator as the actor and the venue's reason, then its card refunds are sent to the provider
 * (booking-changes/refunds.ts). An item is marked done in the same transaction as its booking's
 * cancellation, so a run that dies halfway is resumed by pressing cancel again (or by a second
 * operator at the same time): done items are skipped, and a booking found cancelled under its
 * lock is never refunded twice.
 *
 * The venue cancelled, so the booking type's refund flags do not apply: everything paid comes
 * back, to the card when the booking's card payments cover it (else to a gift card), or to a new
 * gift card when the operator asks for gift cards.
 */
import { randomUUID } from 'node:crypto';
import { toDollars } from '@gt/domain/money';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import type { CancelEventBody, CancellationProgress } from '@gt/contract/admin/event-ops';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { loadBookingState, type BookingHead } from '../bookings/repository';
import { summarize, type BookingSummary } from '../bookings/service';
import { applyChange } from '../booking-changes/apply';
import { cardRefundShares, returnLine, type ChangePlan, type ChangeRequest } from '../booking-changes/plans';
import { sendPendingRefunds } from '../booking-changes/refunds';
import {
  addItems,
  findJob,
  finishJob,
  insertJob,
  listItems,
  lockEvent,
  markItemDone,
  markItemOpenOutcome,
  openItems,
  setEventCancelled,
  setItemReceipt,
  type CancellationItemRow,
  type CancellationJobRow,
} from './repository';

/** Thrown inside the change's transaction when the booking is cancelled already or no longer of the event (rolls it back). */
class NotToCancel extends Error {}

/**
 * POST /tour-events/:id/cancel: cancels the event (first call) or resumes its cancellation (any
 * later call; the first reason and refund target stay), refunds every booking not done yet and
 * answers the progress. Errors: 404 `eventNotFound`. A booking whose refund is refused is
 * `failed` with the reason and tried again by the next call.
 */
export async function cancelEvent(
  ctx: AppContext,
  actor: Actor,
  tourEventId: number,
  body: CancelEventBody,
): Promise<CancellationProgress> {
  const job = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, tourEventId);
    if (!event) throw new ApiError(404, eventOpsMessages.eventNotFound);
    const now = ctx.clock();
    let row = await findJob(tx, tourEventId);
    if (!row) {
      row = await insertJob(tx, {
        tourEventId,
        reason: body.reason,
        refundTo: body.refundTo,
        actorUserId: actor.userId,
        actorEmail: actor.email,
        createdAt: now,
      });
      await setEventCancelled(tx, tourEventId);
      await writeAudit(tx, actor, now, {
        action: 'tour-event.cancel',
        entity: 'tour-event',
        entityId: tourEventId,
        before: { cancelled: event.cancelled, closed: event.closed },
        after: { cancelled: true, closed: true, reason: body.reason, refundTo: body.refundTo },
      });
    }
    await addItems(tx, tourEventId, now);
    return row;
  });
  await runItems(ctx, actor, job);
  await finishJob(ctx.db, tourEventId, ctx.clock());
  return cancellationProgress(ctx, tourEventId);
}

async function runItems(ctx: AppContext, actor: Actor, job: CancellationJobRow): Promise<void> {
  let n = 0;
  for (const item of await openItems(ctx.db, job.tourEventId)) {
    await cancelOne(ctx, actor, job, item);
    await ctx.testHooks?.afterEventCancelItem?.(++n);
  }
}

/** The venue's cancellation of one booking: every current line returned, all paid refunded. */
function venuePlan(s: BookingSummary, refundTo: 'card' | 'giftcard'): ChangePlan {
  const refundCents = Math.max(0, s.paidCents);
  return {
    type: 'Cancel Booking',
    lines: s.current.map((c, i) => returnLine(c, c.quantity, 'Cancelled', i + 1)),
    status: 'Cancelled',
    dueCents: -refundCents,
    refund: refundCents > 0 ? refundTarget(s, refundCents, refundTo) : undefined,
    flow: 'cancel',
    isCancel: true,
  };
}

/** The card when asked and the booking's card payments can take all of it back, else a gift card. */
function refundTarget(s: BookingSummary, refundCents: number, refundTo: 'card' | 'giftcard'): 'card' | 'giftcard' {
  if (refundTo === 'giftcard') return 'giftcard';
  try {
    cardRefundShares(s, refundCents);
    return 'card';
  } catch {
    return 'giftcard';
  }
}

/** Why a listed booking is not cancelled: cancelled already, or moved to another event meanwhile ('' : cancel it). */
function skipReason(head: BookingHead, tourEventId: number): string {
  if (head.status === 'Cancelled') return eventOpsMessages.alreadyCancelled;
  if (head.tourEventId !== tourEventId) return eventOpsMessages.bookingMoved;
  return '';
}

async function cancelOne(ctx: AppContext, actor: Actor, job: CancellationJobRow, item: CancellationItemRow): Promise<void> {
  const state = await loadBookingState(ctx.db, item.bookingId);
  if (!state) return markItemOpenOutcome(ctx.db, item.itemId, 'failed', eventOpsMessages.eventNotFound, ctx.clock());
  const skip = skipReason(state.head, job.tourEventId);
  if (skip) return markItemOpenOutcome(ctx.db, item.itemId, 'skipped', skip, ctx.clock());
  const shown = venuePlan(summarize(state), job.refundTo);
  const req: ChangeRequest = {
    TransactionType: 'Cancel Booking',
    BookingID: String(state.head.bookingNo),
    Email: state.head.emails[0] ?? '',
    LastName: state.head.lastName,
    RefundType: shown.refund === 'giftcard' ? 'CancelGiftCardRefund' : 'CancelBooking',
    AmountToPay: toDollars(shown.dueCents),
    Payments: [],
    Lines: [],
    Products: [],
    Coupons: [],
  };
  try {
    const result = await applyChange(ctx, {
      // One key per attempt: exactly-once comes from the booking's lock and the plan made again under it.
      key: `event-cancel:${job.tourEventId}:${state.head.bookingNo}:${randomUUID()}`,
      req,
      bookingNo: state.head.bookingNo,
      planFor: async (head: BookingHead, s, tx) => {
        const why = skipReason(head, job.tourEventId);
        if (why) throw new NotToCancel(why);
        const plan = venuePlan(s, job.refundTo);
        const now = ctx.clock();
        await markItemDone(tx, item.itemId, { refundedCents: -plan.dueCents, refundedTo: plan.refund ?? null, now });
        await writeAudit(tx, actor, now, {
          action: 'booking.cancel',
          entity: 'booking',
          entityId: head.bookingNo,
          before: { status: head.status, paidCents: s.paidCents },
          after: {
            status: 'Cancelled',
            refundedCents: -plan.dueCents,
            refundedTo: plan.refund ?? null,
            reason: job.reason,
            tourEventId: job.tourEventId,
          },
        });
        return plan;
      },
    });
    await setItemReceipt(ctx.db, item.itemId, result.ReceiptNo);
    await sendPendingRefunds(ctx, { receiptNo: result.ReceiptNo });
  } catch (err) {
    if (err instanceof NotToCancel) return markItemOpenOutcome(ctx.db, item.itemId, 'skipped', err.message, ctx.clock());
    const message = err instanceof Error ? err.message : String(err);
    if (!(err instanceof ApiError))
      ctx.log?.error(
        { err, bookingId: item.bookingId, tourEventId: job.tourEventId },
        `event cancellation: booking ${item.bookingId} failed: ${message}`,
      );
    return markItemOpenOutcome(ctx.db, item.itemId, 'failed', message, ctx.clock());
  }
}

/** GET /tour-events/:id/cancellation: counts by state, refunded cents and every booking's state. Errors: 404 `notCancelled`. */
export async function cancellationProgress(ctx: AppContext, tourEventId: number): Promise<CancellationProgress> {
  const job = await findJob(ctx.db, tourEventId);
  if (!job) throw new ApiError(404, eventOpsMessages.notCancelled);
  const rows = await listItems(ctx.db, tourEventId);
  const count = (s: string) => rows.filter((r) => r.item.state === s).length;
  return {
    tourEventId,
    reason: job.reason,
    refundTo: job.refundTo,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    counts: { total: rows.length, done: count('done'), skipped: count('skipped'), failed: count('failed'), pending: count('pending') },
    refundedCents: rows.reduce((t, r) => t + (r.item.state === 'done' ? r.item.refundedCents : 0), 0),
    items: rows.map((r) => ({
      bookingId: r.item.bookingId,
      bookingNo: Number(r.bookingNo),
      customerName: `${r.firstName} ${r.lastName}`.trim(),
      state: r.item.state,
      refundedCents: r.item.refundedCents,
      refundedTo: r.item.refundedTo,
      message: r.item.message,
    })),
  };
}
