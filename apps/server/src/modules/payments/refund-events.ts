/**
 * How a card refund ends (docs/architecture.md#payments: `succeeded` or `failed`, never pending
 * forever): the provider's webhook settles a refund it had answered `pending` (settleRefundEvent),
 * and every way a refund fails — refused RefundMaxAttempts times, `refund.failed` from the
 * provider, no answer within RefundPendingMaxHours — goes through failRefund: one error log line,
 * gt_refunds_total{outcome="failed"}, and an e-mail to the admins queued in the same transaction
 * (mail/admin-alert-email.ts). The booking then counts the money as paid again and the back office
 * shows "Refund failed" with the reason (bookings/admin-service.ts).
 */
import { formatMoney } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import { bookingNosOfReceipt } from '../bookings/admin-repository';
import { type AdminAlert, backofficeBookingUrl, queueAdminAlert } from '../mail/admin-alert-email';
import { mailSender } from '../mail/outbox';
import { metrics } from '../metrics/metrics';
import { findRefundByProviderId, markRefundFailed, markRefundSucceeded, type FailedRefund } from './card-refunds-repository';
import type { PaymentEvent } from './provider';

/** The admins' e-mail about failed refund `r` of bookings `bookingNos` (none: an attempt that never booked). */
function refundFailedAlert(ctx: AppContext, r: FailedRefund, bookingNos: number[]): AdminAlert {
  const amount = formatMoney(r.amountCents, r.currency);
  const card = r.last4 ? `${r.brand ?? 'Card'} ending ${r.last4}` : 'the card';
  const what = bookingNos.length ? `booking ${bookingNos.join(', ')}` : `payment ${r.paymentId}`;
  return {
    subject: `Card refund failed for ${what}`,
    intro: `The card provider did not refund ${amount} to ${card}${bookingNos.length ? '' : ' (a payment that did not book)'}. The money is still with the venue: give it back to the customer another way and note it on the booking.`,
    facts: [
      ['Amount', amount],
      ['Card', card],
      ['Reason', r.reason],
      [bookingNos.length > 1 ? 'Bookings' : 'Booking', bookingNos.length ? bookingNos.join(', ') : '—'],
      ['Payment', String(r.paymentId)],
      ['Refund', String(r.refundId)],
    ],
    links: bookingNos.map((n) => ({ label: `Open booking ${n}`, href: backofficeBookingUrl(ctx.config, n) })),
  };
}

/**
 * Ends pending refund `refundId` as `failed` with `reason` (shown on the booking and in the e-mail)
 * and tells: the admins' e-mail is queued in the same transaction, then `logLine` is logged once at
 * error level with `fields`, and gt_refunds_total{outcome="failed"} counted. `uncount`: the
 * attempt in progress was answered `pending` (not a refusal). A refund no longer pending (settled
 * meanwhile) is left as it is: returns false.
 */
export async function failRefund(
  ctx: AppContext,
  refundId: number,
  reason: string,
  log: { line: string; fields?: object; uncount?: boolean },
): Promise<boolean> {
  const now = ctx.clock();
  const failed = await ctx.db.transaction(async (tx) => {
    const r = await markRefundFailed(tx, refundId, { reason, now, uncount: log.uncount ?? false });
    if (r) await queueAdminAlert(tx, refundFailedAlert(ctx, r, await bookingNosOfReceipt(tx, r.receiptNo)), now);
    return r;
  });
  if (!failed) return false;
  metrics(ctx).refunds.inc({ outcome: 'failed' });
  ctx.log?.error(
    { ...log.fields, refundId, paymentId: failed.paymentId, receiptNo: failed.receiptNo, amountCents: failed.amountCents, reason },
    log.line,
  );
  mailSender(ctx).wake();
  return true;
}

/**
 * Settles the refund the provider knows as `e.refundId` (a webhook's `refund.succeeded` /
 * `refund.failed`, docs/architecture.md#payments): `succeeded` (even one we had failed after
 * RefundPendingMaxHours: the money did go back; logged at warn), or failed with the provider's
 * reason (failRefund). A refund we do not know (made elsewhere, e.g. the provider's dashboard) is
 * logged at info and ignored; settling twice changes nothing. Never throws for the event's content.
 */
export async function settleRefundEvent(
  ctx: AppContext,
  e: Extract<PaymentEvent, { type: 'refund.succeeded' | 'refund.failed' }>,
): Promise<void> {
  const found = await findRefundByProviderId(ctx.db, e.refundId);
  const fields = { eventId: e.id, type: e.type, providerRefundId: e.refundId, intentId: e.intentId };
  if (!found) {
    ctx.log?.info(fields, `${e.type} for refund ${e.refundId} of ${e.intentId}: not a refund of ours, ignored`);
    return;
  }
  if (e.type === 'refund.failed') {
    await failRefund(ctx, found.refundId, e.reason, { line: `card refund ${found.refundId} failed at the provider: ${e.reason}`, fields });
    return;
  }
  if (!(await markRefundSucceeded(ctx.db, found.refundId, e.refundId, ctx.clock(), true))) return;
  metrics(ctx).refunds.inc({ outcome: 'succeeded' });
  if (found.status === 'failed')
    ctx.log?.warn(
      { ...fields, refundId: found.refundId },
      `card refund ${found.refundId} succeeded at the provider after it was marked failed: the booking counts it as refunded again`,
    );
}
