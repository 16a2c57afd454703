/**
 * Checkout through the payment middleware (spec 01 §3 "Transaction", "Payment line", "Payment
 * result / receipt"; §7 `POST {middleware}/api/Transactions`; docs/architecture.md#payments). Money on
 * the wire is dollars with 2 decimals; every line carries the client's price so that the server
 * can refuse a price it does not agree with. The card travels only as a provider token.
 */
import { z } from 'zod';
import { AppliedCouponRef, CouponCode } from './coupons';
import { GiftcardNo } from './gift-cards';
import { TourHoldRef, UdfValue } from './holds';
import { IssuedToken, ReceiptMembership, TransactionMembershipPackage } from './memberships';
import { Dollars, Id, INT32_MAX, VenueDateTime } from './wire';

export const TransactionProductLine = z.object({
  ProductLineNo: Id,
  /** Equal to TourProductID for tour lines (optional). */
  ProductID: Id.optional(),
  TourEventID: Id,
  TourProductID: Id,
  Quantity: z.number().int().min(1).max(999),
  CostRateID: Id,
  /** Line amounts (the unit taxed to the cent, × quantity: domain `priceLine`), dollars. */
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  /** Booking UDF values of this line's event; when absent the values stored with the hold are used. */
  BookingUDFs: z.array(UdfValue).max(100).optional(),
  /** The applied coupon that discounts this line (one of the request's Coupons), and its discount in the line's total terms. */
  CouponCode: CouponCode.optional(),
  DiscountAmount: Dollars.optional(),
});
export type TransactionProductLine = z.infer<typeof TransactionProductLine>;

/**
 * A general-admission ticket line: priced like a tour line (taxes per unit, a coupon may discount
 * it). Quantity 0 is refused by the server with "Please select quantity first" (spec 02 §5).
 */
export const TransactionGaTicketLine = z.object({
  ProductLineNo: Id,
  ProductID: Id,
  Quantity: z.number().int().min(0).max(999),
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  CouponCode: CouponCode.optional(),
  DiscountAmount: Dollars.optional(),
});
export type TransactionGaTicketLine = z.infer<typeof TransactionGaTicketLine>;

/** Gift cards bought: `Quantity` cards of `Amount` dollars each (untaxed); Quantity 0 is refused with "Please select any giftcard". */
export const TransactionGiftCardLine = z.object({
  ProductLineNo: Id,
  ProductID: Id,
  Amount: Dollars,
  Quantity: z.number().int().min(0).max(999),
});
export type TransactionGiftCardLine = z.infer<typeof TransactionGiftCardLine>;

/**
 * A payment line: the card (PaymentTypeID = PublicConfig.PaymentTypeID, with a CardToken) or a
 * gift card (PaymentTypeID = PublicConfig.GiftCardTypeID, with GiftcardNo and GiftcardHoldRef).
 */
export const TransactionPaymentLine = z.object({
  PaymentLineNo: Id,
  PaymentTypeID: Id,
  PaymentAmount: Dollars,
  /** Token from the card provider's tokenizer script (never a card number). */
  CardToken: z.string().min(1).max(200).optional(),
  GiftcardNo: GiftcardNo.optional(),
  GiftcardHoldRef: z.string().max(64).optional(),
});
export type TransactionPaymentLine = z.infer<typeof TransactionPaymentLine>;

/** Who pays, in every payment request (a sale, a tab sale): the customer and the spec's fields the server overrides. */
export const PayerFields = {
  /** Accepted for the spec's shape and ignored: the server records its configured NodeNo (a tab sale: its location's). */
  NodeNo: z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX)
    .optional(),
  CustomerID: Id,
  /** The secret returned with the customer by POST customers; required to name CustomerID. */
  CustomerToken: z.string().min(1).max(100),
  /** Accepted for the spec's shape and ignored: the server records its TransactionUsername. */
  Username: z.string().max(100).optional(),
};

export const TransactionRequest = z
  .object({
    ...PayerFields,
    TransactionType: z.literal('Sale').default('Sale'),
    /** The cart's hold reference (from POST TourHolds); required with tour lines. */
    TourHoldRef: TourHoldRef.optional(),
    /** Timed tickets (tour product lines of held events). */
    Products: z.array(TransactionProductLine).max(100).default([]),
    /** General-admission tickets. */
    GATickets: z.array(TransactionGaTicketLine).max(100).default([]),
    /** Gift cards bought. */
    GiftCards: z.array(TransactionGiftCardLine).max(50).default([]),
    /** A membership package joined or renewed (one per cart, spec 01 §4). */
    MembershipPackages: z.array(TransactionMembershipPackage).max(1).default([]),
    /**
     * The token of a member validation the server issued (GET MemberValidation): required to renew
     * and for ticket lines at the member cost rate; the customer's e-mail and last name must be the
     * validated ones.
     */
    MemberValidationToken: IssuedToken.optional(),
    /** The token of an identity verification the server made (GET IDME/UserData): required for ticket lines at a verified group's rate. */
    IdentityToken: IssuedToken.optional(),
    /** The coupons applied to the cart (a unique one with its CouponHoldRef). */
    Coupons: z.array(AppliedCouponRef).max(5).default([]),
    /** The donation line (the configured donation product). */
    Donation: z.object({ ProductID: Id, Amount: Dollars }).optional(),
    /** The transaction fee line, required when the configuration applies a fee. */
    TransactionFee: z.object({ ProductID: Id, Amount: Dollars }).optional(),
    /** Gift card lines, then at most one card line; empty for a zero-total order. */
    Payments: z.array(TransactionPaymentLine).max(11).default([]),
    /** reCAPTCHA v3 token (action `checkout`) when PublicConfig.RecaptchaV3Client is set. */
    RecaptchaToken: z.string().max(4000).optional(),
  })
  .superRefine((t, ctx) => {
    if (t.Products.length + t.GATickets.length + t.GiftCards.length + t.MembershipPackages.length === 0)
      ctx.addIssue({ code: 'custom', path: ['Products'], message: 'must buy something: Products, GATickets, GiftCards or MembershipPackages' });
    if (t.Products.length > 0 && !t.TourHoldRef) ctx.addIssue({ code: 'custom', path: ['TourHoldRef'], message: 'is required with Products' });
    const nos = [...t.Products, ...t.GATickets, ...t.GiftCards, ...t.MembershipPackages].map((p) => p.ProductLineNo);
    if (new Set(nos).size !== nos.length) ctx.addIssue({ code: 'custom', path: ['Products'], message: 'ProductLineNo must be unique' });
    const ga = t.GATickets.map((p) => p.ProductID);
    if (new Set(ga).size !== ga.length) ctx.addIssue({ code: 'custom', path: ['GATickets'], message: 'must list each GA ticket once' });
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

/** `GET {middleware}/api/Transactions/{IdempotencyKey}`: the answer of an earlier attempt. */
export const TransactionAttemptParams = z.object({
  IdempotencyKey: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x20-\x7e]*$/, 'must be printable ASCII, e.g. a UUID'),
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
  /** The coupon that discounted the line, and by how much (line total terms; DiscountExTax its ex-tax part); null / 0 without. */
  CouponCode: z.string().nullable(),
  DiscountAmount: Dollars,
  DiscountExTax: Dollars,
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

/** A card payment line of the receipt. */
export const ReceiptCardPayment = z.object({
  PaymentLineNo: z.number().int(),
  PaymentTypeID: z.number().int(),
  PaymentAmount: Dollars,
  CardType: z.string(),
  /** e.g. `************4242`. */
  MaskedCardNumber: z.string(),
  /** The provider's charge reference. */
  PaymentReference: z.string(),
});

/** A gift card payment line of the receipt: the masked number and what the card has left. */
export const ReceiptGiftCardPayment = z.object({
  PaymentLineNo: z.number().int(),
  PaymentTypeID: z.number().int(),
  PaymentAmount: Dollars,
  /** Masked as spec 01 §9 says, e.g. `****K4PA3F`. */
  GiftcardNo: z.string(),
  BalanceRemaining: Dollars,
});

export const ReceiptPayment = z.union([ReceiptCardPayment, ReceiptGiftCardPayment]);

/** A GA ticket line of the receipt: a barcode per ticket, and its validity. */
export const ReceiptGaTicketLine = z.object({
  ProductLineNo: z.number().int(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  Quantity: z.number().int(),
  LinePriceExTax: Dollars,
  LinePriceTax: Dollars,
  LinePriceIncTax: Dollars,
  CouponCode: z.string().nullable(),
  DiscountAmount: Dollars,
  DiscountExTax: Dollars,
  ValidUntil: z.string().nullable(),
  Barcodes: z.array(z.string()),
});

/** Gift cards bought: each issued card's full number (and PIN when the PIN mode asks), delivered on the receipt and by e-mail only. */
export const ReceiptGiftCardLine = z.object({
  ProductLineNo: z.number().int(),
  ProductID: z.number().int(),
  ProductName: z.string(),
  Amount: Dollars,
  Quantity: z.number().int(),
  Giftcards: z.array(z.object({ GiftcardNo: z.string(), Pin: z.string().nullable() })),
});

/** A product line of the receipt that is not a tour product (donation, transaction fee). */
export const ReceiptOtherLine = z.object({ ProductLineNo: z.number().int(), ProductID: z.number().int(), ProductName: z.string(), Amount: Dollars });

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
  GATickets: z.array(ReceiptGaTicketLine),
  GiftCards: z.array(ReceiptGiftCardLine),
  Donation: ReceiptOtherLine.nullable(),
  TransactionFee: ReceiptOtherLine.nullable(),
  /** Memberships joined or renewed (absent on tab sales). */
  MembershipPackages: z.array(ReceiptMembership).optional(),
  /** Σ coupon discounts (total terms), and their ex-tax part. */
  TotalDiscount: Dollars,
  TotalDiscountExTax: Dollars,
  /** Sales excluding tax (product lines after discounts, donation, fee), tax, and the order total. */
  TotalExTax: Dollars,
  TotalTax: Dollars,
  TotalPaid: Dollars,
});
export type TransactionResult = z.infer<typeof TransactionResult>;
