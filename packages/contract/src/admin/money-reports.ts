/**
 * Money reports of the back office (docs/operator-guide.md#money-reports): a range of venue dates
 * (`YYYY-MM-DD`, inclusive) summed from the ledgers — sales by day, by product and by payment
 * type, refunds, gift card liability, donations, fees and coupon discounts — and the payment
 * reconciliation against the card provider's own records. Money is integer cents.
 */
import { z } from 'zod';
import { SalesLine, SalesReport } from './event-ops';

const VenueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');

/** GET /money-reports and GET /money-reports/reconciliation: `format` json (default), csv or xlsx (a download). */
export const MoneyReportQuery = z.object({
  from: VenueDate,
  to: VenueDate,
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});
export type MoneyReportQuery = z.infer<typeof MoneyReportQuery>;

/** One venue day of the range that had transactions. */
export const MoneyDay = z.object({
  date: z.string(),
  transactions: z.number().int(),
  /** Positive lines (tickets, products, food), cents. */
  salesCents: z.number().int(),
  /** Refund lines of cancellations and changes (negative), cents. */
  refundsCents: z.number().int(),
  netCents: z.number().int(),
  /** What the day's transactions collected (net less what is still owed), cents. */
  collectedCents: z.number().int(),
});
export type MoneyDay = z.infer<typeof MoneyDay>;

/** How the range's transactions were paid: by card, by gift card, or free (a sale of $0.00). */
export const PaymentTypeRow = z.object({
  type: z.enum(['card', 'giftcard', 'free']),
  /** Card payments, gift card redemptions, or free sales. */
  count: z.number().int(),
  amountCents: z.number().int(),
});
export type PaymentTypeRow = z.infer<typeof PaymentTypeRow>;

export const CouponDiscountRow = z.object({
  couponId: z.number().int(),
  name: z.string(),
  /** The code visitors type; null for a coupon of unique codes. */
  code: z.string().nullable(),
  /** Transactions of the range that redeemed it. */
  uses: z.number().int(),
  /** What it took off the lines (positive), cents; a cancellation's reversed lines give part back. */
  discountCents: z.number().int(),
});
export type CouponDiscountRow = z.infer<typeof CouponDiscountRow>;

export const MoneyReport = z.object({
  from: z.string(),
  to: z.string(),
  /** The sales report's totals over the same range (GET /sales). */
  summary: SalesReport.shape.totals,
  days: z.array(MoneyDay),
  /** The sales report's lines: by kind, booking type or group, and product. */
  products: z.array(SalesLine),
  payments: z.array(PaymentTypeRow),
  refunds: z.object({
    /** Card refunds of the range's transactions (and of payments that never booked, by their date), by state. */
    cardSucceededCents: z.number().int(),
    cardPendingCents: z.number().int(),
    /** Refused for good by the provider: the money stayed captured (not counted as refunded). */
    cardFailedCents: z.number().int(),
    cardCount: z.number().int(),
    /** New gift cards issued as refunds. */
    giftCardCents: z.number().int(),
  }),
  /** Gift card balances: outstanding at the start and at the end of the range, and what moved in it. */
  giftCards: z.object({
    openingCents: z.number().int(),
    issuedCents: z.number().int(),
    redeemedCents: z.number().int(),
    refundedCents: z.number().int(),
    /** Operators' adjustments and voids (back office), signed: closing = opening + issued − redeemed + refunded + adjusted. */
    adjustedCents: z.number().int(),
    closingCents: z.number().int(),
    /** Cards with a balance above zero at the end. */
    cardsWithBalance: z.number().int(),
  }),
  donations: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  fees: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  coupons: z.array(CouponDiscountRow),
});
export type MoneyReport = z.infer<typeof MoneyReport>;

/**
 * A card payment of the range as we recorded it and as the provider reports it.
 * `missingAtProvider`: ours, not captured at the provider; `missingHere`: captured at the provider,
 * no payment of ours; `amountDiffers`: captured amounts differ; `refundDiffers`: refunded amounts differ.
 */
export const ReconciliationState = z.enum(['matched', 'missingAtProvider', 'missingHere', 'amountDiffers', 'refundDiffers']);
export type ReconciliationState = z.infer<typeof ReconciliationState>;

export const ReconciliationRow = z.object({
  chargeId: z.string(),
  /** Our payment's receipt; null when it never booked or is not ours. */
  receiptNo: z.number().int().nullable(),
  /** When it was made (ours, else the provider's), ISO 8601 UTC. */
  createdAt: z.string(),
  ourAmountCents: z.number().int().nullable(),
  providerAmountCents: z.number().int().nullable(),
  ourRefundedCents: z.number().int().nullable(),
  providerRefundedCents: z.number().int().nullable(),
  state: ReconciliationState,
});
export type ReconciliationRow = z.infer<typeof ReconciliationRow>;

export const Reconciliation = z.object({
  from: z.string(),
  to: z.string(),
  /** The configured card provider (`sandbox`, `stripe`). */
  provider: z.string(),
  rows: z.array(ReconciliationRow),
  totals: z.object({
    ourCapturedCents: z.number().int(),
    providerCapturedCents: z.number().int(),
    ourRefundedCents: z.number().int(),
    providerRefundedCents: z.number().int(),
    /** Rows that are not `matched`. */
    differences: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof Reconciliation>;
