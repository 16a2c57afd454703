/**
 * Manage my booking (spec 02 §2.3–2.4, §3 "Booking", §6, §7 `GET bookings`): the booking an owner
 * finds with its booking ID, e-mail and last name. Money is dollars (2 decimals); times carry the
 * venue offset. The booking ID a person types is 10 digits (9 random, a Luhn check digit).
 */
import { z } from 'zod';
import { Dollars, FreeText, VenueDateTime } from './wire';

/** A booking ID as typed: digits only (spaces and dashes dropped), at most 19 of them. */
export const BookingIdParam = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{1,19}$/, 'must be a booking ID (digits)'));

/** `GET /api/v1/bookings?bookingid&Email&LastName` (spec 02 §7; names as the spec spells them). */
export const FindBookingQuery = z
  .object({
    bookingid: BookingIdParam,
    Email: FreeText(500).pipe(z.string().min(1, 'is required')),
    LastName: FreeText(500).pipe(z.string().min(1, 'is required')),
  })
  .strict();
export type FindBookingQuery = z.input<typeof FindBookingQuery>;

/** A line of the booking as it stands now: what is left of one booked line (spec 02 §3 "BookingProducts"). */
export const BookingProduct = z.object({
  /** The booked line (a later change names it to lower or return it). */
  BookingLineID: z.number().int(),
  TourProductID: z.number().int(),
  TourProductName: z.string(),
  Quantity: z.number().int(),
  CostRateID: z.number().int(),
  /** Unit price including tax, dollars. */
  Price: Dollars,
  /** What is left of the line, including tax, dollars; and its ex-tax part (what the line shows under ShowPricesAs `extax`). */
  ProductLinePriceInclTax: Dollars,
  ProductLinePriceExTax: Dollars,
  AffectsCapacity: z.boolean(),
  IsRefundable: z.boolean(),
  /** The line as booked (its quantity and total) and how many of its units later changes returned: what returning more is worth (domain returnedAmounts). */
  BookedQuantity: z.number().int(),
  BookedLinePriceInclTax: Dollars,
  ReturnedQuantity: z.number().int(),
});
export type BookingProduct = z.infer<typeof BookingProduct>;

/** A payment towards the booking (card or gift card), in the order made. */
export const BookingPayment = z.object({
  ReceiptNo: z.number().int(),
  PaymentAmount: Dollars,
  PaymentType: z.enum(['Card', 'Gift Card']),
  /** e.g. `visa-************4242`, or the masked gift card number. */
  PaymentDescription: z.string(),
});
export type BookingPayment = z.infer<typeof BookingPayment>;

/**
 * A refund of the booking, to the card or to a new gift card. RefundStatus: a card refund is
 * `Pending` until the provider confirms it (`Refunded`); `Failed` when the provider refused it
 * for good: that money was not returned and counts in TotalPaid again (the venue follows up).
 */
export const BookingRefund = z.object({
  ReceiptNo: z.number().int(),
  RefundAmount: Dollars,
  RefundType: z.enum(['Card', 'Gift Card']),
  RefundDescription: z.string(),
  RefundStatus: z.enum(['Pending', 'Refunded', 'Failed']),
});

export const Booking = z.object({
  BookingID: z.number().int(),
  /** The booking's own barcode. */
  Barcode: z.string(),
  /** The receipt number of the sale that made the booking (its confirmation number). */
  ConfirmationNumber: z.number().int(),
  BookingStatus: z.enum(['Booked', 'Cancelled']),
  BookingName: z.string(),
  BookingTypeID: z.number().int(),
  BookingTypeName: z.string(),
  /** A display area of the booking type shown online (its calendar for a date change), or null. */
  BookingTypeDisplayArea: z.number().int().nullable(),
  BookingEmailAddress: z.string(),
  BookingSearchName: z.string(),
  CustomerID: z.number().int(),
  CustomerName: z.string(),
  CustomerCostRateID: z.number().int(),
  TourEventID: z.number().int(),
  EventStartDateTime: VenueDateTime,
  EventEndDateTime: VenueDateTime,
  ShowStartTime: z.boolean(),
  ShowEndTime: z.boolean(),
  MinimumTickets: z.number().int(),
  MaximumTickets: z.number().int(),
  /** What the booking is worth now (its lines), what was paid towards it (less refunds), and the difference. */
  TotalAmount: Dollars,
  TotalPaid: Dollars,
  BalanceOwing: Dollars,
  AllowRefunds: z.boolean(),
  AllowRefundToGiftcardOnly: z.boolean(),
  AllowDateTimeChanges: z.boolean(),
  AllowDateTimeChangesWithinArea: z.boolean(),
  AllowTicketChanges: z.boolean(),
  /** Why changes are not allowed (the booking type's text, or the server's when the event has started or the booking is cancelled); empty otherwise. */
  NoChangesMessage: z.string(),
  /** The card on file: the reference of the booking's card charge (a charge can be refunded, or charged again, only by the server), or null. */
  PaymentToken: z.string().nullable(),
  /** Card type, a dash, then the masked number, e.g. `visa-************4242`; null without a card. */
  PaymentDescription: z.string().nullable(),
  /** What the booking's card payments can still take back (paid less refunded): a change's refund to the card is offered up to it (spec 02 §4.4, §9). */
  CardRefundable: Dollars,
  BookingPayments: z.array(BookingPayment),
  BookingRefunds: z.array(BookingRefund),
  BookingProducts: z.array(BookingProduct),
});
export type Booking = z.infer<typeof Booking>;
