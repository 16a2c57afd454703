/**
 * Test fixture (tests only): a plain ticket coupon like the demo's SAVE10 (10 % off tour product
 * 1, no limits), with `over` replacing any field.
 */
import type { Coupon } from '../coupon';

export const testCoupon = (over: Partial<Coupon> = {}): Coupon => ({
  couponId: 1,
  code: 'SAVE10',
  kind: 'ticket',
  useFrom: null,
  useTill: null,
  unique: false,
  maxProductsPerPurchase: 0,
  remainingProducts: null,
  maxTransactions: 0,
  timesUsed: 0,
  products: [{ tourProductId: 1, percentage: 10, dollarCents: null, applyToTourProductId: null }],
  ...over,
});
