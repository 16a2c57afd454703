/**
 * Coupons (spec 01 §7 `GET coupons`, `POST/DELETE UniqueCouponHolds`; docs/checkout-api.md §6):
 * the lookup of a code (mapped to the domain's coupon by api/get-coupon `toDomainCoupon`), and the hold of a unique code's
 * units for the cart's seat hold (released by api/promotion-holds). Errors carry the server's message (spec 01 §8).
 */
import type { Coupon as WireCoupon, UniqueCouponHold } from '@gt/contract/coupons';
import { apiRequest, apiUrl } from '../../../lib/api-client';

/** GET coupons?CouponCode → the coupon; 404 "Coupon Code not found, please try again with an valid Coupon Code.". */
export const getCoupon = (code: string) => apiRequest<WireCoupon>(apiUrl('coupons', { CouponCode: code }), { what: 'apply Coupon' });

/** POST UniqueCouponHolds: reserves `Quantity` units of a unique code for the cart (or changes the hold `CouponHoldRef`). */
export const holdUniqueCoupon = (body: { UniqueCouponCode: string; TourHoldRef: string; Quantity: number; CouponHoldRef?: string }) =>
  apiRequest<UniqueCouponHold>(apiUrl('UniqueCouponHolds'), { what: 'apply unique coupon', method: 'POST', body });
