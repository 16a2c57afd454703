/**
 * Integrations (docs/integrations.md): API tokens for the back office API and webhook
 * subscriptions with their delivery outbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from './admin-schema';

/**
 * A bearer token for `/api/admin/v1` acting as one role (http/admin-access.ts). Only the SHA-256
 * (hex) of the 256-bit random token is stored; `prefix` (its first characters) lets an operator
 * recognise it. Revoked or past `expires_at`: refused (401).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenId: serial('token_id').primaryKey(),
    name: text('name').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** E-mail of the operator who created it (the audit log has the full record). */
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash)],
);

/** Events a webhook may subscribe to (docs/integrations.md#webhook-events). */
export const WEBHOOK_EVENTS = ['order.paid', 'booking.changed', 'booking.cancelled', 'checkin.admitted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * A URL subscribed to events. `secret` signs each delivery (HMAC-SHA256); it is shown once at
 * creation and never answered again, but kept (the sender needs it).
 */
export const webhookSubscriptions = pgTable('webhook_subscriptions', {
  webhookId: serial('webhook_id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: jsonb('events').$type<WebhookEvent[]>().notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One event to deliver to one subscription (the webhook outbox), written in the same database
 * transaction as the change it reports. A sender claims a row by pushing `next_attempt_at` past
 * its lease (SKIP LOCKED, like the mail outbox); `delivered_at` marks it done. A resend is a new
 * row with the same `event_id`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: serial('delivery_id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhookSubscriptions.webhookId, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').$type<WebhookEvent>().notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt, t.deliveryId).where(sql`${t.deliveredAt} is null`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.deliveryId),
  ],
);
