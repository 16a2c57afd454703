/** Payment middleware state: charges in flight and idempotency keys (docs/architecture.md#payments). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { transactions } from './schema';

/**
 * `requires_action`: the provider's intent waits for the card holder's authentication (3-D Secure);
 * the attempt's request is kept in `resume_request` so that the browser's retry, the provider's
 * webhook or the recovery pass can finish it.
 */
export type PaymentStatus = 'pending' | 'requires_action' | 'captured' | 'declined' | 'refunded';

/**
 * Card charges, recorded before the provider is called so that a crash between the charge and
 * the booking can be recovered (retry with the same Idempotency-Key). Also the payment line of
 * the receipt once `receipt_no` is set.
 */
export const payments = pgTable('payments', {
  paymentId: serial('payment_id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  receiptNo: integer('receipt_no').references(() => transactions.receiptNo),
  paymentLineNo: integer('payment_line_no').notNull(),
  paymentTypeId: integer('payment_type_id').notNull(),
  provider: text('provider').notNull(),
  providerChargeId: text('provider_charge_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  message: text('message'),
  /** The intent's client secret for the browser's authentication step, while one is asked. */
  actionSecret: text('action_secret'),
  /** The attempt's request (a PaymentTransactionRequest, no card data), while it waits for authentication. */
  resumeRequest: jsonb('resume_request'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [index('payments_provider_charge_idx').on(t.provider, t.providerChargeId)]);

/**
 * Idempotency keys of POST Transactions: the first request's hash and, once finished, its
 * response. `locked_until` is the lease of the attempt in progress, or for a key parked
 * `requires_action` (waiting for 3-D Secure) the deadline after which recovery finishes it.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  status: text('status', { enum: ['in_progress', 'requires_action', 'completed'] }).notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Provider webhook events handled (docs/payments.md#webhooks): one row per provider event id, so
 * that a redelivery is answered without handling it again. `processed_at` null: being handled
 * (taken over after a while if its handler died).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The payment attempt that owns a hold (docs/architecture.md#payments): one attempt at a time may
 * charge for a hold. Claimed before the charge for a lease (PaymentLeaseSeconds), taken over when
 * the lease lapsed or by the same Idempotency-Key; `receipt_no` is set by the booking transaction,
 * so that a later attempt on the same hold is told the order was paid.
 */
export const holdPayments = pgTable('hold_payments', {
  holdRef: text('hold_ref').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  receiptNo: integer('receipt_no'),
});

export type CardRefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Refunds of a captured card payment (spec 02 §4.2, §4.4; docs/architecture.md#money-and-the-ledger): written
 * `pending` in the booking change's transaction, under the payment's row lock, and only when the
 * payment's captured amount less every refund already written covers it; then sent to the
 * provider against the original charge with `idempotency_key`, and `succeeded` with its refund
 * reference. A pending refund is sent again by the recovery pass (the provider's refund is
 * idempotent per key), with backoff (`next_attempt_at`), until RefundMaxAttempts attempts were
 * refused: then `failed` with the provider's last answer in `last_error` (the money stays
 * captured; the booking counts it as paid again). Append-only: never deleted.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
    /** The booking change that refunds (its transaction). */
    receiptNo: integer('receipt_no')
      .notNull()
      .references(() => transactions.receiptNo),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<CardRefundStatus>().notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Attempts at the provider so far (counted when one starts). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending refund may be sent again (a claim's lease, or the backoff after a refusal). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_refunds_payment_idx').on(t.paymentId), check('card_refund_positive', sql`${t.amountCents} > 0`)],
);
