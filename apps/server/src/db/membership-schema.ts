/**
 * Memberships (spec 01 §3 "Membership package", "Membership product", "Person", "Customer",
 * "User-defined fields"; §4 "Membership join/renew"): packages and their membership types and
 * add-ons (each sold as a product: price and taxes in `products`), the memberships bought with
 * their members (random member numbers, a pass barcode each), customer UDF values, the member
 * validations the server issued (so that member rates and membership reads need one), and the
 * identity verifications (a verified group, read by the server from the provider). Venue dates.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { products } from './product-schema';
import { costRates, displayAreas, udfs } from './schema';

export const membershipPackages = pgTable('membership_packages', {
  membershipPackageId: serial('membership_package_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Persons in one package (max 0: no limit). */
  minMembers: integer('min_members').notNull().default(1),
  maxMembers: integer('max_members').notNull().default(0),
  /** The display area it is listed in (null: every listing). */
  displayAreaNo: integer('display_area_no').references(() => displayAreas.displayAreaNo),
  /** The cost rate its members buy tickets at (the member rate). */
  costRateId: integer('cost_rate_id').references(() => costRates.costRateId),
  showOnline: boolean('show_online').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A membership type (a person's type) or an add-on of a package; price and taxes are its product's. */
export const membershipTypes = pgTable(
  'membership_types',
  {
    membershipTypeId: serial('membership_type_id').primaryKey(),
    membershipPackageId: integer('membership_package_id')
      .notNull()
      .references(() => membershipPackages.membershipPackageId),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    kind: text('kind', { enum: ['Membership', 'AddOn'] }).notNull(),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(0),
    durationYears: integer('duration_years').notNull().default(0),
    durationMonths: integer('duration_months').notNull().default(0),
    durationDays: integer('duration_days').notNull().default(0),
    ageBased: boolean('age_based').notNull().default(false),
    minAge: integer('min_age').notNull().default(0),
    maxAge: integer('max_age').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('membership_types_product_idx').on(t.productId), index('membership_types_package_idx').on(t.membershipPackageId)],
);

/** The membership user-defined fields of a type (the fields themselves are `user_defined_fields`). */
export const membershipTypeUdfs = pgTable(
  'membership_type_udfs',
  {
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.membershipTypeId),
    udfId: integer('udf_id')
      .notNull()
      .references(() => udfs.udfId),
  },
  (t) => [primaryKey({ columns: [t.membershipTypeId, t.udfId] })],
);

/**
 * A membership bought (joined) and renewed since: its package, primary holder and current
 * period. A renewal moves `expiry_date` forward with a guarded update (only from the expiry it
 * was priced from), so two renewals of one membership at once extend it once.
 */
export const memberships = pgTable(
  'memberships',
  {
    membershipId: serial('membership_id').primaryKey(),
    membershipPackageId: integer('membership_package_id')
      .notNull()
      .references(() => membershipPackages.membershipPackageId),
    primaryCustomerId: integer('primary_customer_id')
      .notNull()
      .references(() => customers.customerId),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** Times renewed; the receipt that bought the current period. */
    renewals: integer('renewals').notNull().default(0),
    receiptNo: integer('receipt_no').notNull(),
  },
  (t) => [index('memberships_primary_idx').on(t.primaryCustomerId), check('membership_period', sql`${t.expiryDate} >= ${t.startDate}`)],
);

/** A person of a membership: their customer record, type, member number and pass barcode, and the end of their own period. */
export const membershipMembers = pgTable(
  'membership_members',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.membershipId),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    membershipTypeId: integer('membership_type_id')
      .notNull()
      .references(() => membershipTypes.membershipTypeId),
    /** Random digits (not a sequence): with the last name and an e-mail, phone or address it identifies the member. */
    memberNo: text('member_no').notNull(),
    /** The member pass (≥ 80 random bits), replaced at each renewal. */
    barcode: text('barcode').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.customerId] }),
    uniqueIndex('membership_members_member_no_idx').on(t.memberNo),
    uniqueIndex('membership_members_barcode_idx').on(t.barcode),
    index('membership_members_customer_idx').on(t.customerId),
  ],
);

/** Customer UDF values (spec 01 §3 "customer UDFs by customer id"): membership fields per person. */
export const customerUdfValues = pgTable(
  'customer_udf_values',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    udfId: integer('udf_id')
      .notNull()
      .references(() => udfs.udfId),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.udfId] })],
);

/**
 * A successful member validation (GET MemberValidation): the secret token returned once (its
 * SHA-256 here) lets that browser read the member's memberships, renew (primary holder) and buy
 * tickets at the member rate with the validated e-mail and last name, until it expires.
 */
export const memberValidations = pgTable(
  'member_validations',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    memberNo: text('member_no').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_validations_expiry_idx').on(t.expiresAt)],
);

/**
 * A group verified by the identity provider (GET IDME/UserData): the server read the group and
 * subgroups with the provider's access token; the secret token returned once (SHA-256 here) lets
 * the browser buy at that group's rate until it expires or the sale it discounts spends it
 * (`spent_receipt_no`, one sale per verification). Also the development provider's access tokens
 * (`kind = 'dev-access-token'`), which its user-data endpoint reads.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['verified', 'dev-access-token'] }).notNull(),
    groupName: text('group_name').notNull(),
    subgroups: jsonb('subgroups').$type<string[]>().notNull().default([]),
    extUserId: text('ext_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The sale that bought at the verified rate with this verification; null: not spent yet. */
    spentReceiptNo: integer('spent_receipt_no'),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('identity_verifications_expiry_idx').on(t.expiresAt)],
);
