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

/** Releases the holds of `coupons` and `giftCards` (failures ignored: the holds lapse on their own). */
async function releaseHolds({ coupons, giftCards }: Pick<ReturnType<typeof usePromotions.getState>, 'coupons' | 'giftCards'>): Promise<void> {
  await Promise.all([
    ...coupons.map((c) => (c.couponHoldRef ? releaseUniqueCouponHold(c.couponHoldRef).catch(() => undefined) : undefined)),
    ...giftCards.map((g) => deleteGiftCardHold(g.giftcardHoldRef).catch(() => undefined)),
  ]);
}

/** Releases every unique coupon hold and gift card hold of the cart and forgets what was applied. Never rejects. */
export function releasePromotions(): Promise<void> {
  return serially(async () => {
    const state = usePromotions.getState();
    state.reset();
    await releaseHolds(state);
  });
}

/**
 * Takes the coupons and gift cards off the cart, their holds released, the donation kept (spec 01
 * §4: applying a membership removes them). Resolves to whether any was applied. Never rejects.
 */
export function releaseCouponsAndGiftCards(): Promise<boolean> {
  return serially(async () => {
    const state = usePromotions.getState();
    if (state.coupons.length === 0 && state.giftCards.length === 0) return false;
    state.set({ coupons: [], giftCards: [] });
    await releaseHolds(state);
    return true;
  });
}
