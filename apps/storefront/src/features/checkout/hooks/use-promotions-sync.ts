/**
 * Keeps the promotions in step with the cart at checkout (spec 01 §4): after every change of the
 * ticket lines, the donation or the fee, the coupons are re-applied (dropped when no longer used,
 * a unique code's hold resized) and the gift cards re-allocated; when the cart empties (no event
 * left), every coupon and gift card hold is released and the donation cleared ("Cart emptying").
 * Waits until every event of the cart is priced, so that a line still loading is not taken for a
 * removed one.
 */
import { useEffect } from 'react';
import { releasePromotions } from '../../../api/promotion-holds';
import { useCartStore } from '../../../stores/cart-store';
import { usePromotions } from '../../../stores/promotions';
import { reapplyCoupons } from '../coupon-actions';
import type { OrderPricing } from './use-order-pricing';

/** `active`: a ticket sale is at checkout (not a food order). */
export function usePromotionsSync(pricing: OrderPricing, active: boolean): void {
  const cartEvents = useCartStore((s) => s.events.length);
  const applied = usePromotions((s) => s.coupons.length + s.giftCards.length > 0 || s.donation !== null);
  const donation = usePromotions((s) => s.donation?.amountCents ?? 0);
  const ready = !pricing.loading && pricing.events.length === cartEvents;
  const quantities = pricing.events.flatMap((e) => e.lines.map((l) => [e.event.TourEventID, l.product.TourProductID, l.quantity]));
  const signature = ready ? JSON.stringify([quantities, donation, pricing.fee?.productId ?? null]) : null;
  const { context } = pricing;
  useEffect(() => {
    if (!active) return;
    if (cartEvents === 0) {
      if (applied) void releasePromotions();
      return;
    }
    if (signature !== null) void reapplyCoupons(context);
    // `context` reads the latest pricing; the signature says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, cartEvents, active, applied]);
}
