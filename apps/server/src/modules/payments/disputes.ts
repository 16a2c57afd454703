/**
 * Disputes (chargebacks) of card payments, from the provider's webhook (`dispute.created`,
 * docs/architecture.md#payments): recorded once in `payment_disputes`; the bookings of the payment's
 * receipt show "Disputed" in the back office (list and page), the admins are e-mailed, and
 * gt_payment_disputes_total counts them. The money moves at the provider, not here: a dispute
 * changes no booking total.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '@gt/domain/money';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { paymentDisputes, payments } from '../../db/payment-schema';
import { bookingNosOfReceipt } from '../bookings/admin-repository';
import { type AdminAlert, backofficeBookingUrl, queueAdminAlert } from '../mail/admin-alert-email';
import { mailSender } from '../mail/outbox';
import { metrics } from '../metrics/metrics';
import type { PaymentEvent } from './provider';

type DisputeEvent = Extract<PaymentEvent, { type: 'dispute.created' }>;
type PaymentRef = { paymentId: number; receiptNo: number | null; currency: string; brand: string | null; last4: string | null };

const rows = async <T>(db: Db | Tx, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

function disputeAlert(ctx: AppContext, e: DisputeEvent, p: PaymentRef, bookingNos: number[]): AdminAlert {
  const amount = formatMoney(e.amountCents, p.currency);
  const card = p.last4 ? `${p.brand ?? 'Card'} ending ${p.last4}` : 'the card';
  const what = bookingNos.length ? `booking ${bookingNos.join(', ')}` : `payment ${p.paymentId}`;
  return {
    subject: `Payment disputed for ${what}`,
    intro: `The card holder of ${card} disputed ${amount} with their bank. Answer the dispute at the card provider with the booking's evidence before its deadline.`,
    facts: [
      ['Amount', amount],
      ['Card', card],
      ['Reason', e.reason],
      [bookingNos.length > 1 ? 'Bookings' : 'Booking', bookingNos.length ? bookingNos.join(', ') : '—'],
      ['Payment', String(p.paymentId)],
      ['Dispute', e.disputeId],
    ],
    links: bookingNos.map((n) => ({ label: `Open booking ${n}`, href: backofficeBookingUrl(ctx.config, n) })),
  };
}

/**
 * Records dispute `e` of the payment whose provider charge is `e.intentId` (amount in cents, the
 * provider's reason): stored once per provider dispute id (a replayed event does nothing), the
 * admins' e-mail queued in the same transaction, counted in gt_payment_disputes_total and logged
 * at warn. A dispute of a charge we do not know is logged at info and ignored.
 */
export async function recordDispute(ctx: AppContext, e: DisputeEvent): Promise<void> {
  const fields = { eventId: e.id, disputeId: e.disputeId, intentId: e.intentId, amountCents: e.amountCents, reason: e.reason };
  const now = ctx.clock();
  const recorded = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select({
        paymentId: payments.paymentId,
        receiptNo: payments.receiptNo,
        currency: payments.currency,
        brand: payments.cardBrand,
        last4: payments.cardLast4,
      })
      .from(payments)
      .where(eq(payments.providerChargeId, e.intentId))
      .limit(1);
    if (!p) return 'unknown' as const;
    const [row] = await tx
      .insert(paymentDisputes)
      .values({ paymentId: p.paymentId, providerDisputeId: e.disputeId, amountCents: e.amountCents, reason: e.reason, createdAt: now })
      .onConflictDoNothing({ target: paymentDisputes.providerDisputeId })
      .returning({ disputeId: paymentDisputes.disputeId });
    if (!row) return 'replayed' as const;
    const bookingNos = await bookingNosOfReceipt(tx, p.receiptNo);
    await queueAdminAlert(tx, disputeAlert(ctx, e, p, bookingNos), now);
    return { ...p, bookingNos };
  });
  if (recorded === 'unknown') return void ctx.log?.info(fields, `dispute ${e.disputeId} of ${e.intentId}: not a payment of ours, ignored`);
  if (recorded === 'replayed') return;
  metrics(ctx).disputes.inc();
  ctx.log?.warn(
    { ...fields, paymentId: recorded.paymentId, bookingNos: recorded.bookingNos },
    `payment ${recorded.paymentId} disputed (${e.disputeId}): ${e.reason}`,
  );
  mailSender(ctx).wake();
}

/** A dispute as the back office shows it on a booking. */
export interface BookingDispute {
  disputeId: string;
  at: Date;
  amountCents: number;
  reason: string;
}

/** Disputes of the payments of booking `bookingId` (its sale's and its changes'), oldest first. */
export async function bookingDisputes(db: Db, bookingId: number): Promise<BookingDispute[]> {
  const list = await rows<{ provider_dispute_id: string; created_at: string | Date; amount_cents: number; reason: string }>(
    db,
    sql`select d.provider_dispute_id, d.created_at, d.amount_cents, d.reason from payment_disputes d join payments p on p.payment_id = d.payment_id
        where p.receipt_no in (select b.receipt_no from bookings b where b.booking_id = ${bookingId}::int
          union all select t.receipt_no from transactions t where t.booking_id = ${bookingId}::int)
        order by d.created_at, d.dispute_id`,
  );
  return list.map((d) => ({ disputeId: d.provider_dispute_id, at: new Date(d.created_at), amountCents: d.amount_cents, reason: d.reason }));
}
