/**
 * Coupons (spec 01 §7 `GET coupons`, `POST/DELETE UniqueCouponHolds`; docs/checkout-api.md §6):
 * the lookup of a code, mapped to the domain's coupon (cents), and the hold of a unique code's
 * units for the cart's seat hold (released by api/promotion-holds). Errors carry the server's message (spec 01 §8).
 */
import type { Coupon as WireCoupon, UniqueCouponHold } from '@gt/contract/coupons';
import type { Coupon } from '@gt/domain/coupon';
import { toCents } from '@gt/domain/money';
import { apiRequest, apiUrl } from '../../../lib/api-client';

const cents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));

/** The wire coupon in domain terms (tour product, GA ticket and membership package rules, cents). */
export function toDomainCoupon(c: WireCoupon): Coupon {
  return {
    couponId: c.CouponID,
    code: c.CouponCode,
    kind: c.CouponKind,
    useFrom: c.UseCouponFrom,
    useTill: c.UseCouponTill,
    unique: c.RequireUniqueCouponCode,
    maxProductsPerPurchase: c.MaxProductsPerPurchase,
    remainingProducts: c.RequireUniqueCouponCode ? c.RemainingProducts : null,
    maxTransactions: c.MaxTransactionsPerCoupon,
    timesUsed: c.TimesUsed,
    products: [
      ...c.TourProducts.map((r) => ({
        tourProductId: r.TourProductID,
        percentage: r.PercentageDiscount,
        dollarCents: cents(r.DollarDiscount),
        applyToTourProductId: r.ApplyDiscountToTourProductID,
      })),
      ...c.GATickets.map((r) => ({ tourProductId: 0, productId: r.ProductID, percentage: r.PercentageDiscount, dollarCents: cents(r.DollarDiscount), applyToTourProductId: null })),
    ],
    packages: c.MembershipPackages.map((p) => ({
      membershipPackageId: p.MembershipPackageID,
      percentage: p.PercentageDiscount,
      dollarCents: cents(p.DollarDiscount),
      allowOnJoin: p.AllowDiscountOnJoin,
      allowOnRenewal: p.AllowDiscountOnRenewal,
    })),
  };
}

/** GET coupons?CouponCode → the coupon; 404 "Coupon Code not found, please try again with an valid Coupon Code.". */
export const getCoupon = (code: string) => apiRequest<WireCoupon>(apiUrl('coupons', { CouponCode: code }), { what: 'apply Coupon' });

/** POST UniqueCouponHolds: reserves `Quantity` units of a unique code for the cart (or changes the hold `CouponHoldRef`). */
export const holdUniqueCoupon = (body: { UniqueCouponCode: string; TourHoldRef: string; Quantity: number; CouponHoldRef?: string }) =>
  apiRequest<UniqueCouponHold>(apiUrl('UniqueCouponHolds'), { what: 'apply unique coupon', method: 'POST', body });
