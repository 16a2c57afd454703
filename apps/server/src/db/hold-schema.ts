/**
 * Seats taken (docs/architecture.md#capacity-and-holds): seats sold per event and product,
 * live and lapsed holds, the held-seat buckets kept by triggers, and the booking UDF values of a
 * hold. Availability is computed from these, never stored.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tourEvents, tourProducts, type UdfValueRow } from './schema';
import { bookingLines } from './sale-schema';

/**
 * Seats sold per event and tour product. Filled by bookings (spec 01 §7 Transactions); the
 * demo seed writes sold quantities here so that availability is computed, never stored.
 */
export const soldSeats = pgTable(
  'sold_seats',
  {
    soldSeatId: serial('sold_seat_id').primaryKey(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    /** The booking line that sold these seats; null for the demo's earlier sales. */
    bookingLineId: integer('booking_line_id').references(() => bookingLines.bookingLineId),
  },
  (t) => [
    // Covers SeatsAvailable's sum(quantity) where affects_capacity: an index-only scan, not one heap
    // page per sale (a month listing sums the sales of hundreds of events).
    index('sold_seats_event_seats_idx').on(t.tourEventId, t.affectsCapacity, t.quantity),
    // A cancellation or change returns seats with a negative row linked to its negative booking line.
    check('sold_quantity_not_zero', sql`${t.quantity} <> 0`),
  ],
);

/** Live and lapsed seat holds; a hold counts only while `expires_at > now()`. */
export const tourHolds = pgTable(
  'tour_holds',
  {
    tourHoldId: serial('tour_hold_id').primaryKey(),
    holdRef: text('hold_ref').notNull(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    tourProductId: integer('tour_product_id')
      .notNull()
      .references(() => tourProducts.tourProductId),
    quantity: integer('quantity').notNull(),
    affectsCapacity: boolean('affects_capacity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The client that started the hold (a keyed hash of its address), for the per-client hold limits. */
    clientKey: text('client_key').notNull().default(''),
    /** When the hold was started (its first line): bounds its total lifetime (HoldLimits.MaxHoldMinutes). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tour_holds_event_expiry_idx').on(t.tourEventId, t.expiresAt),
    index('tour_holds_client_expiry_idx').on(t.clientKey, t.expiresAt),
    // The sweep of lapsed lines (tour-holds/sweep.ts).
    index('tour_holds_expiry_idx').on(t.expiresAt),
    uniqueIndex('tour_holds_ref_event_product_idx').on(t.holdRef, t.tourEventId, t.tourProductId),
    check('hold_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Capacity-affecting held seats per event and expiry instant: the sum of the matching
 * `tour_holds` lines, kept by triggers on `tour_holds` in the same transaction (migration
 * 0003), so that an event's live held seats are a sum over its live expiry instants (hold
 * expiries are whole seconds: at most HoldMinutes × 60 rows) instead of over every live hold
 * line. Still computed, never a trusted counter: a row counts only while `expires_at > now`.
 */
export const tourHoldSeats = pgTable(
  'tour_hold_seats',
  {
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourEventId, t.expiresAt] })],
);

/** Booking UDF values entered for an event of a hold (copied to the booking at checkout). */
export const tourHoldUdfs = pgTable(
  'tour_hold_udfs',
  {
    holdRef: text('hold_ref').notNull(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => tourEvents.tourEventId),
    udfValues: jsonb('udf_values').$type<UdfValueRow[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.holdRef, t.tourEventId] })],
);
