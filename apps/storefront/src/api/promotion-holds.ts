/**
 * Releasing what a cart holds besides seats (spec 01 §4 "Cart discard timer": "coupons and unique
 * coupon holds released, gift card holds deleted"; "Cart emptying"): `DELETE UniqueCouponHolds`
 * and `DELETE giftcardholds` (spec 01 §7), and `releasePromotions`, used by Clear Cart, the idle
 * discard and the checkout when the cart empties.
 */
import { messages } from '@gt/domain/messages';
import { apiUrl } from '../lib/api-client';
import { serially, usePromotions } from '../stores/promotions';

/** DELETE UniqueCouponHolds?CouponHoldRef → 204; "Unable to delete UniqueCouponHolds" otherwise. */
export async function releaseUniqueCouponHold(couponHoldRef: string): Promise<void> {
  const res = await fetch(apiUrl('UniqueCouponHolds', { CouponHoldRef: couponHoldRef }), { method: 'DELETE' });
  if (!res.ok) throw new Error(messages.unableToDeleteUniqueCouponHolds);
}

/** DELETE giftcardholds?GiftcardHoldRef → 204; "Unable to delete GiftCardHold" otherwise. */
export async function deleteGiftCardHold(giftcardHoldRef: string): Promise<void> {
  const res = await fetch(apiUrl('giftcardholds', { GiftcardHoldRef: giftcardHoldRef }), { method: 'DELETE' });
  if (!res.ok) throw new Error(messages.unableToDeleteGiftCardHold);
}

/** Releases every unique coupon hold and gift card hold of the cart and forgets what was applied. Never rejects. */
export function releasePromotions(): Promise<void> {
  return serially(async () => {
    const { coupons, giftCards, reset } = usePromotions.getState();
    reset();
    await Promise.all([
      ...coupons.map((c) => (c.couponHoldRef ? releaseUniqueCouponHold(c.couponHoldRef).catch(() => undefined) : undefined)),
      ...giftCards.map((g) => deleteGiftCardHold(g.giftcardHoldRef).catch(() => undefined)),
    ]);
  });
}
