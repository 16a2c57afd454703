/** Outgoing e-mail waiting to be sent (transactional outbox; modules/mail/outbox.ts). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One message to send, written in the same database transaction as what it confirms (a booking
 * is never without its confirmation queued, and no confirmation goes out for a rolled-back one).
 * `payload` is the data the message is built from (the receipt for `booking-confirmation`, the
 * addressee and last name asked for, then the member numbers found, for `member-number`, the change's receipt for `booking-change`,
 * one admin's alert for `admin-alert`).
 * A sender claims a row by pushing `next_attempt_at` past its lease; `sent_at` marks it done.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    outboxId: serial('outbox_id').primaryKey(),
    kind: text('kind').$type<'booking-confirmation' | 'member-number' | 'booking-change' | 'admin-alert'>().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.outboxId).where(sql`${t.sentAt} is null`),
    // The e-mails of a receipt (a booking's history in the back office).
    index('mail_outbox_receipt_idx').on(sql`(${t.payload}->>'ReceiptNo')`),
  ],
);

/**
 * E-mails of one kind sent to one address in its current window
 * (docs/architecture.md#identity-and-secrets; MemberNumberEmailsPerHour): a budget per recipient,
 * whoever asks and from whichever address or process. The address is kept only as its SHA-256
 * (lower-cased, trimmed). Taken with one guarded upsert (mail/recipient-budget.ts); a window older
 * than an hour starts again.
 */
export const mailRecipientBudgets = pgTable(
  'mail_recipient_budgets',
  {
    kind: text('kind').notNull(),
    recipientHash: text('recipient_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recipientHash] })],
);
