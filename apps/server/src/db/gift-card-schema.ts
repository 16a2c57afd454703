/**
 * Gift cards (spec 01 §3 "Gift card hold", §4 "Gift card holds"; docs/architecture.md#money-and-the-ledger):
 * the cards, an append-only ledger of money movements whose sum is the balance, and the holds of
 * carts. A hold counts against the card while it is live (expires_at > now, not released), like a
 * seat hold: a lapsed hold stops counting without a sweeper. Cents.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { transactions } from './schema';

export const giftCards = pgTable('gift_cards', {
  /** Letters and digits, ≥ 80 random bits for issued cards. */
  giftcardNo: text('giftcard_no').primaryKey(),
  /** scrypt hash of the PIN (`salt:hash`, hex), or null for a card without PIN. */
  pinHash: text('pin_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** The purchase that issued the card (its transaction and line), or null (demo, operator). */
  receiptNo: integer('receipt_no'),
  productLineNo: integer('product_line_no'),
  /** A card issued by hand in the back office: who it is for (searchable like a buyer), else null. */
  holderName: text('holder_name'),
  holderEmail: text('holder_email'),
});

/**
 * Money movements of a card: issue (+), redeem (−, a payment), refund (+), an operator's adjust
 * (+ or −, with a reason) and void (− the whole balance, or 0; the card takes nothing more). The
 * balance is their sum; rows are never updated or deleted.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    entryId: serial('entry_id').primaryKey(),
    giftcardNo: text('giftcard_no')
      .notNull()
      .references(() => giftCards.giftcardNo),
    kind: text('kind', { enum: ['issue', 'redeem', 'refund', 'adjust', 'void'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    receiptNo: integer('receipt_no').references(() => transactions.receiptNo),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Operator entries (issue by hand, adjust, void): why, and who (their e-mail). */
    reason: text('reason'),
    operator: text('operator'),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.giftcardNo),
    index('gift_card_ledger_receipt_idx').on(t.receiptNo),
    check(
      'gift_card_entry_sign',
      sql`case ${t.kind} when 'redeem' then ${t.amountCents} < 0 when 'void' then ${t.amountCents} <= 0 when 'adjust' then ${t.amountCents} <> 0 else ${t.amountCents} > 0 end`,
    ),
  ],
);

/** A cart's hold on a card: reserves amount_cents until expires_at, unless released (removed, discarded or redeemed). */
export const giftCardHolds = pgTable(
  'gift_card_holds',
  {
    giftcardHoldRef: text('giftcard_hold_ref').primaryKey(),
    giftcardNo: text('giftcard_no')
      .notNull()
      .references(() => giftCards.giftcardNo),
    amountCents: integer('amount_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_card_holds_card_idx').on(t.giftcardNo, t.expiresAt), check('gift_card_hold_positive', sql`${t.amountCents} > 0`)],
);
