/**
 * GET /api/v1/coupons?CouponCode → the coupon (spec 01 §7), in domain terms for the pricing
 * pipeline (domain coupon). 404 "Coupon Code not found, please try again with an valid Coupon
 * Code." for an unknown code; the lookup is rate-limited per client.
 */
import type { Coupon as WireCoupon } from '@gt/contract/coupons';
import type { Coupon } from '@gt/domain/coupon';
import { toCents } from '@gt/domain/money';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../lib/api-client';

export const couponKey = (code: string) => ['coupons', code.toUpperCase()] as const;

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

export interface FoundCoupon {
  coupon: Coupon;
  /** The venue's date when the server answered (YYYY-MM-DD), for the validity window. */
  today: string;
}

export async function getCoupon(code: string, signal?: AbortSignal): Promise<FoundCoupon> {
  const c = await apiRequest<WireCoupon>(apiUrl('coupons', { CouponCode: code }), { what: 'apply Coupon', signal });
  return { coupon: toDomainCoupon(c), today: c.CurrentDateTimeAtLocation.slice(0, 10) };
}

/** The coupon of `code` (null: none asked); not retried, since every lookup spends the client's budget. */
export function useCoupon(code: string | null) {
  return useQuery({ queryKey: couponKey(code ?? ''), queryFn: ({ signal }) => getCoupon(code as string, signal), enabled: code !== null, staleTime: 5 * 60_000, retry: false });
}
