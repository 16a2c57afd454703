/**
 * Event cancellation by the venue: one job per cancelled event and one item per
 * booking of the event, so that the bulk refund is resumable after a crash halfway. An item is
 * `done` in the same transaction as its booking's cancellation (booking-changes/apply.ts), so a
 * retry skips it and refunds every booking exactly once.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
