/**
 * Find and view a booking (spec 02 §2.3–2.4, §3 "Booking", §5 "Find booking", §6): access by
 * booking ID, e-mail and last name (case-insensitive); what the booking is worth, what was paid
 * for it and the balance, from its history; the flags that decide what its owner may change.
 */
import type { Booking } from '@gt/contract/bookings';
import { maskGiftCardNo } from '@gt/domain/gift-card';
import { bookingIdValid, type RefundPayments } from '@gt/domain/manage-booking';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import {
  findBookingHead,
  loadBookingState,
  type BookingHead,
  type BookingLine,
  type BookingMovement,
  type BookingState,
} from './repository';

/** The credentials of a booking owner (spec 02 §1): booking ID, e-mail and last name. */
export interface BookingCredentials {
  bookingId: string;
  email: string;
  lastName: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The booking the credentials open, or undefined when the booking ID is not one (a wrong check
 * digit, unknown). Throws 403 "Last Name and Email does not match." / "Last Name does not
 * match." / "Email does not match." when the booking exists and either does not match (spec 02
 * §5), compared case-insensitively with the customer's last name and any of its e-mails.
 */
export async function openBooking(ctx: AppContext, c: BookingCredentials): Promise<BookingHead | undefined> {
  if (!bookingIdValid(c.bookingId)) return undefined;
  const head = await findBookingHead(ctx.db, Number(c.bookingId));
  if (!head) return undefined;
  const nameOk = same(head.lastName, c.lastName);
  const emailOk = head.emails.some((e) => same(e, c.email));
  if (!nameOk && !emailOk) throw new ApiError(403, messages.lastNameAndEmailMismatch);
  if (!nameOk) throw new ApiError(403, messages.lastNameMismatch);
  if (!emailOk) throw new ApiError(403, messages.emailMismatch);
  return head;
}

/** A booked line and what is left of it (its quantity less the units later lines returned), cents. */
export interface CurrentLine {
  line: BookingLine;
  quantity: number;
  /** Units returned by later lines. */
  returned: number;
  totalCents: number;
  /** What is left of the line ex-tax (its total less its tax). */
  exTaxCents: number;
}

/** What a booking stands at now, from its history (cents). */
export interface BookingSummary {
  /** The booked lines with something left, in booking order. */
  current: CurrentLine[];
  valueCents: number;
  paidCents: number;
  balanceCents: number;
  payments: BookingMovement[];
  /** Every refund, a card refund that failed at the provider included (it counts in no total). */
  refunds: BookingMovement[];
  /** Each card payment of the booking: what it paid towards the booking less what was refunded of it for the booking. */
  cardPayments: { paymentId: number; chargeId: string | null; brand: string; last4: string; refundableCents: number }[];
}

export function summarize(state: BookingState): BookingSummary {
  const returned = new Map<number, { units: number; cents: number; exTaxCents: number }>();
  for (const l of state.lines) {
    if (l.reversesLineId === null) continue;
    const r = returned.get(l.reversesLineId) ?? { units: 0, cents: 0, exTaxCents: 0 };
    returned.set(l.reversesLineId, { units: r.units - l.quantity, cents: r.cents - l.totalCents, exTaxCents: r.exTaxCents - l.exTaxCents });
  }
  const current = state.lines
    .filter((l) => l.reversesLineId === null)
    .map((line) => {
      const r = returned.get(line.bookingLineId) ?? { units: 0, cents: 0, exTaxCents: 0 };
      return { line, quantity: line.quantity - r.units, returned: r.units, totalCents: line.totalCents - r.cents, exTaxCents: line.exTaxCents - r.exTaxCents };
    })
    .filter((c) => c.quantity > 0);
  const valueCents = state.lines.reduce((s, l) => s + l.totalCents, 0);
  // A card refund the provider refused for good moved no money: the booking is paid as before.
  const moved = state.movements.filter((m) => !(m.kind === 'card' && m.refund === 'failed'));
  const paidCents = moved.reduce((s, m) => s + m.amountCents, 0);
  const cards = new Map<number, BookingSummary['cardPayments'][number]>();
  for (const m of moved) {
    if (m.kind !== 'card') continue;
    const c = cards.get(m.paymentId) ?? {
      paymentId: m.paymentId,
      chargeId: m.chargeId,
      brand: m.brand,
      last4: m.last4,
      refundableCents: 0,
    };
    c.refundableCents += m.amountCents;
    cards.set(m.paymentId, c);
  }
  return {
    current,
    valueCents,
    paidCents,
    balanceCents: valueCents - paidCents,
    payments: state.movements.filter((m) => m.amountCents > 0),
    refunds: state.movements.filter((m) => m.amountCents < 0),
    cardPayments: [...cards.values()],
  };
}

/** Where a refund stands: a gift card refund is done when written; a card refund when the provider confirmed it. */
const refundStatus = (m: BookingMovement) =>
  m.kind === 'giftcard' || m.refund === 'succeeded' ? ('Refunded' as const) : m.refund === 'failed' ? ('Failed' as const) : ('Pending' as const);

/** The booking's payments as the refund rules see them (domain refundOptions; spec 02 §6, §9), cents. */
export function refundPaymentsOf(s: BookingSummary): RefundPayments {
  const cards = s.cardPayments.filter((c) => c.chargeId !== null && c.refundableCents > 0);
  return {
    count: s.payments.length,
    cardOnFile: cards.length > 0,
    cardRefundableCents: cards.reduce((t, c) => t + c.refundableCents, 0),
  };
}

const cardText = (m: { brand: string; last4: string }) => `${m.brand}-************${m.last4}`;
const describe = (m: BookingMovement) => (m.kind === 'card' ? cardText(m) : maskGiftCardNo(m.giftcardNo));

/**
 * Why the booking cannot be changed now, or '' : cancelled, its event cancelled by the venue or
 * started; else the booking type's NoChangesMessage when it allows no change at all.
 */
export function noChangesReason(head: BookingHead, now: Date): string {
  if (head.status === 'Cancelled') return messages.bookingAlreadyCancelled;
  if (head.eventCancelled) return messages.bookingEventCancelled;
  if (head.startsAt.getTime() <= now.getTime()) return messages.bookingEventStarted;
  return '';
}

/** The booking in the wire shape (spec 02 §3 "Booking"; dollars, venue times). */
export function bookingView(ctx: AppContext, state: BookingState, s: BookingSummary = summarize(state)): Booking {
  const { head } = state;
  const zone = ctx.config.Public.VenueTimeZone;
  const blocked = noChangesReason(head, ctx.clock());
  const allowed = (flag: boolean) => flag && blocked === '';
  const anyChange = head.allowRefunds || head.allowRefundToGiftcardOnly || head.allowDateTimeChanges || head.allowTicketChanges;
  const card = [...s.cardPayments].reverse().find((c) => c.chargeId !== null && c.refundableCents > 0);
  return {
    BookingID: head.bookingNo,
    Barcode: head.barcode,
    ConfirmationNumber: head.saleReceiptNo,
    BookingStatus: head.status,
    BookingName: head.eventName,
    BookingTypeID: head.bookingTypeId,
    BookingTypeName: head.bookingTypeName,
    BookingTypeDisplayArea: head.displayAreaNo,
    BookingEmailAddress: head.emails[0] ?? '',
    BookingSearchName: head.lastName,
    CustomerID: head.customerId,
    CustomerName: `${head.firstName} ${head.lastName}`,
    CustomerCostRateID: s.current[0]?.line.costRateId ?? ctx.config.Public.DefaultCostRateID,
    TourEventID: head.tourEventId,
    EventStartDateTime: formatVenueDateTime(head.startsAt, zone),
    EventEndDateTime: formatVenueDateTime(head.endsAt, zone),
    ShowStartTime: head.showStartTime,
    ShowEndTime: head.showEndTime,
    MinimumTickets: head.minimumTickets,
    MaximumTickets: head.maximumTickets,
    TotalAmount: toDollars(s.valueCents),
    TotalPaid: toDollars(s.paidCents),
    BalanceOwing: toDollars(s.balanceCents),
    AllowRefunds: allowed(head.allowRefunds),
    AllowRefundToGiftcardOnly: allowed(head.allowRefundToGiftcardOnly),
    AllowDateTimeChanges: allowed(head.allowDateTimeChanges),
    AllowDateTimeChangesWithinArea: allowed(head.allowDateTimeChangesWithinArea),
    AllowTicketChanges: allowed(head.allowTicketChanges),
    NoChangesMessage: blocked || (anyChange ? '' : head.noChangesMessage),
    PaymentToken: card?.chargeId ?? null,
    PaymentDescription: card ? cardText(card) : null,
    CardRefundable: toDollars(refundPaymentsOf(s).cardRefundableCents),
    BookingPayments: s.payments.map((m) => ({
      ReceiptNo: m.receiptNo,
      PaymentAmount: toDollars(m.amountCents),
      PaymentType: m.kind === 'card' ? 'Card' : 'Gift Card',
      PaymentDescription: describe(m),
    })),
    BookingRefunds: s.refunds.map((m) => ({
      ReceiptNo: m.receiptNo,
      RefundAmount: toDollars(-m.amountCents),
      RefundType: m.kind === 'card' ? 'Card' : 'Gift Card',
      RefundDescription: describe(m),
      RefundStatus: refundStatus(m),
    })),
    BookingProducts: s.current.map((c) => ({
      BookingLineID: c.line.bookingLineId,
      TourProductID: c.line.tourProductId,
      TourProductName: c.line.productName,
      Quantity: c.quantity,
      CostRateID: c.line.costRateId,
      Price: toDollars(Math.round(c.line.totalCents / c.line.quantity)),
      ProductLinePriceInclTax: toDollars(c.totalCents),
      ProductLinePriceExTax: toDollars(c.exTaxCents),
      AffectsCapacity: c.line.affectsCapacity,
      IsRefundable: c.line.isRefundable,
      BookedQuantity: c.line.quantity,
      BookedLinePriceInclTax: toDollars(c.line.totalCents),
      ReturnedQuantity: c.returned,
    })),
  };
}

/**
 * GET bookings?bookingid&Email&LastName (spec 02 §7): `[booking]`, or `[]` when the booking ID is
 * not one of ours (the storefront shows the configured InvalidFindBookingFields); 403 with the
 * spec's text when the last name or e-mail does not match (openBooking).
 */
export async function findBooking(ctx: AppContext, q: { bookingid: string; Email: string; LastName: string }): Promise<Booking[]> {
  const head = await openBooking(ctx, { bookingId: q.bookingid, email: q.Email, lastName: q.LastName });
  const state = head && (await loadBookingState(ctx.db, head.bookingId));
  return state ? [bookingView(ctx, state)] : [];
}
