/**
 * Coupons at checkout (spec 01 §4 "Coupons", §5 "Coupons", §8; domain coupon.ts): apply a code
 * (looked up, checked against the cart by `couponProblem`, a unique code's units held for the
 * cart's seat hold), remove it (its hold released), re-apply after every cart change (a coupon
 * that no longer discounts anything is dropped, a unique code's hold follows the units it
 * discounts). The gift cards are re-allocated after each change (releasing everything when the
 * cart is discarded: api/promotion-holds). Runs through `serially` with the gift card changes.
 * The lookup and the unique hold (`lookUpCoupon`, `holdCoupon`, `releaseCoupon`) also serve the
 * coupon of a date change (manage-booking use-change-coupons, spec 02 §4.7).
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
import { toDomainCoupon } from '../../api/get-coupon';
import { getCoupon, holdUniqueCoupon } from './api/coupons';
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

/**
 * Looks up `code` (trimmed, non-empty) and checks it against the ticket `lines` and the coupons
 * already `applied` (domain couponProblem, at the venue's date). Returns the coupon, or the
 * refusal text: the server's refusal after "Unable to apply Coupon, " (400, 404, 409; spec 01 §8),
 * or couponProblem's (expired, used up, unique already applied, not for these tickets, highest
 * coupon already applied). Shared by the checkout and the date change (spec 02 §4.7).
 */
export async function lookUpCoupon(
  code: string,
  lines: readonly OrderLineInput[],
  applied: readonly Coupon[],
  texts: PublicConfig['Messages'],
): Promise<{ coupon: Coupon } | { problem: string }> {
  let wire;
  try {
    wire = await getCoupon(code);
  } catch (e) {
    // The server's refusal of the code (unknown, invalid, expired, used up) says so after "Unable to apply Coupon, " (spec 01 §8).
    if (e instanceof ApiError && [400, 404, 409].includes(e.status)) return { problem: messages.unableToApplyCoupon(e.message) };
    return { problem: e instanceof Error ? e.message : messages.unexpectedError };
  }
  const coupon = toDomainCoupon(wire);
  const today = wire.CurrentDateTimeAtLocation.slice(0, 10);
  const problem = couponProblem(coupon, { lines, applied, today }, texts);
  return problem ? { problem } : { coupon };
}

/**
 * The coupon as applied: a unique code's units that `lines` would use reserved for the seat hold
 * `holdRef` (POST UniqueCouponHolds; its `remainingProducts` becomes what the hold reserves), a
 * plain code as it is. Returns the refusal text instead: the server's, or "Unable to apply unique
 * coupon." without a seat hold or units to discount.
 */
export async function holdCoupon(coupon: Coupon, lines: readonly OrderLineInput[], holdRef: string | null): Promise<AppliedCoupon | string> {
  if (!coupon.unique) return { coupon, couponHoldRef: null };
  const units = unitsInUse([coupon], lines).get(coupon.couponId) ?? 0;
  if (!holdRef || units < 1) return messages.unableToApplyUniqueCoupon;
  try {
    const h = await holdUniqueCoupon({ UniqueCouponCode: coupon.code, TourHoldRef: holdRef, Quantity: units });
    return { coupon: { ...coupon, remainingProducts: h.Quantity }, couponHoldRef: h.CouponHoldRef };
  } catch (e) {
    return e instanceof ApiError ? e.message : messages.unableToApplyUniqueCoupon;
  }
}

/** Releases a unique coupon's hold (none for a plain code); a failure is told ("Unable to delete UniqueCouponHolds"). */
export async function releaseCoupon(applied: AppliedCoupon): Promise<void> {
  if (!applied.couponHoldRef) return;
  await releaseUniqueCouponHold(applied.couponHoldRef).catch(() => notify('error', messages.unableToDeleteUniqueCouponHolds));
}

/**
 * Applies a coupon code at the checkout. Returns the refusal text or null: "Please enter Coupon
 * Code.", lookUpCoupon's and holdCoupon's refusals.
 */
export function applyCoupon(raw: string, ctx: () => PricingContext, texts: PublicConfig['Messages']): Promise<string | null> {
  return serially(async () => {
    const code = raw.trim();
    if (!code) return messages.couponCodeRequired;
    const { lines } = ctx();
    const found = await lookUpCoupon(code, lines, usePromotions.getState().coupons.map((a) => a.coupon), texts);
    if ('problem' in found) return found.problem;
    const entry = await holdCoupon(found.coupon, lines, useCartStore.getState().holdRef);
    if (typeof entry === 'string') return entry;
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
    await releaseCoupon(gone);
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
        await releaseCoupon(applied);
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
