/**
 * Demo coupons, gift cards, the donation product and the transaction fee product of Harbor
 * Lights Aquarium (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee;
 * docs/demo-store.md#coupons-and-gift-cards-in-the-demo-store); the GA tickets and gift cards for
 * sale are in demo-sales.ts. Codes and card numbers are fixed so that a person can try each; unique
 * codes and card numbers are 16 Crockford base32 characters (80 bits), as issued ones are. Dates
 * relative to `today` (venue).
 */
import type { CreateCouponBody } from '@gt/contract/admin/coupons';
import { addDays } from '@gt/domain/venue-time';
import type { AppContext } from '../app-context';
import { createCoupon, issueCouponCodes } from '../modules/coupons/admin-service';
import { useCoupon } from '../modules/coupons/repository';
import { adjustGiftCard, issueGiftCardByHand } from '../modules/gift-cards/admin-service';
import { changeCheckoutProduct } from '../modules/ga-products/admin-service';
import { seedReferenceData } from './reference-data';
import { SEED_ACTOR } from './seed-context';

/** The demo's donation and fee products (the defaults of PublicConfig.DonationProductID / TransactionFeeProductID). */
export const DONATION_PRODUCT_ID = 9001;
export const FEE_PRODUCT_ID = 9002;

const ADULT = 1;
const CHILD = 2;
const SENIOR = 3;

/** The demo coupons, created through the back office's service in this order (ids 1–9). */
const COUPONS: ((today: string) => CreateCouponBody)[] = [
  () => coupon('SAVE10', '10 % off admission', 'ticket', [ADULT, CHILD, SENIOR].map((id) => rule(id, { percentage: 10 }))),
  () => coupon('TAKE5', '$5 off up to 4 adult tickets', 'ticket', [rule(ADULT, { dollarCents: 500 })], { maxProductsPerPurchase: 4 }),
  () => coupon('FAMILY', 'Half-price child with each adult', 'tourproduct', [rule(ADULT, { percentage: 50 }, CHILD)]),
  () =>
    coupon(null, 'VIP guest codes: 25 % off two adults per visit, four in all', 'ticket', [rule(ADULT, { percentage: 25 })], {
      requireUniqueCode: true,
      maxProductsPerPurchase: 2,
      maxProductsLimit: 4,
    }),
  (today) => coupon('SUMMER', 'Last summer (expired)', 'ticket', [rule(ADULT, { percentage: 20 })], { useFrom: addDays(today, -120), useTill: addDays(today, -30) }),
  () => coupon('LAUNCH', 'Launch week, three uses (used up)', 'ticket', [rule(ADULT, { percentage: 30 })], { maxTransactions: 3 }),
  () => coupon('FREEDAY', 'Community day: free admission', 'ticket', [ADULT, CHILD, SENIOR].map((id) => rule(id, { percentage: 100 }))),
  () =>
    coupon('JOIN15', '15 % off joining a membership', 'membership', [], {
      membershipPackages: [{ membershipPackageId: 1, percentage: 15, dollarCents: null, allowOnJoin: true, allowOnRenewal: false }],
    }),
  () =>
    coupon('GA20', '20 % off the 4D theater and penguin feeding', 'ticket', [], {
      gaTickets: [2001, 2003].map((productId) => ({ productId, percentage: 20, dollarCents: null })),
    }),
];

/** A tour product rule: a percentage or cents off each unit (of `applyTo` per unit of the product, when given). */
function rule(tourProductId: number, off: { percentage: number } | { dollarCents: number }, applyTo: number | null = null) {
  return { tourProductId, percentage: null, dollarCents: null, applyDiscountToTourProductId: applyTo, ...off };
}

/** A coupon body with the defaults of the back office's form. */
function coupon(
  code: string | null,
  name: string,
  kind: CreateCouponBody['kind'],
  tourProducts: CreateCouponBody['tourProducts'],
  extra: Partial<CreateCouponBody> = {},
): CreateCouponBody {
  return {
    code, name, kind, tourProducts, gaTickets: [], membershipPackages: [], requireUniqueCode: false, useFrom: null, useTill: null,
    maxProductsLimit: 0, maxProductsPerPurchase: 0, maxTransactions: 0, disabled: false, ...extra,
  };
}

/** The coupon LAUNCH (6) has been used its three times. */
const USED_UP = { couponId: 6, uses: 3 };
/** The unique VIP coupon (4). */
const VIP_COUPON_ID = 4;

/** Codes of the unique VIP coupon (4). */
export const VIP_CODES = ['29FH43QFYKE0PQCT', 'WVPVXSE0ND3AZ2DR'];

/**
 * Creates the demo coupons through the back office's service (modules/coupons/admin-service.ts),
 * as the seed actor, after the GA tickets and membership packages they name; the VIP codes are
 * fixed (issued as generated ones are) and LAUNCH's three uses counted as a visitor's would be.
 * `today` is the venue date.
 */
export async function seedDemoCoupons(ctx: AppContext, opts: { today: string }): Promise<void> {
  for (const body of COUPONS) await createCoupon(ctx, SEED_ACTOR, body(opts.today));
  await issueCouponCodes(ctx, SEED_ACTOR, VIP_COUPON_ID, VIP_CODES);
  for (let i = 0; i < USED_UP.uses; i++) await useCoupon(ctx.db, USED_UP.couponId, true);
}

/** [number, PIN, issued cents, redeemed cents] */
export const DEMO_GIFT_CARDS: [string, string | null, number, number][] = [
  ['RNFQAPNJYAKQANEV', null, 10_000, 0],
  ['S8Z73B3Y7QGDE2FF', '4321', 5_000, 0],
  ['MMJ36ET1R0QD9WG3', null, 2_000, 0],
  ['CAX1SA33MP7QF9PE', null, 2_500, 2_500],
  // $20, for trying a gift card at the manage-my-booking checkout (its journey's own card).
  ['HT4KZP8WQ2M7RX5N', null, 2_000, 0],
];

/**
 * The demo's donation and fee products: the reference ones every store gets (reference-data.ts,
 * neutral names at the demo's fixed ids), then named and priced through the back office's
 * "Donation and fee" service. The coupons: seedDemoCoupons; the gift cards: seedDemoGiftCards.
 */
export async function seedDemoPromotions(ctx: AppContext): Promise<void> {
  await seedReferenceData(ctx.db, { ...ctx.config.Public, DonationProductID: DONATION_PRODUCT_ID, TransactionFeeProductID: FEE_PRODUCT_ID });
  const donation = { name: 'Donation to the Harbor Lights Conservation Fund', priceCents: 100, maxPriceCents: 100_000 };
  await changeCheckoutProduct(ctx, SEED_ACTOR, DONATION_PRODUCT_ID, donation);
  await changeCheckoutProduct(ctx, SEED_ACTOR, FEE_PRODUCT_ID, { name: 'Booking fee', priceCents: 50, percentage: 3 });
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
