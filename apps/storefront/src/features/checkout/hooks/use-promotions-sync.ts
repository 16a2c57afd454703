/**
 * Keeps the promotions in step with the cart at checkout (spec 01 §4): after every change of the
 * ticket, GA ticket or membership package lines, the gift cards bought, the donation or the fee, the coupons are
 * re-applied (dropped when no longer used, a unique code's hold resized) and the gift cards
 * re-allocated; when the cart empties, every coupon and gift card hold is released and the
 * donation cleared ("Cart emptying"). The coupon the GA page applied (`?coupon=`, spec 02 §2.9)
 * joins the checkout's coupons once, as if typed in the coupon box (its refusal is shown). Waits
 * until every line of the cart is priced, so that a line still loading is not taken for a removed one.
 */
import { useEffect } from 'react';
import { releasePromotions } from '../../../api/promotion-holds';
import { usePublicConfig } from '../../../lib/public-config';
import { useCartStore } from '../../../stores/cart-store';
import { notify } from '../../../stores/notifier';
import { usePromotions } from '../../../stores/promotions';
import { saleItemCount, useSaleCart } from '../../../stores/sale-cart';
import { applyCoupon, reapplyCoupons } from '../coupon-actions';
import type { PricingContext } from '../order-input';
import type { OrderPricing } from './use-order-pricing';

/** Applies the GA page's coupon (once: it leaves the GA cart), unless the checkout already has it. */
async function adoptGaCoupon(context: () => PricingContext, texts: Parameters<typeof applyCoupon>[2]): Promise<void> {
  const code = useSaleCart.getState().gaCouponCode;
  if (!code) return;
  useSaleCart.setState({ gaCouponCode: null });
  if (usePromotions.getState().coupons.some((c) => c.coupon.code.toLowerCase() === code.toLowerCase())) return;
  const problem = await applyCoupon(code, context, texts);
  if (problem) notify('error', problem);
}

/** `active`: a ticket sale is at checkout (not a food order). */
export function usePromotionsSync(pricing: OrderPricing, active: boolean): void {
  const { Messages } = usePublicConfig();
  const cartEvents = useCartStore((s) => s.events.length);
  const saleItems = useSaleCart(saleItemCount);
  const gaCoupon = useSaleCart((s) => s.gaCouponCode);
  const applied = usePromotions((s) => s.coupons.length + s.giftCards.length > 0 || s.donation !== null);
  const donation = usePromotions((s) => s.donation?.amountCents ?? 0);
  const ready = !pricing.loading && pricing.events.length === cartEvents;
  const quantities = [
    ...pricing.events.flatMap((e) => e.lines.map((l) => [e.event.TourEventID, l.product.TourProductID, l.quantity])),
    ...pricing.sale.lines.map((l) => [l.key, l.quantity]),
    ...pricing.extraLines.map((l) => [l.key, l.quantity, l.membership?.renewal ?? null]),
  ];
  const purchases = pricing.sale.purchases.map((p) => [p.key, p.amountCents, p.quantity]);
  const signature = ready ? JSON.stringify([quantities, purchases, donation, pricing.fee?.productId ?? null]) : null;
  const { context } = pricing;
  const empty = cartEvents === 0 && saleItems === 0 && pricing.extraLines.length === 0;
  useEffect(() => {
    if (!active) return;
    if (empty) {
      if (applied) void releasePromotions();
      return;
    }
    if (signature === null) return;
    if (gaCoupon) void adoptGaCoupon(context, Messages);
    void reapplyCoupons(context);
    // `context` reads the latest pricing; the signature says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, empty, active, applied, gaCoupon]);
}
