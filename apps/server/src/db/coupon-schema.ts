/**
 * Coupons (spec 01 §3 "Coupon", §4 "Coupons", §5 "Coupons"): their rules per tour product and per
 * membership package, the codes of unique coupons with the units they reserve for carts, and the
 * redemptions of completed transactions. Money in cents; validity in venue dates.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tourProducts, transactions } from './schema';

export const coupons = pgTable(
  'coupons',
  {
    couponId: serial('coupon_id').primaryKey(),
    /** The code visitors type (non-unique coupons; matched case-insensitively). Null for unique coupons, whose codes are in unique_coupon_codes. */
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['ticket', 'tourproduct', 'membership'] }).notNull(),
    useFrom: date('use_from', { mode: 'string' }),
    useTill: date('use_till', { mode: 'string' }),
    requireUniqueCode: boolean('require_unique_code').notNull().default(false),
    /** Unique codes: units one code may discount over its life (0: no limit). */
    maxProductsLimit: integer('max_products_limit').notNull().default(0),
    maxProductsPerPurchase: integer('max_products_per_purchase').notNull().default(0),
    /** Completed transactions allowed (0: no limit); times_used counts them (guarded increment). */
    maxTransactions: integer('max_transactions').notNull().default(0),
    timesUsed: integer('times_used').notNull().default(0),
    /** Disabled in the back office: no visitor lookup finds it (the unknown-code answer), its rules and uses kept. */
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check('coupon_uses_within_max', sql`${t.maxTransactions} = 0 or ${t.timesUsed} <= ${t.maxTransactions}`),
  ],
);

/** What a coupon does for a tour product: percentage or dollars (cents) per unit. */
export const couponTourProducts = pgTable(
  'coupon_tour_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    dollarCents: integer('dollar_cents'),
    applyToTourProductId: integer('apply_to_tour_product_id').references(() => tourProducts.tourProductId),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.tourProductId] }),
    check('coupon_product_one_discount', sql`(${t.percentage} is null) <> (${t.dollarCents} is null)`),
  ],
);

/** What a coupon does for a general-admission ticket (spec 01 §3 "lists GATickets"): percentage or dollars per unit. */
export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    productId: integer('product_id').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    dollarCents: integer('dollar_cents'),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] }), check('coupon_ga_one_discount', sql`(${t.percentage} is null) <> (${t.dollarCents} is null)`)],
);

/** What a membership coupon does for a package (membership packages arrive with their issue). */
export const couponMembershipPackages = pgTable(
  'coupon_membership_packages',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    membershipPackageId: integer('membership_package_id').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    dollarCents: integer('dollar_cents'),
    allowOnJoin: boolean('allow_on_join').notNull().default(true),
    allowOnRenewal: boolean('allow_on_renewal').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.membershipPackageId] })],
);

/** The codes of a unique coupon (≥ 80 random bits each) and the units each has discounted. */
export const uniqueCouponCodes = pgTable(
  'unique_coupon_codes',
  {
    code: text('code').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    productsUsed: integer('products_used').notNull().default(0),
  },
  (t) => [index('unique_coupon_codes_coupon_idx').on(t.couponId)],
);

/**
 * Units of a unique code reserved for a cart: counted until `expires_at` while the cart's seat
 * hold has a live line (they lapse together, for good), released on removal, redeemed by the
 * booking transaction.
 */
export const uniqueCouponHolds = pgTable(
  'unique_coupon_holds',
  {
    couponHoldRef: text('coupon_hold_ref').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => uniqueCouponCodes.code),
    tourHoldRef: text('tour_hold_ref').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The reservation counts against other carts only until then (and while its seat hold has a
     * live line): the seat hold's latest expiry when taken, moved on with the seat hold while it
     * is live, never after it lapsed (a cart that takes its seats again must reserve the units
     * again: coupons/repository.ts confirmUniqueCouponUnits).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('unique_coupon_holds_code_idx').on(t.code),
    index('unique_coupon_holds_tour_hold_idx').on(t.tourHoldRef),
    check('unique_coupon_hold_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A coupon used by a completed transaction, with the units it discounted and the unique code if any. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    uniqueCode: text('unique_code'),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiptNo, t.couponId] })],
);
