/**
 * Coupons (spec 01 §4 "Coupons", §5 "Coupons", §7 `GET coupons`, `POST/DELETE
 * UniqueCouponHolds`). Lookups take a guessable secret: one generic answer for an unknown code,
 * rate-limited per client (routes).
 */
import type { Coupon as WireCoupon, UniqueCouponHold } from '@gt/contract/coupons';
import { couponUnitCap, couponUnusable } from '@gt/domain/coupon';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { formatVenueDateTime, venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { newHoldRef } from '../../lib/random-codes';
import type { UsedCoupon } from '../transactions/reprice';
import { confirmUniqueCouponUnits, findCoupon, releaseUniqueCouponHold, reserveUniqueCoupon, uniqueCouponHoldQuantity, type StoredCoupon } from './repository';

/** A stored coupon in the wire shape (dollars), with the venue's current time. */
function toWire(ctx: AppContext, c: StoredCoupon): WireCoupon {
  return {
    CouponID: c.couponId,
    CouponCode: c.code,
    CouponKind: c.kind,
    UseCouponFrom: c.useFrom,
    UseCouponTill: c.useTill,
    CurrentDateTimeAtLocation: formatVenueDateTime(ctx.clock(), ctx.config.Public.VenueTimeZone),
    RequireUniqueCouponCode: c.unique,
    MaxProductsLimit: c.maxProductsLimit,
    MaxProductsPerPurchase: c.maxProductsPerPurchase,
    MaxTransactionsPerCoupon: c.maxTransactions,
    TimesUsed: c.timesUsed,
    RemainingProducts: c.remainingProducts,
    TourProducts: c.products.filter((r) => r.productId === undefined).map((r) => ({
      TourProductID: r.tourProductId,
      PercentageDiscount: r.percentage,
      DollarDiscount: r.dollarCents === null ? null : toDollars(r.dollarCents),
      ApplyDiscountToTourProductID: r.applyToTourProductId,
    })),
    GATickets: c.products.flatMap((r) =>
      r.productId === undefined ? [] : [{ ProductID: r.productId, PercentageDiscount: r.percentage, DollarDiscount: r.dollarCents === null ? null : toDollars(r.dollarCents) }],
    ),
    MembershipPackages: c.packages.map((p) => ({
      MembershipPackageID: p.membershipPackageId,
      PercentageDiscount: p.percentage,
      DollarDiscount: p.dollarCents === null ? null : toDollars(p.dollarCents),
      AllowDiscountOnJoin: p.allowOnJoin,
      AllowDiscountOnRenewal: p.allowOnRenewal,
    })),
  };
}

/**
 * GET coupons?CouponCode → the coupon (its rules, window, limits; a unique code's units left).
 * 404 "Coupon Code not found, please try again with an valid Coupon Code." for any unknown code.
 * Whether it applies to the cart is the domain's `couponProblem`, run by the storefront and again
 * by the server when it re-prices the transaction.
 */
export async function getCoupon(ctx: AppContext, code: string): Promise<WireCoupon> {
  const c = await findCoupon(ctx.db, code, ctx.clock());
  if (!c) throw new ApiError(404, messages.couponNotFound);
  return toWire(ctx, c);
}

/**
 * POST UniqueCouponHolds: reserves up to `Quantity` units (at most MaxProductsPerPurchase) of a
 * unique code for the cart `TourHoldRef`; the hold lives while the cart's seat hold has live
 * lines. Errors: 404 unknown or not a unique code ("Coupon Code not found…"); 409 the configured
 * CouponExpired outside the window; 400 "Please check your unique coupon configuration, Max User
 * Per Day must be greater than 0."; 409 the configured CouponMaxTimesUsed when no unit is left.
 */
export async function holdUniqueCoupon(
  ctx: AppContext,
  body: { UniqueCouponCode: string; TourHoldRef: string; Quantity: number; CouponHoldRef?: string },
): Promise<UniqueCouponHold> {
  const now = ctx.clock();
  const c = await findCoupon(ctx.db, body.UniqueCouponCode, now, body.TourHoldRef);
  if (!c?.unique) throw new ApiError(404, messages.couponNotFound);
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  if ((c.useFrom && today < c.useFrom) || (c.useTill && today > c.useTill)) throw new ApiError(409, ctx.config.Public.Messages.CouponExpired);
  if (c.maxProductsPerPurchase < 1) throw new ApiError(400, messages.uniqueCouponMisconfigured);
  const couponHoldRef = body.CouponHoldRef ?? newHoldRef();
  const held = await reserveUniqueCoupon(ctx.db, {
    code: c.code,
    couponHoldRef,
    tourHoldRef: body.TourHoldRef,
    quantity: Math.min(body.Quantity, couponUnitCap({ ...c, remainingProducts: null })),
    now,
    lock: !ctx.testHooks?.skipCouponLock,
    afterCheck: ctx.testHooks?.afterAvailabilityCheck,
  });
  if (!held) throw new ApiError(409, ctx.config.Public.Messages.CouponMaxTimesUsed);
  return {
    CouponHoldRef: couponHoldRef,
    UniqueCouponCode: c.code,
    CouponID: c.couponId,
    Quantity: held.quantity,
    RemainingProducts: held.remaining ?? 0,
  };
}

/** DELETE UniqueCouponHolds?CouponHoldRef: releases the hold (a coupon removed, a cart discarded). */
export async function deleteUniqueCouponHold(ctx: AppContext, couponHoldRef: string): Promise<void> {
  await releaseUniqueCouponHold(ctx.db, couponHoldRef);
}

/**
 * The coupons an order or a booking change applies, as the domain prices with them (spec 01 §5
 * "Coupons"): each code known (409 "Coupon Code not found, please try again with an valid Coupon
 * Code.") and still usable at the venue's date (409 the configured CouponExpired /
 * CouponMaxTimesUsed); a unique code discounts at most the units its hold `CouponHoldRef`
 * reserves for the seat hold `tourHoldRef` (none without both). Read through `db` (the change's
 * transaction when it plans again under the booking's lock).
 */
export async function appliedCoupons(
  ctx: AppContext,
  db: Db,
  applied: readonly { CouponCode: string; CouponHoldRef?: string }[],
  tourHoldRef: string | null,
): Promise<StoredCoupon[]> {
  const now = ctx.clock();
  const today = venueDate(now, ctx.config.Public.VenueTimeZone);
  const out: StoredCoupon[] = [];
  for (const a of applied) {
    const c = await findCoupon(db, a.CouponCode, now, tourHoldRef);
    if (!c) throw new ApiError(409, messages.couponNotFound);
    const held = c.unique && a.CouponHoldRef && tourHoldRef ? await uniqueCouponHoldQuantity(db, a.CouponHoldRef, c.code, tourHoldRef) : 0;
    const coupon = c.unique ? { ...c, remainingProducts: held } : c;
    const unusable = couponUnusable(coupon, today, ctx.config.Public.Messages);
    if (unusable) throw new ApiError(409, unusable);
    out.push(coupon);
  }
  return out;
}

/**
 * Before any money moves for an order or a booking change (spec 01 §5 "Coupons";
 * docs/architecture.md#capacity-and-holds): each unique code it uses still has its units for the
 * seat hold `tourHoldRef`: its reservation is live, or lapsed with the units still free (then
 * renewed), under the code's row lock (confirmUniqueCouponUnits). 409 the configured
 * CouponMaxTimesUsed otherwise, so that a card is not charged for units other carts reserved since.
 * The booking transaction still redeems them with its own guard.
 */
export async function confirmUniqueCoupons(ctx: AppContext, coupons: readonly UsedCoupon[], tourHoldRef: string | null): Promise<void> {
  const hooks = ctx.testHooks;
  if (hooks?.skipCouponHoldExpiry) return;
  for (const c of coupons.filter((x) => x.unique && x.units > 0)) {
    const confirmed =
      tourHoldRef !== null &&
      (await confirmUniqueCouponUnits(ctx.db, { code: c.code, tourHoldRef, units: c.units, now: ctx.clock(), lock: !hooks?.skipCouponLock }));
    if (!confirmed) throw new ApiError(409, ctx.config.Public.Messages.CouponMaxTimesUsed);
  }
}
