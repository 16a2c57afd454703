/**
 * GA tickets and gift cards bought, priced for display with the order's pricing pipeline (domain
 * `priceOrder`: list price → coupon → tax; gift cards untaxed), so the GA page, the checkout rows
 * and the transaction's line amounts are what the server computes again. Amounts as shown follow
 * ShowPricesAs (domain price-display). Integer cents.
 */
import type { GaTicket } from '@gt/contract/products';
import type { Coupon, LineDiscount } from '@gt/domain/coupon';
import { gaOrderLine } from '@gt/domain/ga-tickets';
import { toCents } from '@gt/domain/money';
import { priceOrder, type PricedOrder } from '@gt/domain/order-pricing';
import { shownAmount, shownDiscount, type ShownTotals, type ShowPricesAs } from '@gt/domain/price-display';
import { priceLine } from '@gt/domain/pricing';
import type { TaxedAmount } from '@gt/domain/tax';

export interface SaleGaInput {
  ticket: GaTicket;
  quantity: number;
}

export interface SaleGiftCardInput {
  key: string;
  amountCents: number;
  quantity: number;
}

export interface PricedGaLine extends SaleGaInput {
  /** The unit at list price as shown. */
  unitCents: number;
  /** The line after its coupon discount as shown. */
  lineCents: number;
  /** What the line is charged (after its discount). */
  amounts: TaxedAmount;
  discount: LineDiscount | null;
  /** The coupon discount as shown (list line less discounted line, ShowPricesAs). */
  discountShownCents: number;
  /** The coupon discount in the line's total terms (what the transaction's DiscountAmount says). */
  discountTotalCents: number;
}

export interface PricedSale {
  ga: PricedGaLine[];
  /** GA lines: Σ shown line amounts, tax, total charged, and Σ coupon discounts. */
  gaSubtotalCents: number;
  gaTaxCents: number;
  gaTotalCents: number;
  /** Σ coupon discounts as shown (ShowPricesAs). */
  discountCents: number;
  /** Σ gift cards bought. */
  giftCardCents: number;
  /** GA total + gift cards: what this part of the cart costs. */
  totalCents: number;
  order: PricedOrder;
}

/** The ticket's taxes as the domain needs them. */
export const gaTaxes = (t: GaTicket) => t.Taxes.map((x) => ({ included: x.TaxIncluded, percentage: x.TaxPercentage }));

/** The GA ticket as an order line (key `ga:{ProductID}`, as the server keys it). */
export const gaLineOf = (t: GaTicket, quantity: number) => gaOrderLine({ productId: t.ProductID, priceCents: toCents(t.Price), taxes: gaTaxes(t) }, quantity);

/** One unit of a GA ticket at list price as shown (ShowPricesAs). */
export function gaUnitCents(t: GaTicket, showPricesAs: ShowPricesAs): number {
  return shownAmount(priceLine({ unitPriceCents: toCents(t.Price), quantity: 1, taxes: gaTaxes(t) }), showPricesAs);
}

/**
 * The GA lines of an order priced by `priceOrder` (found by their key `ga:{ProductID}`, so the
 * order may hold other lines), as shown under ShowPricesAs. Lines of quantity 0 are left out.
 */
export function pricedGaLines(order: PricedOrder, ga: readonly SaleGaInput[], showPricesAs: ShowPricesAs): PricedGaLine[] {
  const byKey = new Map(order.lines.map((l) => [l.key, l]));
  return ga
    .filter((l) => l.quantity > 0)
    .map((l) => {
      const p = byKey.get(gaLineOf(l.ticket, l.quantity).key);
      if (!p) throw new Error('priceOrder lost a line');
      return {
        ...l,
        unitCents: gaUnitCents(l.ticket, showPricesAs),
        lineCents: shownAmount(p.amounts, showPricesAs),
        amounts: p.amounts,
        discount: p.discount,
        discountShownCents: shownDiscount(p.listAmounts, p.amounts, showPricesAs),
        discountTotalCents: p.listAmounts.totalCents - p.amounts.totalCents,
      };
    });
}

/** The GA lines' subtotal (as shown), tax and total (charged). */
export function gaTotals(lines: readonly PricedGaLine[], taxIncluded: boolean): ShownTotals {
  return {
    subtotalCents: lines.reduce((s, l) => s + l.lineCents, 0),
    taxCents: lines.reduce((s, l) => s + l.amounts.taxCents, 0),
    taxIncluded,
    totalCents: lines.reduce((s, l) => s + l.amounts.totalCents, 0),
  };
}

/** Prices GA lines (quantity > 0) with the coupons and gift cards bought (the GA page's own order). */
export function priceSale(ga: readonly SaleGaInput[], giftCards: readonly SaleGiftCardInput[], coupons: readonly Coupon[], showPricesAs: ShowPricesAs): PricedSale {
  const order = priceOrder({
    lines: ga.filter((l) => l.quantity > 0).map((l) => gaLineOf(l.ticket, l.quantity)),
    giftCardPurchases: giftCards.map((g) => ({ key: g.key, amountCents: g.amountCents, quantity: g.quantity })),
    coupons,
    donationCents: 0,
    fee: null,
    giftCards: [],
  });
  const priced = pricedGaLines(order, ga, showPricesAs);
  return {
    ga: priced,
    gaSubtotalCents: priced.reduce((s, l) => s + l.lineCents, 0),
    gaTaxCents: order.products.taxCents,
    gaTotalCents: order.products.totalCents,
    discountCents: priced.reduce((s, l) => s + l.discountShownCents, 0),
    giftCardCents: order.giftCardPurchaseCents,
    totalCents: order.totalCents,
    order,
  };
}
