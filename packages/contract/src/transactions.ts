/**
 * Checkout through the payment middleware (spec 01 §3 "Transaction", "Payment line", "Payment
 * result / receipt"; §7 `POST {middleware}/api/Transactions`; DESIGN.md "Payments"). Money on
 * the wire is dollars with 2 decimals; every line carries the client's price so that the server
 * can refuse a price it does not agree with. The card travels only as a provider token.
 */
import { z } from 'zod';
import { TourHoldRef, UdfValue } from './holds';
import { Dollars, Id, INT32_MAX, VenueDateTime } from './wire';

export const TransactionProductLine = z.object({
  ProductLineNo: Id,
  /** Equal to TourProductID for tour lines (optional). */
  ProductID: Id.optional(),
  TourEventID: Id,
  TourProductID: Id,
  Quantity: z.number().int().min(1).max(999),
  CostRateID: Id,
  /** Line amounts (unit price × quantity, taxes per line), dollars. */
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  /** Booking UDF values of this line's event; when absent the values stored with the hold are used. */
  BookingUDFs: z.array(UdfValue).max(100).optional(),
});
export type TransactionProductLine = z.infer<typeof TransactionProductLine>;

export const TransactionPaymentLine = z.object({
  PaymentLineNo: Id,
  /** The configured card payment type (PublicConfig.PaymentTypeID). */
  PaymentTypeID: Id,
  PaymentAmount: Dollars,
  /** Token from the card provider's tokenizer script (never a card number). */
  CardToken: z.string().min(1).max(200).optional(),
});
export type TransactionPaymentLine = z.infer<typeof TransactionPaymentLine>;

export const TransactionRequest = z
  .object({
    NodeNo: z
      .number()
      .int()
      .min(-INT32_MAX - 1)
      .max(INT32_MAX),
    CustomerID: Id,
    Username: z.string().max(100).optional(),
    TransactionType: z.literal('Sale').default('Sale'),
    /** The cart's hold reference (from POST TourHolds). */
    TourHoldRef: TourHoldRef,
    Products: z.array(TransactionProductLine).min(1).max(100),
    /** One card payment line; empty for a zero-total order. */
    Payments: z.array(TransactionPaymentLine).max(1).default([]),
  })
  .superRefine((t, ctx) => {
    const nos = t.Products.map((p) => p.ProductLineNo);
    if (new Set(nos).size !== nos.length) ctx.addIssue({ code: 'custom', path: ['Products'], message: 'ProductLineNo must be unique' });
    const keys = t.Products.map((p) => `${p.TourEventID}:${p.TourProductID}`);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['Products'], message: 'must list each tour product of an event once' });
  });
export type TransactionRequest = z.input<typeof TransactionRequest>;

/** Headers of `POST /middleware/api/Transactions`. */
export const TransactionHeaders = z.looseObject({
  /** Client-chosen unique key per payment attempt (e.g. a UUID); a retry sends the same key. */
  'idempotency-key': z
    .string()
    .max(200)
    .regex(/^[\x20-\x7e]*$/, 'must be printable ASCII, e.g. a UUID')
    .optional(),
  /** The middleware credential (PublicConfig.MiddlewareKey for the storefront). */
  'x-middleware-key': z.string().max(200).optional(),
});

export const ReceiptProductLine = z.object({
  ProductLineNo: z.number().int(),
  ProductID: z.number().int(),
  TourEventID: z.number().int(),
  TourProductID: z.number().int(),
  TourProductName: z.string(),
  Quantity: z.number().int(),
  CostRateID: z.number().int(),
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  BookingID: z.number().int(),
  BookingStatus: z.literal('Booked'),
  /** One barcode per ticket (per unit of quantity). */
  Barcodes: z.array(z.string()),
});

export const ReceiptEvent = z.object({
  BookingID: z.number().int(),
  /** Barcode of the whole event booking. */
  Barcode: z.string(),
  TourEventID: z.number().int(),
  BookingTypeID: z.number().int(),
  EventName: z.string(),
  EventStartDateTime: VenueDateTime,
  EventEndDateTime: VenueDateTime,
  WaiverRequired: z.boolean(),
  WaiverURL: z.string().nullable(),
});

export const ReceiptPayment = z.object({
  PaymentLineNo: z.number().int(),
  PaymentTypeID: z.number().int(),
  PaymentAmount: Dollars,
  CardType: z.string(),
  /** e.g. `************4242`. */
  MaskedCardNumber: z.string(),
  /** The provider's charge reference. */
  PaymentReference: z.string(),
});

/** Successful payment result / receipt (spec 01 §3). */
export const TransactionResult = z.object({
  ReceiptNo: z.number().int(),
  TransactionDate: VenueDateTime,
  CustomerID: z.number().int(),
  Customer: z.object({
    FirstName: z.string(),
    LastName: z.string(),
    CustomerAddress: z.array(z.object({ Email: z.string() })),
  }),
  Events: z.array(ReceiptEvent),
  Products: z.array(ReceiptProductLine),
  Payments: z.array(ReceiptPayment),
  TotalExTax: Dollars,
  TotalTax: Dollars,
  TotalPaid: Dollars,
});
export type TransactionResult = z.infer<typeof TransactionResult>;
