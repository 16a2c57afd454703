/**
 * Products that are not tour products (spec 01 §7 Products?ProductType; spec 02 §3 "GA ticket",
 * "Gift card product"): the donation, the transaction fee, general-admission tickets and gift
 * cards for sale; the lines of a transaction that sell them and a barcode per GA ticket. Cents;
 * venue dates for sell windows and validity.
 */
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { displayAreas, taxes, transactions } from './schema';

export const products = pgTable(
  'products',
  {
    productId: integer('product_id').primaryKey(),
    productType: text('product_type', { enum: ['donation', 'transactionfee', 'gaticket', 'giftcard', 'membership'] }).notNull(),
    name: text('name').notNull(),
    /** Donation and gift card: the smallest amount; fee: the flat part; GA ticket: its price. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Donation and gift card: the largest (custom) amount (null: none, a fixed-amount gift card). */
    maxPriceCents: integer('max_price_cents'),
    /** Fee: percentage of the subtotal. */
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    /** GA tickets and gift cards: the display area they are sold in, their order, sell window (inclusive). */
    displayAreaNo: integer('display_area_no').references(() => displayAreas.displayAreaNo),
    sortOrder: integer('sort_order').notNull().default(0),
    sellFrom: date('sell_from', { mode: 'string' }),
    sellTill: date('sell_till', { mode: 'string' }),
    /** GA tickets: department, quantity limits (0: none), the price before the saving, validity, terms. */
    department: text('department'),
    departmentSortOrder: integer('department_sort_order').notNull().default(0),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(0),
    originalPriceCents: integer('original_price_cents'),
    validUntil: date('valid_until', { mode: 'string' }),
    terms: text('terms').notNull().default(''),
    /** Gift cards: products with the same image form one group (the amount drop-down). */
    imageUrl: text('image_url'),
  },
  (t) => [index('products_type_area_idx').on(t.productType, t.displayAreaNo)],
);

/** Taxes of a GA ticket. */
export const productTaxes = pgTable(
  'product_taxes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.taxId),
  },
  (t) => [primaryKey({ columns: [t.productId, t.taxId] })],
);

/**
 * A line of a transaction selling a product that is not a tour product: donation and fee
 * (quantity 1, untaxed), GA tickets (taxed, coupons apply) and gift cards (amount each, untaxed).
 * amount_cents is the line's total.
 */
export const transactionProductLines = pgTable(
  'transaction_product_lines',
  {
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    productLineNo: integer('product_line_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents'),
    exTaxCents: integer('ex_tax_cents'),
    taxCents: integer('tax_cents').notNull().default(0),
    couponId: integer('coupon_id'),
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.receiptNo, t.productLineNo] }), check('transaction_product_line_amount', sql`${t.amountCents} >= 0`)],
);

/** One admission per GA ticket sold: its barcode (≥ 80 random bits), for the scanner. */
export const productTickets = pgTable(
  'product_tickets',
  {
    barcode: text('barcode').primaryKey(),
    receiptNo: integer('receipt_no').notNull(),
    productLineNo: integer('product_line_no').notNull(),
  },
  (t) => [index('product_tickets_line_idx').on(t.receiptNo, t.productLineNo)],
);
