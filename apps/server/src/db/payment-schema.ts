/** Payment middleware state: charges in flight and idempotency keys (docs/architecture.md#payments). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
}, (t) => [index('payments_provider_charge_idx').on(t.provider, t.providerChargeId), index('payments_receipt_idx').on(t.receiptNo)]);

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
 * Refunds of a captured card payment (spec 02 §4.2, §4.4; docs/architecture.md#money-and-the-ledger): a
 * booking change's, written `pending` in the change's transaction, or a refused or interrupted
 * attempt's (the whole payment, `receipt_no` null: it never booked; payments/refund-payment.ts), under
 * the payment's row lock, and only when the payment's captured amount less every refund already written
 * covers it; then sent to the provider against the original charge with `idempotency_key`
 * (booking-changes/refunds.ts). The provider answers `succeeded` (with its refund reference),
 * `pending` (`provider_refund_id` set, `provider_pending_since` when it first said so; its webhook or
 * an hourly re-ask settles it, and after RefundPendingMaxHours it is `failed`), or refuses: then the
 * recovery pass sends it again with backoff (`next_attempt_at`) until RefundMaxAttempts attempts were
 * refused, and it is `failed` with the provider's last answer in `last_error` (the money stays
 * captured; the booking counts it as paid again). A webhook's `refund.failed` fails it with the
 * provider's reason. Append-only: never deleted.
 */
export const cardRefunds = pgTable(
  'card_refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
    /** The booking change that refunds (its transaction); null: the refund of an attempt that never booked. */
    receiptNo: integer('receipt_no').references(() => transactions.receiptNo),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<CardRefundStatus>().notNull(),
    providerRefundId: text('provider_refund_id'),
    /** When the provider first answered `pending` (null: it never did). */
    providerPendingSince: timestamp('provider_pending_since', { withTimezone: true }),
    /** Refused attempts at the provider so far (counted when one starts; a `pending` answer is not counted). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending refund may be sent again (a claim's lease, the backoff after a refusal, the hourly re-ask of a provider-pending one). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('card_refunds_payment_idx').on(t.paymentId),
    index('card_refunds_provider_refund_idx').on(t.providerRefundId),
    index('card_refunds_receipt_idx').on(t.receiptNo),
    check('card_refund_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Disputes (chargebacks) the provider reported on a captured payment (webhook `dispute.created`,
 * payments/disputes.ts): recorded once per provider dispute id; the bookings of the payment's receipt
 * show "Disputed" in the back office and the admins are e-mailed. Append-only.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    disputeId: serial('dispute_id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
    providerDisputeId: text('provider_dispute_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_disputes_provider_idx').on(t.providerDisputeId), index('payment_disputes_payment_idx').on(t.paymentId)],
);
