/**
 * The cart's ticket lines priced for display (the server re-prices when paying): cart quantities
 * from the hold, products and prices from the events' catalogue data. Unit, line, subtotal, tax
 * and total come from domain `shownLines` under ShowPricesAs, so the lines shown add up to the
 * subtotal shown and the total is what the server charges (docs/configuration.md). Cents. Tickets are
 * priced at the applied member or identity rate (stores/discount-rate.ts) where the product has a
 * price at it, else at the default rate, as the server re-prices them.
 */
import type { TourEvent, TourProduct } from '@gt/contract/catalogue';
import type { CartEvent } from '@gt/domain/cart';
import { shownLine, shownTotals, type ShownLine, type ShownTotals } from '@gt/domain/price-display';
import { unitPrice, type UnitPrice } from '@gt/domain/price-matrix';
import type { TaxedAmount } from '@gt/domain/tax';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { appliedCostRateId, useDiscountRate } from '../../../stores/discount-rate';
import { useCartTourEvents } from '../api/get-cart-events';

export interface CheckoutLine {
  event: TourEvent;
  product: TourProduct;
  quantity: number;
  costRateId: number;
  /** The unit list price (cents) and its taxes: the pricing input of the line (coupons, domain priceOrder). */
  price: UnitPrice;
  /** What the line is charged before coupons (ex-tax, tax, total). */
  amounts: TaxedAmount;
  /** Unit and line amounts as shown (ShowPricesAs). */
  shown: ShownLine;
}

export interface CheckoutEvent {
  cart: CartEvent;
  event: TourEvent;
  lines: CheckoutLine[];
}

export function useCartLines(): { events: CheckoutEvent[]; totals: ShownTotals; loading: boolean; error: Error | null } {
  const { DefaultCostRateID, ShowPricesAs } = usePublicConfig();
  const cart = useCartStore((s) => s.events);
  const rate = useDiscountRate((s) => appliedCostRateId(s, DefaultCostRateID));
  const query = useCartTourEvents(cart.map((e) => e.TourEventID));
  const byId = new Map((query.data ?? []).map((e) => [e.TourEventID, e]));
  const events: CheckoutEvent[] = cart.flatMap((c) => {
    const event = byId.get(c.TourEventID);
    if (!event) return [];
    const lines = c.lines.flatMap((l) => {
      const product = event.TourProducts.find((p) => p.TourProductID === l.TourProductID);
      const price = product && unitPrice(product, rate, DefaultCostRateID);
      if (!product || !price) return [];
      const costRateId = product.PriceMatrix.some((p) => p.CostRateID === rate) ? rate : DefaultCostRateID;
      const shown = shownLine({ unitPriceCents: price.priceCents, quantity: l.Quantity, taxes: price.taxes }, ShowPricesAs);
      return [{ event, product, quantity: l.Quantity, costRateId, price, shown, amounts: shown.amounts }];
    });
    return [{ cart: c, event, lines }];
  });
  const totals = shownTotals(events.flatMap((e) => e.lines.map((l) => l.shown)), ShowPricesAs);
  return { events, totals, loading: cart.length > 0 && query.isLoading, error: query.error };
}
