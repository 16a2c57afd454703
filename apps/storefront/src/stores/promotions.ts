/**
 * What the visitor applied to the cart besides tickets (spec 01 §3 "Cart state": tourCoupons,
 * cashless, donation; §4 "Coupons", "Gift card holds", "Donation popup"): the coupons (a unique
 * one with its CouponHoldRef), the gift cards with their holds, the donation and whether the
 * donation popup was shown. Kept in session storage beside the cart (prefix `gt-`) and cleared
 * with it; amounts are integer cents. Prices are not stored: the checkout prices the order from
 * these with domain `priceOrder`, and the server re-prices it.
 */
import type { Coupon } from '@gt/domain/coupon';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cart-store';

export interface AppliedCoupon {
  /** The coupon in domain terms; a unique one's `remainingProducts` is what its hold reserves. */
  coupon: Coupon;
  /** The hold of a unique code (POST UniqueCouponHolds), else null. */
  couponHoldRef: string | null;
}

/** A gift card paying part of the cart (spec 01 §3 "Gift card hold"). */
export interface HeldGiftCard {
  giftcardNo: string;
  /** As shown (spec 01 §9), e.g. `****KQANEV`. */
  maskedNo: string;
  giftcardHoldRef: string;
  /** What the hold reserves now, cents. */
  heldCents: number;
  /** What the card can spend for this cart (its hold plus what it has left), cents, as last answered. */
  availableCents: number;
}

export interface AppliedDonation {
  amountCents: number;
  /** Whether the amount was typed as Other (then it must lie within the product's Price – MaxPrice). */
  other: boolean;
}

interface PromotionsState {
  coupons: AppliedCoupon[];
  giftCards: HeldGiftCard[];
  donation: AppliedDonation | null;
  /** The donation popup was shown for this cart (spec 01 §4: once, while the popup count is 0). */
  donationPopupShown: boolean;
  set(patch: Partial<Pick<PromotionsState, 'coupons' | 'giftCards' | 'donation' | 'donationPopupShown'>>): void;
  /** Forgets everything (the holds are released by the caller, see promotions.ts). */
  reset(): void;
}

const empty = { coupons: [], giftCards: [], donation: null, donationPopupShown: false };

export const usePromotions = create<PromotionsState>()(
  persist(
    (set) => ({
      ...empty,
      set: (patch) => set(patch),
      reset: () => set(empty),
    }),
    { name: `${STORAGE_PREFIX}promotions`, storage: createJSONStorage(() => sessionStorage) },
  ),
);

let queue: Promise<unknown> = Promise.resolve();

/** Runs changes of the promotions and their holds one after another (apply, remove, recalculate, release). */
export function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
