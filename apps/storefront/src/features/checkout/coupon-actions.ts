/**
 * Coupons at checkout (spec 01 §4 "Coupons", §5 "Coupons", §8; domain coupon.ts): apply a code
 * (looked up, checked against the cart by `couponProblem`, a unique code's units held for the
 * cart's seat hold), remove it (its hold released), re-apply after every cart change (a coupon
 * that no longer discounts anything is dropped, a unique code's hold follows the units it
 * discounts). The gift cards are re-allocated after each change (releasing everything when the
 * cart is discarded: api/promotion-holds). Runs through `serially` with the gift card changes.
 */
import type { PublicConfig } from '@gt/contract/config';
import { couponDiscounts, couponProblem, type Coupon } from '@gt/domain/coupon';
import { messages } from '@gt/domain/messages';
import type { OrderLineInput } from '@gt/domain/order-pricing';
import { ApiError } from '../../lib/api-client';
import { useCartStore } from '../../stores/cart-store';
import { notify } from '../../stores/notifier';
import { serially, usePromotions, type AppliedCoupon } from '../../stores/promotions';
import { releaseUniqueCouponHold } from '../../api/promotion-holds';
import { getCoupon, holdUniqueCoupon, toDomainCoupon } from './api/coupons';
import { reallocateGiftCards } from './gift-card-actions';
import type { PricingContext } from './order-input';

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The units each applied coupon discounts in the cart (the best coupon per line), a unique code
 * counted without the cap of its current hold (what its hold should reserve). By CouponID.
 */
function unitsInUse(coupons: readonly Coupon[], lines: readonly OrderLineInput[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const d of couponDiscounts(coupons.map((c) => (c.unique ? { ...c, remainingProducts: null } : c)), lines)) units.set(d.couponId, (units.get(d.couponId) ?? 0) + d.quantity);
  return units;
}

async function release(applied: AppliedCoupon): Promise<void> {
  if (!applied.couponHoldRef) return;
  await releaseUniqueCouponHold(applied.couponHoldRef).catch(() => notify('error', messages.unableToDeleteUniqueCouponHolds));
}

/**
 * Applies a coupon code. Returns the refusal text or null: "Please enter Coupon Code.", the
 * server's "Coupon Code not found, …" (404) or "Unable to apply Coupon, …" (400), the domain's
 * couponProblem texts (expired, used up, unique already applied, not for these tickets, highest
 * coupon already applied), or the unique hold's refusal ("Unable to apply unique coupon.").
 */
export function applyCoupon(raw: string, ctx: () => PricingContext, texts: PublicConfig['Messages']): Promise<string | null> {
  return serially(async () => {
    const code = raw.trim();
    if (!code) return messages.couponCodeRequired;
    let wire;
    try {
      wire = await getCoupon(code);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) return messages.unableToApplyCoupon(e.message);
      return e instanceof Error ? e.message : messages.unexpectedError;
    }
    const coupon = toDomainCoupon(wire);
    const { lines } = ctx();
    const applied = usePromotions.getState().coupons;
    const today = wire.CurrentDateTimeAtLocation.slice(0, 10);
    const problem = couponProblem(coupon, { lines, applied: applied.map((a) => a.coupon), today }, texts);
    if (problem) return problem;
    let entry: AppliedCoupon = { coupon, couponHoldRef: null };
    if (coupon.unique) {
      const holdRef = useCartStore.getState().holdRef;
      const units = unitsInUse([coupon], lines).get(coupon.couponId) ?? 0;
      if (!holdRef || units < 1) return messages.unableToApplyUniqueCoupon;
      try {
        const h = await holdUniqueCoupon({ UniqueCouponCode: coupon.code, TourHoldRef: holdRef, Quantity: units });
        entry = { coupon: { ...coupon, remainingProducts: h.Quantity }, couponHoldRef: h.CouponHoldRef };
      } catch (e) {
        return e instanceof ApiError ? e.message : messages.unableToApplyUniqueCoupon;
      }
    }
    usePromotions.getState().set({ coupons: [...usePromotions.getState().coupons, entry] });
    await reallocateGiftCards(ctx());
    return null;
  });
}

/** Removes an applied coupon (its unique hold released) and re-allocates the gift cards. */
export function removeCoupon(code: string, ctx: () => PricingContext): Promise<void> {
  return serially(async () => {
    const { coupons, set } = usePromotions.getState();
    const gone = coupons.find((c) => sameCode(c.coupon.code, code));
    if (!gone) return;
    set({ coupons: coupons.filter((c) => c !== gone) });
    await release(gone);
    await reallocateGiftCards(ctx());
  });
}

/**
 * After a cart change (spec 01 §4 "re-applied after every cart change and dropped when no longer
 * used"): a coupon that discounts no line any more is removed (its hold released) and the visitor
 * told; a unique code's hold is changed to the units it now discounts (a refusal removes the
 * coupon, spec 01 §4 "a unique coupon error removes the coupon"). Then the gift cards follow.
 */
export function reapplyCoupons(ctx: () => PricingContext): Promise<void> {
  return serially(async () => {
    const { lines } = ctx();
    const holdRef = useCartStore.getState().holdRef;
    const units = unitsInUse(usePromotions.getState().coupons.map((c) => c.coupon), lines);
    for (const applied of usePromotions.getState().coupons) {
      const wanted = units.get(applied.coupon.couponId) ?? 0;
      const drop = async (message: string) => {
        usePromotions.getState().set({ coupons: usePromotions.getState().coupons.filter((c) => c !== applied) });
        await release(applied);
        notify(wanted === 0 ? 'info' : 'error', message);
      };
      if (wanted === 0) {
        await drop(messages.couponNoLongerApplies(applied.coupon.code));
        continue;
      }
      if (!applied.couponHoldRef || !holdRef || wanted === applied.coupon.remainingProducts) continue;
      try {
        const h = await holdUniqueCoupon({ UniqueCouponCode: applied.coupon.code, TourHoldRef: holdRef, Quantity: wanted, CouponHoldRef: applied.couponHoldRef });
        const updated = { ...applied, coupon: { ...applied.coupon, remainingProducts: h.Quantity } };
        usePromotions.getState().set({ coupons: usePromotions.getState().coupons.map((c) => (c === applied ? updated : c)) });
      } catch (e) {
        await drop(e instanceof ApiError ? e.message : messages.unableToApplyUniqueCoupon);
      }
    }
    await reallocateGiftCards(ctx());
  });
}
