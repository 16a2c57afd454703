/**
 * Booking changes through the payment middleware (spec 02 §2.7–2.8, §4.1–4.6;
 * docs/architecture.md#money-and-the-ledger): `POST {middleware}/api/Transactions` with a
 * TransactionType of a change. The owner's credentials come with every change (the server checks
 * them again); the server prices the change itself and refuses an AmountToPay it does not agree
 * with. Dollars on the wire; an Idempotency-Key per attempt, as for purchases.
 */
import { z } from 'zod';
import { BookingIdParam, Booking } from './bookings';
import { AppliedCouponRef, CouponCode } from './coupons';
import { TransactionPaymentLine, ReceiptPayment } from './transactions';
import { Dollars, FreeText, Id, VenueDateTime } from './wire';

export const BookingChangeType = z.enum(['Cancel Booking', 'Booking Payment', 'Modify Tickets', 'Change Date / Time']);
export type BookingChangeType = z.infer<typeof BookingChangeType>;

/** Refund types of the manage checkout (spec 02 §4.1); '' is a change without a refund. */
export const ManageRefundType = z.enum([
  'CancelBooking',
  'CreditCardRefund',
  'GiftCardRefund',
  'CancelGiftCardRefund',
  'AdditionalPayment',
  '',
]);

/** A payment line of a change: a new card token, the card on file (UseCardOnFile), or a held gift card. */
export const BookingChangePaymentLine = TransactionPaymentLine.extend({
  /** Charge the booking's card on file again (no token: the server uses the booking's own card charge). */
  UseCardOnFile: z.boolean().optional(),
});

export const BookingChangeRequest = z.object({
  TransactionType: BookingChangeType,
  /** The owner's credentials (spec 02 §1): booking ID, e-mail and last name. */
  BookingID: z.union([z.number().int().positive(), z.string()]).transform(String).pipe(BookingIdParam),
  Email: FreeText(500).pipe(z.string().min(1, 'is required')),
  LastName: FreeText(500).pipe(z.string().min(1, 'is required')),
  RefundType: ManageRefundType.default(''),
  /** What the owner was shown to pay (positive) or to be refunded (negative), dollars. */
  AmountToPay: Dollars,
  Payments: z.array(BookingChangePaymentLine).max(11).default([]),
  /** Modify Tickets: the new quantity of booked lines (only lower) … */
  Lines: z
    .array(z.object({ BookingLineID: Id, Quantity: z.number().int().min(0).max(999) }))
    .max(100)
    .default([]),
  /**
   * … and products added (Modify Tickets), or the new event's products (Change Date / Time), each
   * with the applied coupon that discounts it and that discount as the owner was shown it (the
   * server prices the line again and refuses another coupon or discount, as for a sale).
   */
  Products: z
    .array(
      z.object({
        TourProductID: Id,
        Quantity: z.number().int().min(1).max(999),
        CouponCode: CouponCode.optional(),
        DiscountAmount: Dollars.optional(),
      }),
    )
    .max(50)
    .refine((ps) => new Set(ps.map((p) => p.TourProductID)).size === ps.length, 'must list each product once')
    .default([]),
  /** The coupons applied to the new tickets (spec 02 §2.5, §4.7; a unique one with its CouponHoldRef for `TourHoldRef`). */
  Coupons: z.array(AppliedCouponRef).max(5).default([]),
  /** The hold of the seats added or of the new event (POST TourHolds). */
  TourHoldRef: z.string().min(1).max(64).optional(),
  /** Change Date / Time: the new event. */
  NewTourEventID: Id.optional(),
  RecaptchaToken: z.string().max(4000).optional(),
});
export type BookingChangeRequest = z.input<typeof BookingChangeRequest>;

/** A refund of the change: to the card on file, or to a new gift card (its full number, PIN and balance: the receipt and e-mail deliver it). */
export const ChangeRefund = z.object({
  RefundType: z.enum(['Card', 'Gift Card']),
  Amount: Dollars,
  /** e.g. `visa-************4242`, or the new gift card's number. */
  Description: z.string(),
  GiftcardNo: z.string().nullable(),
  Pin: z.string().nullable(),
  GiftcardBalance: Dollars.nullable(),
});
export type ChangeRefund = z.infer<typeof ChangeRefund>;

/** A line the change wrote: negative for what it returned. */
export const ChangeLine = z.object({
  TourProductName: z.string(),
  Quantity: z.number().int(),
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  LineStatus: z.string(),
  EventStartDateTime: VenueDateTime,
  /** The coupon that discounts a new line, and its discount (in the line's total terms; DiscountExTax its ex-tax part); null and 0 otherwise. */
  CouponCode: z.string().nullable(),
  DiscountAmount: Dollars,
  DiscountExTax: Dollars,
});

/** The receipt of a booking change (spec 02 §2.8): what changed, what was paid or refunded, and the booking after. */
export const BookingChangeResult = z.object({
  ReceiptNo: z.number().int(),
  TransactionDate: VenueDateTime,
  TransactionType: BookingChangeType,
  /** A cancellation (refund type CancelBooking or CancelGiftCardRefund, spec 02 §4.1). */
  isCancelBooking: z.boolean(),
  BookingID: z.number().int(),
  Customer: z.object({ FirstName: z.string(), LastName: z.string(), CustomerAddress: z.array(z.object({ Email: z.string() })) }),
  Lines: z.array(ChangeLine),
  Payments: z.array(ReceiptPayment),
  Refunds: z.array(ChangeRefund),
  /** Paid (positive) or refunded (negative) by this change. */
  AmountPaid: Dollars,
  Booking,
});
export type BookingChangeResult = z.infer<typeof BookingChangeResult>;
