/**
 * Transaction fee (spec 01 §9, §7 Products?ProductType=transactionfee): a percentage of the
 * subtotal, plus a flat amount that applies only when a gift card hold exists or the percentage
 * amount is positive. Applies only when ApplyTransactionFee is on. Integer cents.
 */
import { mulDivRound } from './money';

/** The fee product's terms. */
export interface FeeTerms {
  /** Percentage of the subtotal, e.g. 2.5 (at most 2 decimals). */
  percentage: number;
  /** Flat amount, cents. */
  flatCents: number;
}

/**
 * The fee of an order: round(subtotal × percentage) (half up), plus `flatCents` when the cart
 * holds a gift card or that percentage amount is above 0. `subtotalCents` is the ex-tax subtotal
 * of the order's product lines after coupons. Null terms (fee off) → 0.
 */
export function transactionFee(terms: FeeTerms | null, subtotalCents: number, hasGiftCardHold: boolean): number {
  if (!terms || subtotalCents <= 0) return 0;
  const percent = mulDivRound(subtotalCents, Math.round(terms.percentage * 100), 10_000);
  return percent + (hasGiftCardHold || percent > 0 ? terms.flatCents : 0);
}
