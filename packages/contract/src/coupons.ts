/**
 * Coupons (spec 01 §3 "Coupon", §5 "Coupons", §7 `GET coupons`, `POST/DELETE UniqueCouponHolds`).
 * Money is dollars with 2 decimals; dates are venue dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { TourHoldRef } from './holds';
import { Dollars, FreeText, Id, VenueDate, VenueDateTime } from './wire';

/** A coupon code as typed: trimmed, one line, 1–50 characters (matched case-insensitively). */
export const CouponCode = FreeText(50).pipe(z.string().min(1, 'is required'));

/** `GET /api/v1/coupons?CouponCode` (rate-limited; unknown codes get one generic answer). */
export const CouponsQuery = z.object({ CouponCode }).strict();

/** A coupon applied to an order or a booking change: its code, and a unique code's hold (POST UniqueCouponHolds). */
export const AppliedCouponRef = z.object({ CouponCode, CouponHoldRef: z.string().max(64).optional() });
export type AppliedCouponRef = z.input<typeof AppliedCouponRef>;

export const CouponKind = z.enum(['ticket', 'tourproduct', 'membership']);

/** What the coupon does for one tour product: PercentageDiscount or DollarDiscount (per unit). */
export const CouponTourProduct = z.object({
  TourProductID: z.number().int(),
  PercentageDiscount: z.number().nullable(),
  DollarDiscount: Dollars.nullable(),
  /** "Buy TourProductID, discount this product": one discounted unit per unit bought, same event. */
  ApplyDiscountToTourProductID: z.number().int().nullable(),
});

/** What a membership coupon does for a package (used by the membership pages). */
export const CouponMembershipPackage = z.object({
  MembershipPackageID: z.number().int(),
  PercentageDiscount: z.number().nullable(),
  DollarDiscount: Dollars.nullable(),
  AllowDiscountOnJoin: z.boolean(),
  AllowDiscountOnRenewal: z.boolean(),
});

export const Coupon = z.object({
  CouponID: z.number().int(),
  /** The code as stored (a unique coupon: its own code). */
  CouponCode: z.string(),
  CouponKind,
  UseCouponFrom: VenueDate.nullable(),
  UseCouponTill: VenueDate.nullable(),
  CurrentDateTimeAtLocation: VenueDateTime,
  RequireUniqueCouponCode: z.boolean(),
  /** Unique codes: units one code may discount over its life (0: no limit). */
  MaxProductsLimit: z.number().int(),
  MaxProductsPerPurchase: z.number().int(),
  MaxTransactionsPerCoupon: z.number().int(),
  TimesUsed: z.number().int(),
  /** Unique codes: units still free (the limit less redeemed and other carts' holds); else null. */
  RemainingProducts: z.number().int().nullable(),
  TourProducts: z.array(CouponTourProduct),
  /** What the coupon does for general-admission tickets (per unit). */
  GATickets: z.array(z.object({ ProductID: z.number().int(), PercentageDiscount: z.number().nullable(), DollarDiscount: Dollars.nullable() })),
  MembershipPackages: z.array(CouponMembershipPackage),
});
export type Coupon = z.infer<typeof Coupon>;

/** `POST /api/v1/UniqueCouponHolds`: reserve units of a unique code for a cart (its seat hold). */
export const UniqueCouponHoldRequest = z.object({
  UniqueCouponCode: CouponCode,
  /** The cart's seat hold: the coupon hold lives as long as it has live lines. */
  TourHoldRef,
  /** Units to reserve (what the coupon discounts in the cart). */
  Quantity: z.number().int().min(1).max(999),
  /** Change this hold instead of taking a new one. */
  CouponHoldRef: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a hold reference issued by the server').optional(),
});

export const UniqueCouponHold = z.object({
  CouponHoldRef: z.string(),
  UniqueCouponCode: z.string(),
  CouponID: Id,
  Quantity: z.number().int(),
  /** Units of the code still free for other carts after this hold. */
  RemainingProducts: z.number().int(),
});
export type UniqueCouponHold = z.infer<typeof UniqueCouponHold>;

export const CouponHoldRefQuery = z.object({ CouponHoldRef: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a hold reference issued by the server') }).strict();
