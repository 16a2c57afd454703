/**
 * A booking as the back office shows it: what it stands at now (bookings/service
 * summarize, the visitor's figures), its lines and user-defined field answers, and its append-only
 * history in order: the sale and each change, the payments and refunds of each, the e-mails queued
 * for them and the operators' notes (audit log). Cents; times UTC ISO.
 */
import type { AdminBooking, BookingListItem, HistoryEntry } from '@gt/contract/admin/bookings';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { reportDbOf, type AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import {
  bookingAnswers,
  bookingHistoryParts,
  bookingIdOf,
  searchBookings,
  type BookingListRow,
  type BookingSearch,
} from './admin-repository';
import { bookingDisputes } from '../payments/disputes';
import { loadBookingState, type BookingLine, type BookingMovement, type BookingState } from './repository';
import { noChangesReason, refundPaymentsOf, summarize } from './service';

/** 404 text of an unknown booking ID in the admin API. */
export const BOOKING_NOT_FOUND = 'No booking with this booking ID.';

const toItem = (r: BookingListRow): BookingListItem => ({
  id: r.bookingNo,
  receiptNo: r.receiptNo,
  status: r.status,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  eventName: r.eventName,
  startsAt: r.startsAt.toISOString(),
  tickets: r.tickets,
  disputed: r.disputed,
});

/** GET /bookings: one page of the search (admin-repository searchBookings) in the venue's zone, on the reporting pool. */
export async function listBookings(ctx: AppContext, q: Omit<BookingSearch, 'zone'>): Promise<{ data: BookingListItem[]; total: number }> {
  const { rows, total } = await searchBookings(reportDbOf(ctx), { ...q, zone: ctx.config.Public.VenueTimeZone });
  return { data: rows.map(toItem), total };
}

const ORDER: Record<HistoryEntry['kind'], number> = { sale: 0, change: 0, payment: 1, refund: 2, email: 3, note: 4 };

/** What the lines of one transaction did, e.g. "Adult ×2, Child ×−1". */
const linesText = (lines: BookingLine[]) => lines.map((l) => `${l.productName} ×${l.quantity}`).join(', ');

const moneyText = (m: BookingMovement) =>
  m.kind === 'card' ? `Card ${m.brand}-************${m.last4}` : `Gift card ${maskGiftCardNo(m.giftcardNo)}`;

const refundStatus = (m: BookingMovement) =>
  m.kind === 'giftcard' || m.refund === 'succeeded' ? 'Refunded' : m.refund === 'failed' ? 'Failed' : 'Pending';

/** The admin view of a loaded booking. */
export async function adminBookingView(ctx: AppContext, db: Db, state: BookingState): Promise<AdminBooking> {
  const { head } = state;
  const s = summarize(state);
  const [parts, answers, disputes] = await Promise.all([
    bookingHistoryParts(db, { bookingId: head.bookingId, bookingNo: head.bookingNo, saleReceiptNo: head.saleReceiptNo }),
    bookingAnswers(db, head.bookingId),
    bookingDisputes(db, head.bookingId),
  ]);
  const atOf = new Map(parts.transactions.map((t) => [t.receiptNo, t.at]));
  const history: (HistoryEntry & { ord: number; atMs: number })[] = [];
  const push = (e: HistoryEntry) => history.push({ ...e, ord: ORDER[e.kind], atMs: Date.parse(e.at) });
  for (const t of parts.transactions) {
    const lines = state.lines.filter((l) => l.receiptNo === t.receiptNo);
    const sale = t.receiptNo === head.saleReceiptNo;
    push({
      id: `t${t.receiptNo}`,
      at: t.at.toISOString(),
      kind: sale ? 'sale' : 'change',
      receiptNo: t.receiptNo,
      text: `${sale ? 'Booked' : t.type}${lines.length ? `: ${linesText(lines)}` : ''}`,
      amountCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
      status: null,
    });
  }
  state.movements.forEach((m, i) => {
    const at = (atOf.get(m.receiptNo) ?? head.startsAt).toISOString();
    if (m.amountCents >= 0)
      push({ id: `p${i}`, at, kind: 'payment', receiptNo: m.receiptNo, text: moneyText(m), amountCents: m.amountCents, status: 'Paid' });
    else
      push({
        id: `r${i}`,
        at,
        kind: 'refund',
        receiptNo: m.receiptNo,
        text:
          m.kind === 'card'
            ? `Refund to card ${m.brand}-************${m.last4}`
            : `Refund to new gift card ${maskGiftCardNo(m.giftcardNo)}`,
        amountCents: m.amountCents,
        status: refundStatus(m),
      });
  });
  for (const m of parts.mails)
    push({
      id: `m${m.outboxId}`,
      at: m.createdAt.toISOString(),
      kind: 'email',
      receiptNo: m.receiptNo,
      text: m.kind === 'booking-confirmation' ? 'Booking confirmation e-mail' : 'Booking change e-mail',
      amountCents: null,
      status: m.sentAt ? 'Sent' : 'Waiting',
    });
  for (const n of parts.notes)
    push({
      id: `n${n.auditId}`,
      at: n.at.toISOString(),
      kind: 'note',
      receiptNo: n.receiptNo,
      text: `${n.action} by ${n.actorEmail}: ${n.reason}`,
      amountCents: null,
      status: null,
    });
  // By time, then by transaction (its entries together: itself, payments, refunds, e-mail, the operator's note), then kind.
  const group = (e: HistoryEntry) => e.receiptNo ?? Number.MAX_SAFE_INTEGER;
  history.sort((a, b) => a.atMs - b.atMs || group(a) - group(b) || a.ord - b.ord);

  return {
    id: head.bookingNo,
    receiptNo: head.saleReceiptNo,
    status: head.status,
    firstName: head.firstName,
    lastName: head.lastName,
    emails: [...new Set(head.emails.map((e) => e.toLowerCase()))],
    tourEventId: head.tourEventId,
    eventName: head.eventName,
    startsAt: head.startsAt.toISOString(),
    endsAt: head.endsAt.toISOString(),
    eventCancelled: head.eventCancelled,
    bookingTypeId: head.bookingTypeId,
    bookingTypeName: head.bookingTypeName,
    allowRefunds: head.allowRefunds,
    allowRefundToGiftcardOnly: head.allowRefundToGiftcardOnly,
    allowDateTimeChanges: head.allowDateTimeChanges,
    allowTicketChanges: head.allowTicketChanges,
    noChangesReason: noChangesReason(head, ctx.clock()),
    valueCents: s.valueCents,
    paidCents: s.paidCents,
    balanceCents: s.balanceCents,
    cardRefundableCents: refundPaymentsOf(s).cardRefundableCents,
    lines: s.current.map((c) => ({
      id: c.line.bookingLineId,
      tourProductId: c.line.tourProductId,
      productName: c.line.productName,
      bookedQuantity: c.line.quantity,
      quantity: c.quantity,
      returnedQuantity: c.returned,
      unitPriceCents: c.line.unitPriceCents,
      totalCents: c.totalCents,
      isRefundable: c.line.isRefundable,
      affectsCapacity: c.line.affectsCapacity,
    })),
    refundFailures: state.movements.flatMap((m) =>
      m.kind === 'card' && m.refund === 'failed'
        ? [{ receiptNo: m.receiptNo, amountCents: -m.amountCents, card: moneyText(m), reason: m.refundError ?? '' }]
        : [],
    ),
    disputes: disputes.map((d) => ({ ...d, at: d.at.toISOString() })),
    answers,
    history: history.map(({ ord: _o, atMs: _a, ...e }) => e),
  };
}

/** GET /bookings/:id: the booking whose booking ID is `bookingNo`; 404 BOOKING_NOT_FOUND. */
export async function getAdminBooking(ctx: AppContext, bookingNo: number): Promise<AdminBooking> {
  const id = await bookingIdOf(ctx.db, bookingNo);
  const state = id === undefined ? undefined : await loadBookingState(ctx.db, id);
  if (!state) throw new ApiError(404, BOOKING_NOT_FOUND);
  return adminBookingView(ctx, ctx.db, state);
}
