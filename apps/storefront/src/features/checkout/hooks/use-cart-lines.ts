/**
 * The cart's ticket lines priced for display (the server re-prices when paying): cart quantities
 * from the hold, products and prices from the events' catalogue data, taxes per line in cents.
 */
import type { TourEvent, TourProduct } from '@gt/contract/catalogue';
import type { CartEvent } from '@gt/domain/cart';
import { unitPrice } from '@gt/domain/price-matrix';
import { priceLines } from '@gt/domain/pricing';
import { sumTaxed, type TaxedAmount } from '@gt/domain/tax';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { useCartTourEvents } from '../api/get-cart-events';

export interface CheckoutLine {
  event: TourEvent;
  product: TourProduct;
  quantity: number;
  costRateId: number;
  unitPriceCents: number;
  amounts: TaxedAmount;
}

export interface CheckoutEvent {
  cart: CartEvent;
  event: TourEvent;
  lines: CheckoutLine[];
}

export function useCartLines(): { events: CheckoutEvent[]; totals: TaxedAmount; loading: boolean; error: Error | null } {
  const { DefaultCostRateID } = usePublicConfig();
  const cart = useCartStore((s) => s.events);
  const query = useCartTourEvents(cart.map((e) => e.TourEventID));
  const byId = new Map((query.data ?? []).map((e) => [e.TourEventID, e]));
  const events: CheckoutEvent[] = cart.flatMap((c) => {
    const event = byId.get(c.TourEventID);
    if (!event) return [];
    const lines = c.lines.flatMap((l) => {
      const product = event.TourProducts.find((p) => p.TourProductID === l.TourProductID);
      const price = product && unitPrice(product, DefaultCostRateID, DefaultCostRateID);
      if (!product || !price) return [];
      const { totals } = priceLines([{ unitPriceCents: price.priceCents, quantity: l.Quantity, taxes: price.taxes }]);
      return [{ event, product, quantity: l.Quantity, costRateId: DefaultCostRateID, unitPriceCents: price.priceCents, amounts: totals }];
    });
    return [{ cart: c, event, lines }];
  });
  const totals = sumTaxed(events.flatMap((e) => e.lines.map((l) => l.amounts)));
  return { events, totals, loading: cart.length > 0 && query.isLoading, error: query.error };
}
