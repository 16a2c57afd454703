/**
 * Event cancellation by the venue: one job per cancelled event and one item per
 * booking of the event, so that the bulk refund is resumable after a crash halfway. An item is
 * `done` in the same transaction as its booking's cancellation (booking-changes/apply.ts), so a
 * retry skips it and refunds every booking exactly once.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tourEvents } from './schema';
import { bookings, transactions } from './sale-schema';

export const EVENT_CANCEL_ITEM_STATES = ['pending', 'done', 'skipped', 'failed'] as const;
export type EventCancelItemState = (typeof EVENT_CANCEL_ITEM_STATES)[number];

export const eventCancellations = pgTable('event_cancellations', {
  /** One job per event: a second cancel of the same event resumes it. */
  tourEventId: integer('tour_event_id')
    .primaryKey()
    .references(() => tourEvents.tourEventId),
  reason: text('reason').notNull(),
  refundTo: text('refund_to', { enum: ['card', 'giftcard'] }).notNull(),
  /** The operator who first pressed cancel (not a foreign key: the job outlives removed users). */
  actorUserId: integer('actor_user_id'),
  actorEmail: text('actor_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Last time a run went through the items (null while the first run is under way). */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const eventCancellationItems = pgTable(
  'event_cancellation_items',
  {
    itemId: serial('item_id').primaryKey(),
    tourEventId: integer('tour_event_id')
      .notNull()
      .references(() => eventCancellations.tourEventId),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.bookingId),
    state: text('state', { enum: EVENT_CANCEL_ITEM_STATES }).notNull().default('pending'),
    /** The cancellation's transaction (done), refunded cents and where the refund went. */
    receiptNo: integer('receipt_no').references(() => transactions.receiptNo),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedTo: text('refunded_to', { enum: ['card', 'giftcard'] }),
    /** Why the last attempt failed or the booking was skipped (already cancelled). */
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('event_cancellation_items_booking_idx').on(t.tourEventId, t.bookingId), index('event_cancellation_items_state_idx').on(t.tourEventId, t.state)],
);

/**
 * Admissions at the door (docs/architecture.md#operators-and-the-back-office): one row per code
 * let in on a check-in list (`list_key` 'event:{id}' or 'day:{YYYY-MM-DD}'). A booking code
 * admits its tickets: one row per ticket code, all with the scan's `scan_id`. A code admits once
 * per list: the partial unique index `checkins_live_idx` (code, list_key) where not undone and not
 * a conflict, taken by one `insert … on conflict do nothing`. A `conflict` row is a person let in
 * offline who should not have been (used meanwhile, voided), kept for the operator.
 */
export const checkins = pgTable(
  'checkins',
  {
    checkinId: serial('checkin_id').primaryKey(),
    /** The code admitted (a ticket's code when a booking code was scanned). */
    code: text('code').notNull(),
    /** The code scanned (the booking code, or the same as `code`). */
    scannedCode: text('scanned_code').notNull(),
    kind: text('kind').notNull(),
    tourEventId: integer('tour_event_id').references(() => tourEvents.tourEventId),
    venueDate: date('venue_date', { mode: 'string' }),
    listKey: text('list_key').notNull(),
    people: integer('people').notNull().default(1),
    door: text('door').notNull(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull(),
    operatorUserId: integer('operator_user_id'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by'),
    /** The scan that made the row (offline scans: the scanner's id, so a retried sync takes it once). */
    scanId: uuid('scan_id').notNull(),
    conflict: boolean('conflict').notNull().default(false),
    /** The answer of the scan (a conflict's: why), so a retried sync answers the same. */
    result: text('result').notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    uniqueIndex('checkins_scan_code_idx').on(t.scanId, t.code),
    uniqueIndex('checkins_live_idx').on(t.code, t.listKey).where(sql`${t.undoneAt} is null and not ${t.conflict}`),
    index('checkins_list_idx').on(t.listKey),
  ],
);
