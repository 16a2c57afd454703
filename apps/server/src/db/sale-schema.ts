/**
 * Sales (spec 01 §3 "Transaction"; docs/architecture.md#money-and-the-ledger): transactions, event
 * bookings with their barcodes and booking IDs, their append-only product lines and one barcode
 * per ticket. Amounts in cents.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customer-schema';
import { costRates, tourEvents, tourProducts, type UdfValueRow } from './schema';

/**
 * A completed sale or booking change (spec 01 §3 "Transaction", receipt; spec 02 §4.1); amounts in
 * cents. `total_cents` is what the transaction collected (negative: refunded).
 */
export const transactions = pgTable(
  'transactions',
  {
    receiptNo: integer('receipt_no').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    nodeNo: integer('node_no').notNull(),
    username: text('username'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    totalExTaxCents: integer('total_ex_tax_cents').notNull(),
    totalTaxCents: integer('total_tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** 'Sale' (online checkout), 'Reservation' (taken unpaid, demo), or a booking change: 'Cancel Booking', 'Booking Payment', 'Modify Tickets', 'Change Date / Time'. */
    transactionType: text('transaction_type').$type<TransactionType>().notNull().default('Sale'),
    /** The booking a booking change changes (FK in SQL: bookings refers to transactions). */
    bookingId: integer('booking_id'),
  },
  // transactions_booking_idx (booking_id, where not null) is hand-written in migration 0013.
  // By date: the back office's day and money reports select a day's receipts.
  (t) => [index('transactions_date_idx').on(t.transactionDate)],
);

export type TransactionType = 'Sale' | 'Reservation' | 'Cancel Booking' | 'Booking Payment' | 'Modify Tickets' | 'Change Date / Time';

/**
 * One event booking of a transaction, with its own barcode (≥ 80 random bits) and the booking ID a
 * person types (`booking_no`: 9 random digits and a Luhn check digit, drawn by `new_booking_no()`,
 * migration 0014). `tour_event_id` and `status` are its current event and state; its history is
 * in its lines.
 */
export const bookings = pgTable(
  'bookings',
  {
    bookingId: serial('booking_id').primaryKey(),
    bookingNo: bigint('booking_no', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`new_booking_no()`),
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    status: text('status', { enum: ['Booked', 'Cancelled'] })
      .notNull()
      .default('Booked'),
    barcode: text('barcode').notNull().unique(),
    udfValues: jsonb('udf_values').$type<UdfValueRow[]>().notNull().default([]),
  },
  (t) => [
    index('bookings_receipt_idx').on(t.receiptNo),
    index('bookings_event_idx').on(t.tourEventId),
    // The back office's search by customer (name, e-mail).
    index('bookings_customer_idx').on(t.customerId),
  ],
);

export type BookingLineStatus = 'Booked' | 'Cancelled' | 'Change Date / Time' | 'Modify Tickets';

/**
 * Product lines of a booking, priced by the server (cents); append-only
 * (docs/architecture.md#money-and-the-ledger): a cancellation or change adds negative lines that
 * reverse (`reverses_line_id`) part or all of an earlier line, written by the transaction
 * `receipt_no`.
 */
export const bookingLines = pgTable(
  'booking_lines',
  {
    bookingLineId: serial('booking_line_id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    lineStatus: text('line_status').$type<BookingLineStatus>().notNull().default('Booked'),
    reversesLineId: integer('reverses_line_id'),
    productLineNo: integer('product_line_no').notNull(),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    costRateId: integer('cost_rate_id')
      .notNull()
      .references(() => costRates.costRateId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    exTaxCents: integer('ex_tax_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The coupon that discounted the line and by how much (off the list amount, the price's tax basis). */
    couponId: integer('coupon_id'),
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('booking_lines_booking_idx').on(t.bookingId),
    index('booking_lines_receipt_idx').on(t.receiptNo),
    check('booking_line_quantity_sign', sql`${t.quantity} <> 0 and (${t.quantity} < 0) = (${t.reversesLineId} is not null)`),
  ],
);

/** Why a ticket's code stopped admitting (docs/architecture.md#operators-and-the-back-office). */
export type VoidReason = 'refunded' | 'cancelled' | 'changed' | 'reduced';

/**
 * One barcode per ticket (unit of a booking line). A change that takes the ticket back voids it
 * (`voided_at`, `void_reason`) in the change's own transaction (booking-changes/apply.ts).
 */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: serial('ticket_id').primaryKey(),
    bookingLineId: integer('booking_line_id')
      .notNull()
      .references(() => bookingLines.bookingLineId),
    barcode: text('barcode').notNull().unique(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').$type<VoidReason>(),
  },
  (t) => [index('tickets_line_idx').on(t.bookingLineId)],
);
