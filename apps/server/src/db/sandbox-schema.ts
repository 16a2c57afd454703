/**
 * Tables of the built-in sandbox card provider (docs/architecture.md#payments): its own state, apart from
 * the booking schema, as a real provider would keep it on its side.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a test card does (sandbox-provider.ts SANDBOX_TEST_CARDS): approve; decline (three ways);
 * ask for 3-D Secure on every payment (`authenticate`) or on the first only (`authenticate_first`:
 * the card on file then goes through); succeed and then be disputed (`dispute`); succeed with
 * refunds that fail (`refund_fails`).
 */
export type SandboxOutcome =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authenticate'
  | 'authenticate_first'
  | 'dispute'
  | 'refund_fails';

/** Sandbox provider: single-use card tokens. Only brand and last 4 digits are kept. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').$type<SandboxOutcome>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Sandbox provider: payment intents ("charges"), idempotent per the caller's key. An intent of a
 * card that asks for authentication is `requires_action` with a client secret until the challenge
 * page approves (`captured`) or fails it (`declined`); `token` is the card's (kept for the card on file).
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  chargeId: text('charge_id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_action', 'captured', 'declined', 'refunded'] }).notNull(),
  failureCode: text('failure_code').$type<'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed'>(),
  /** The browser's secret for the authentication step (`{chargeId}_secret_…`), while one is asked. */
  clientSecret: text('client_secret'),
  failureMessage: text('failure_message'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Sandbox provider: refunds of a charge (partial or full), idempotent per the caller's key; never above the charge. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.chargeId),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** `pending` until the (in-process) webhook settles it; a failed one gives its amount back to the charge. */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_refunds_charge_idx').on(t.chargeId)],
);
