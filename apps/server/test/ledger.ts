/**
 * Money against bookings, read straight from the tables (payments, sandbox_charges,
 * transactions, bookings, gift_card_ledger): the checks behind "never a charge without a
 * booking, never a booking without a charge" (pretix/pretix#74) and "no gift card balance below zero".
 * A transaction's card part is its total less what gift cards redeemed for it.
 */
import { expect } from 'vitest';
import type { TestStore } from './harness';

async function rows<T>(store: TestStore, sql: string): Promise<T[]> {
  return ((await store.ctx.db.execute(sql)) as unknown as { rows: T[] }).rows;
}

export interface Ledger {
  /** Sandbox charges by status. */
  captured: number;
  refunded: number;
  declined: number;
  transactions: number;
  bookings: number;
  /** Captured charges with no sale (transaction of the same card amount that sold something) linked through their payment. */
  chargesWithoutBooking: number;
  /** Paid sales without one captured charge of their card part, or that sold nothing (a reservation taken unpaid is not a sale). */
  bookingsWithoutCharge: number;
  /** Gift cards whose ledger sums below zero (all cards). */
  giftCardsOverdrawn: number;
  /** Card payments whose refunds (written, or at the provider) add up to more than they captured. */
  refundsAboveCaptured: number;
  /** Booking changes whose total is not the money they moved (card and gift card payments less card refunds and gift cards issued). */
  changesUnbalanced: number;
  /** Card refunds the provider confirmed without the same refund at the provider, and provider refunds of a booking change without their record. */
  refundsUnmatched: number;
}

/**
 * SQL: transaction `t` sold something: a booking of an event, a product line (GA ticket, gift
 * card, donation, fee, add-on without an event) or a tab sale.
 */
const SOLD = (t: string) => `(exists (select 1 from bookings b where b.receipt_no = ${t}.receipt_no)
  or exists (select 1 from transaction_product_lines l where l.receipt_no = ${t}.receipt_no)
  or exists (select 1 from tab_sales s where s.receipt_no = ${t}.receipt_no))`;

/** SQL: the card part of transaction `t` (its total less its gift card redemptions), cents. */
const CARD_PART = `(t.total_cents + coalesce((select sum(g.amount_cents) from gift_card_ledger g where g.receipt_no = t.receipt_no and g.kind = 'redeem'), 0))`;

/** The ledger, optionally limited to charges/payments whose Idempotency-Key is in `keys`. */
export async function ledger(store: TestStore, keys?: string[]): Promise<Ledger> {
  const inKeys = (col: string) => (keys ? `${col} in (${keys.map((k) => `'${k.replaceAll("'", "''")}'`).join(',') || 'null'})` : 'true');
  const [r] = await rows<Record<keyof Ledger, number>>(
    store,
    `select
      (select count(*) from sandbox_charges c where c.status = 'captured' and ${inKeys('c.idempotency_key')})::int as "captured",
      (select count(*) from sandbox_charges c where c.status = 'refunded' and ${inKeys('c.idempotency_key')})::int as "refunded",
      (select count(*) from sandbox_charges c where c.status = 'declined' and ${inKeys('c.idempotency_key')})::int as "declined",
      (select count(*) from transactions t where ${inKeys('t.idempotency_key')})::int as "transactions",
      (select count(*) from bookings b join transactions t on t.receipt_no = b.receipt_no where ${inKeys('t.idempotency_key')})::int as "bookings",
      (select count(*) from sandbox_charges c
         where c.status = 'captured' and ${inKeys('c.idempotency_key')} and not exists (
           select 1 from payments p join transactions t on t.receipt_no = p.receipt_no
           where p.provider_charge_id = c.charge_id and p.status = 'captured' and (
             (t.transaction_type = 'Sale' and ${CARD_PART} = c.amount_cents and ${SOLD('t')})
             or (t.booking_id is not null and p.amount_cents = c.amount_cents))))::int as "chargesWithoutBooking",
      (select count(*) from transactions t
         where ${inKeys('t.idempotency_key')} and t.transaction_type = 'Sale' and (
           not ${SOLD('t')}
           or (${CARD_PART} > 0 and (select count(*) from payments p join sandbox_charges c on c.charge_id = p.provider_charge_id
                 where p.receipt_no = t.receipt_no and p.status = 'captured' and c.status in ('captured', 'refunded') and c.amount_cents = ${CARD_PART}) <> 1)))::int as "bookingsWithoutCharge",
      (select count(*) from (select giftcard_no from gift_card_ledger group by 1 having sum(amount_cents) < 0) o)::int as "giftCardsOverdrawn",
      (select count(*) from payments p where
         coalesce((select sum(r.amount_cents) from card_refunds r where r.payment_id = p.payment_id), 0) > p.amount_cents
         or coalesce((select sum(x.amount_cents) from sandbox_refunds x where x.charge_id = p.provider_charge_id), 0) > p.amount_cents)::int as "refundsAboveCaptured",
      (select count(*) from transactions t where t.booking_id is not null and t.total_cents <>
         coalesce((select sum(p.amount_cents) from payments p where p.receipt_no = t.receipt_no and p.status = 'captured'), 0)
         - coalesce((select sum(g.amount_cents) from gift_card_ledger g where g.receipt_no = t.receipt_no and g.kind = 'redeem'), 0)
         - coalesce((select sum(r.amount_cents) from card_refunds r where r.receipt_no = t.receipt_no), 0)
         - coalesce((select sum(g.amount_cents) from gift_card_ledger g where g.receipt_no = t.receipt_no and g.kind = 'issue'), 0))::int as "changesUnbalanced",
      ((select count(*) from card_refunds r where r.status = 'succeeded' and not exists (
          select 1 from sandbox_refunds x where x.idempotency_key = r.idempotency_key and x.amount_cents = r.amount_cents))
       + (select count(*) from sandbox_refunds x where x.idempotency_key not like 'full:%' and not exists (
          select 1 from card_refunds r where r.idempotency_key = x.idempotency_key and r.amount_cents = x.amount_cents)))::int as "refundsUnmatched"`,
  );
  return r as Ledger;
}

/**
 * Every captured charge has its booking (or booking change), every paid booking its one charge,
 * no gift card is overdrawn, no payment is refunded above what it captured, every booking change
 * moved exactly its total, and every card refund matches the provider's.
 */
export async function expectMoneyMatchesBookings(store: TestStore, keys?: string[]): Promise<Ledger> {
  const l = await ledger(store, keys);
  const { chargesWithoutBooking, bookingsWithoutCharge, giftCardsOverdrawn, refundsAboveCaptured, changesUnbalanced, refundsUnmatched } = l;
  expect({ chargesWithoutBooking, bookingsWithoutCharge, giftCardsOverdrawn, refundsAboveCaptured, changesUnbalanced, refundsUnmatched }).toEqual({
    chargesWithoutBooking: 0,
    bookingsWithoutCharge: 0,
    giftCardsOverdrawn: 0,
    refundsAboveCaptured: 0,
    changesUnbalanced: 0,
    refundsUnmatched: 0,
  });
  return l;
}
