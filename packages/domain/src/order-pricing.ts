/**
 * The whole order, priced (docs/architecture.md#pricing: list price by cost rate → coupon → tax →
 * rounding → fee; spec 01 §2 cart tables, §9): product lines with their coupon discounts and
 * taxes, the donation, the transaction fee, what the gift cards cover and the amount to pay by
 * card. Integer cents. The storefront shows exactly this; the server re-prices a transaction with
 * the same function and refuses any client amount that differs.
 */
import { couponDiscounts, type Coupon, type CouponLine, type LineDiscount } from './coupon';
import { transactionFee, type FeeTerms } from './fee';
import { allocateGiftCards, type CartGiftCard, type GiftCardAllocation } from './gift-card';
import { priceLine } from './pricing';
import { applyTaxes, sumTaxed, type TaxRate, type TaxedAmount } from './tax';

export interface OrderLineInput extends CouponLine {
  taxes: readonly TaxRate[];
}

/** Gift cards bought in the order (spec 02 §2.11): untaxed, `amountCents` each. */
export interface GiftCardPurchaseLine {
  key: string;
  amountCents: number;
  quantity: number;
}

export interface OrderInput {
  /** Tour product and general-admission lines (taxed, coupons apply). */
  lines: readonly OrderLineInput[];
  /** Gift cards bought (none when absent). */
  giftCardPurchases?: readonly GiftCardPurchaseLine[];
  /**
   * Whether gift cards may pay for gift cards bought in the same order (default false: buying
   * gift cards with gift cards launders stolen balances, docs/checkout-api.md#7-general-admission-tickets-and-gift-cards-bought).
   */
  giftCardsPayGiftCards?: boolean;
  /** Applied coupons, in the order they were applied. */
  coupons: readonly Coupon[];
  /** The donation, cents (0: none). */
  donationCents: number;
  /** The transaction fee's terms when ApplyTransactionFee is on, else null. */
  fee: FeeTerms | null;
  /** The cart's gift cards, in the order they were applied. */
  giftCards: readonly CartGiftCard[];
}

export interface PricedOrderLine {
  key: string;
  /** The line at list price (unit price × quantity), taxed. */
  listAmounts: TaxedAmount;
  /** The line after its coupon discount, taxed: what is charged. */
  amounts: TaxedAmount;
  discount: LineDiscount | null;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  /** Σ lines after discounts (ex-tax, tax, total). */
  products: TaxedAmount;
  /** Σ gift cards bought. */
  giftCardPurchaseCents: number;
  /** Σ coupon discounts in the lines' total terms (list total − charged total). */
  discountCents: number;
  /** Σ coupon discounts as taxed amounts (list − charged, each part): what a receipt shows under ShowPricesAs. */
  discount: TaxedAmount;
  donationCents: number;
  feeCents: number;
  /** products.total + gift cards bought + donation + fee. */
  totalCents: number;
  /** What each gift card pays (allocateGiftCards). */
  giftCards: GiftCardAllocation[];
  giftCardCents: number;
  /** What the card pays: total − gift cards. */
  amountToPayCents: number;
}

/**
 * Prices an order: a line without discount is priced as `priceLine` prices it (unit taxed, times
 * the quantity); a line's coupon discount (couponDiscounts) comes off its discounted units'
 * amount before taxes, those units taxed together; the fee is computed on the lines' ex-tax subtotal (flat part when a gift card is in the
 * cart); gift cards bought and the donation are untaxed; the gift cards in the cart cover as much
 * of the total as they can, gift cards bought excepted unless `giftCardsPayGiftCards`.
 */
export function priceOrder(o: OrderInput): PricedOrder {
  const discounts = new Map(couponDiscounts(o.coupons, o.lines).map((d) => [d.key, d]));
  const lines = o.lines.map((l) => {
    const discount = discounts.get(l.key) ?? null;
    const listAmounts = priceLine({ unitPriceCents: l.unitPriceCents, quantity: l.quantity, taxes: l.taxes });
    if (!discount) return { key: l.key, listAmounts, amounts: listAmounts, discount };
    // The units without discount keep their unit pricing; the discounted units are taxed together.
    const full = priceLine({ unitPriceCents: l.unitPriceCents, quantity: l.quantity - discount.quantity, taxes: l.taxes });
    const discounted = applyTaxes(l.unitPriceCents * discount.quantity - discount.discountCents, l.taxes);
    return { key: l.key, listAmounts, amounts: sumTaxed([full, discounted]), discount };
  });
  const products = sumTaxed(lines.map((l) => l.amounts));
  const list = sumTaxed(lines.map((l) => l.listAmounts));
  const giftCardPurchaseCents = (o.giftCardPurchases ?? []).reduce((s, g) => s + g.amountCents * g.quantity, 0);
  const feeCents = transactionFee(o.fee, products.exTaxCents, o.giftCards.length > 0);
  const totalCents = products.totalCents + giftCardPurchaseCents + o.donationCents + feeCents;
  const giftCards = allocateGiftCards(o.giftCards, o.giftCardsPayGiftCards ? totalCents : totalCents - giftCardPurchaseCents);
  const giftCardCents = giftCards.reduce((s, g) => s + g.amountCents, 0);
  return {
    lines,
    products,
    giftCardPurchaseCents,
    discountCents: list.totalCents - products.totalCents,
    discount: { exTaxCents: list.exTaxCents - products.exTaxCents, taxCents: list.taxCents - products.taxCents, totalCents: list.totalCents - products.totalCents },
    donationCents: o.donationCents,
    feeCents,
    totalCents,
    giftCards,
    giftCardCents,
    amountToPayCents: totalCents - giftCardCents,
  };
}

/** The coupons that discount something in `priced`, with the units each discounts (what their use records). By coupon, in order. */
export function couponUnits(priced: Pick<PricedOrder, 'lines'>): Map<number, number> {
  const units = new Map<number, number>();
  for (const l of priced.lines) if (l.discount) units.set(l.discount.couponId, (units.get(l.discount.couponId) ?? 0) + l.discount.quantity);
  return units;
}
