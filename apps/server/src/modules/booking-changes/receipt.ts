/**
 * The receipt of a booking change (spec 02 §2.8; contract BookingChangeResult): the lines the
 * change wrote, its card and gift card payments, its refunds (a new gift card with its full
 * number, PIN and balance: the receipt and e-mail deliver it) and the booking after it. Dollars;
 * venue times.
 */
import type { BookingChangeResult, ChangeRefund } from '@gt/contract/booking-changes';
import type { Booking } from '@gt/contract/bookings';
import type { TransactionResult } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { BookingHead, BookingLine } from '../bookings/repository';
import type { ChangePlan } from './plans';

export function buildChangeReceipt(r: {
  receiptNo: number;
  now: Date;
  zone: string;
  head: BookingHead;
  plan: ChangePlan;
  /** Product names and event starts, by tour product id and event id. */
  names: Map<number, string>;
  eventStarts: Map<number, Date>;
  paidCents: number;
  payments: TransactionResult['Payments'];
  refunds: ChangeRefund[];
  booking: Booking;
}): BookingChangeResult {
  const { head } = r;
  return {
    ReceiptNo: r.receiptNo,
    TransactionDate: formatVenueDateTime(r.now, r.zone),
    TransactionType: r.plan.type as BookingChangeResult['TransactionType'],
    isCancelBooking: r.plan.isCancel,
    BookingID: head.bookingNo,
    Customer: { FirstName: head.firstName, LastName: head.lastName, CustomerAddress: [{ Email: head.emails[0] ?? '' }] },
    Lines: r.plan.lines.map((l) => ({
      TourProductName: r.names.get(l.tourProductId) ?? '',
      Quantity: l.quantity,
      LinePriceExTax: toDollars(l.exTaxCents),
      LinePriceTax: toDollars(l.taxCents),
      LinePriceIncTax: toDollars(l.totalCents),
      LineStatus: l.lineStatus,
      EventStartDateTime: formatVenueDateTime(r.eventStarts.get(l.tourEventId) ?? head.startsAt, r.zone),
      CouponCode: l.discount?.code ?? null,
      DiscountAmount: toDollars(l.discount?.totalCents ?? 0),
      DiscountExTax: toDollars(l.discount?.exTaxCents ?? 0),
    })),
    Payments: r.payments,
    Refunds: r.refunds,
    AmountPaid: toDollars(r.paidCents),
    Booking: r.booking,
  };
}

/** Product names and event starts of a booking's lines (for the receipt of its change). */
export function namesOf(lines: readonly BookingLine[], head: BookingHead): { names: Map<number, string>; eventStarts: Map<number, Date> } {
  return { names: new Map(lines.map((l) => [l.tourProductId, l.productName])), eventStarts: new Map([[head.tourEventId, head.startsAt]]) };
}
