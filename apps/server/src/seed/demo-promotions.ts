/**
 * Demo coupons, gift cards, the donation product and the transaction fee product of Harbor
 * Lights Aquarium (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee;
 * docs/demo-store.md#coupons-and-gift-cards-in-the-demo-store); the GA tickets and gift cards for
 * sale are in demo-sales.ts. Codes and card numbers are fixed so that a person can try each; unique
 * codes and card numbers are 16 Crockford base32 characters (80 bits), as issued ones are. Dates
 * relative to `today` (venue).
 */
import { addDays } from '@gt/domain/venue-time';
import * as c from '../db/coupon-schema';
import type { Db } from '../db/client';
import { products } from '../db/product-schema';
import type { AppContext } from '../app-context';
import { adjustGiftCard, issueGiftCardByHand } from '../modules/gift-cards/admin-service';
import { SEED_ACTOR } from './seed-context';

/** The demo's donation and fee products (the defaults of PublicConfig.DonationProductID / TransactionFeeProductID). */
export const DONATION_PRODUCT_ID = 9001;
export const FEE_PRODUCT_ID = 9002;

const ADULT = 1;
const CHILD = 2;
const SENIOR = 3;

type Rule = { tourProductId: number; percentage?: number; dollarCents?: number; applyToTourProductId?: number };

/** [id, code, name, kind, rules, extra columns] */
const COUPONS: [number, string | null, string, 'ticket' | 'tourproduct' | 'membership', Rule[], Partial<typeof c.coupons.$inferInsert>][] = [
  [1, 'SAVE10', '10 % off admission', 'ticket', [ADULT, CHILD, SENIOR].map((tourProductId) => ({ tourProductId, percentage: 10 })), {}],
  [2, 'TAKE5', '$5 off up to 4 adult tickets', 'ticket', [{ tourProductId: ADULT, dollarCents: 500 }], { maxProductsPerPurchase: 4 }],
  [3, 'FAMILY', 'Half-price child with each adult', 'tourproduct', [{ tourProductId: ADULT, percentage: 50, applyToTourProductId: CHILD }], {}],
  [4, null, 'VIP guest codes: 25 % off two adults per visit, four in all', 'ticket', [{ tourProductId: ADULT, percentage: 25 }], { requireUniqueCode: true, maxProductsPerPurchase: 2, maxProductsLimit: 4 }],
  [5, 'SUMMER', 'Last summer (expired)', 'ticket', [{ tourProductId: ADULT, percentage: 20 }], {}],
  [6, 'LAUNCH', 'Launch week, three uses (used up)', 'ticket', [{ tourProductId: ADULT, percentage: 30 }], { maxTransactions: 3, timesUsed: 3 }],
  [7, 'FREEDAY', 'Community day: free admission', 'ticket', [ADULT, CHILD, SENIOR].map((tourProductId) => ({ tourProductId, percentage: 100 })), {}],
  [8, 'JOIN15', '15 % off joining a membership', 'membership', [], {}],
  [9, 'GA20', '20 % off the 4D theater and penguin feeding', 'ticket', [], {}],
];

/** GA ticket rules of the coupons: [coupon, product, percentage]. */
const GA_COUPON_RULES: [number, number, number][] = [
  [9, 2001, 20],
  [9, 2003, 20],
];

/** Codes of the unique VIP coupon (4). */
export const VIP_CODES = ['29FH43QFYKE0PQCT', 'WVPVXSE0ND3AZ2DR'];

/** [number, PIN, issued cents, redeemed cents] */
export const DEMO_GIFT_CARDS: [string, string | null, number, number][] = [
  ['RNFQAPNJYAKQANEV', null, 10_000, 0],
  ['S8Z73B3Y7QGDE2FF', '4321', 5_000, 0],
  ['MMJ36ET1R0QD9WG3', null, 2_000, 0],
  ['CAX1SA33MP7QF9PE', null, 2_500, 2_500],
  // $20, for trying a gift card at the manage-my-booking checkout (its journey's own card).
  ['HT4KZP8WQ2M7RX5N', null, 2_000, 0],
];

/** Inserts the demo promotions (inside the demo seed's transaction). */
export async function seedDemoPromotions(db: Db, opts: { now: Date; today: string }): Promise<void> {
  await db.insert(c.coupons).values(
    COUPONS.map(([couponId, code, name, kind, , extra]) => ({
      couponId,
      code,
      name,
      kind,
      ...(couponId === 5 ? { useFrom: addDays(opts.today, -120), useTill: addDays(opts.today, -30) } : {}),
      ...extra,
    })),
  );
  await db.insert(c.couponTourProducts).values(
    COUPONS.flatMap(([couponId, , , , rules]) =>
      rules.map((r) => ({ couponId, tourProductId: r.tourProductId, percentage: r.percentage ?? null, dollarCents: r.dollarCents ?? null, applyToTourProductId: r.applyToTourProductId ?? null })),
    ),
  );
  await db.insert(c.couponProducts).values(GA_COUPON_RULES.map(([couponId, productId, percentage]) => ({ couponId, productId, percentage })));
  await db.insert(c.couponMembershipPackages).values({ couponId: 8, membershipPackageId: 1, percentage: 15, allowOnJoin: true, allowOnRenewal: false });
  await db.insert(c.uniqueCouponCodes).values(VIP_CODES.map((code) => ({ code, couponId: 4 })));
  await db.execute(`select setval(pg_get_serial_sequence('coupons', 'coupon_id'), (select max(coupon_id) from coupons))`);
  await db.insert(products).values([
    { productId: DONATION_PRODUCT_ID, productType: 'donation', name: 'Donation to the Harbor Lights Conservation Fund', priceCents: 100, maxPriceCents: 100_000 },
    { productId: FEE_PRODUCT_ID, productType: 'transactionfee', name: 'Booking fee', priceCents: 50, percentage: 3 },
  ]).onConflictDoNothing(); // a store started without the demo has the reference ones (reference-data.ts)
}

/**
 * The demo gift cards, issued through the back office's service (a card by hand with the demo's
 * fixed number and PIN); a used-up card's balance taken by an adjustment.
 */
export async function seedDemoGiftCards(ctx: AppContext): Promise<void> {
  for (const [giftcardNo, pin, issued, redeemed] of DEMO_GIFT_CARDS) {
    const body = { amountCents: issued, holderName: 'Harbor Lights demo', holderEmail: null, reason: 'Demo card' };
    await issueGiftCardByHand(ctx, SEED_ACTOR, body, { giftcardNo, pin });
    if (redeemed > 0) await adjustGiftCard(ctx, SEED_ACTOR, giftcardNo, { amountCents: -redeemed, reason: 'Demo card, used up' });
  }
}
