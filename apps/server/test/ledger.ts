/**
 * Money against bookings, read straight from the tables (payments, sandbox_charges,
 * transactions, bookings, gift_card_ledger): the checks behind "never a charge without a
 * booking, never a booking without a charge" (pretix #74) and "no gift card balance below zero".
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
  /** Transactions without one captured charge of their card part, or that sold nothing. */
  bookingsWithoutCharge: number;
  /** Gift cards whose ledger sums below zero (all cards). */
  giftCardsOverdrawn: number;
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
           where p.provider_charge_id = c.charge_id and p.status = 'captured' and ${CARD_PART} = c.amount_cents
             and ${SOLD('t')}))::int as "chargesWithoutBooking",
      (select count(*) from transactions t
         where ${inKeys('t.idempotency_key')} and (
           not ${SOLD('t')}
           or (${CARD_PART} > 0 and (select count(*) from payments p join sandbox_charges c on c.charge_id = p.provider_charge_id
                 where p.receipt_no = t.receipt_no and p.status = 'captured' and c.status = 'captured' and c.amount_cents = ${CARD_PART}) <> 1)))::int as "bookingsWithoutCharge",
      (select count(*) from (select giftcard_no from gift_card_ledger group by 1 having sum(amount_cents) < 0) o)::int as "giftCardsOverdrawn"`,
  );
  return r as Ledger;
}

/** Every captured charge has its booking, every paid booking its one charge, and no gift card is overdrawn. */
export async function expectMoneyMatchesBookings(store: TestStore, keys?: string[]): Promise<Ledger> {
  const l = await ledger(store, keys);
  expect({ chargesWithoutBooking: l.chargesWithoutBooking, bookingsWithoutCharge: l.bookingsWithoutCharge, giftCardsOverdrawn: l.giftCardsOverdrawn }).toEqual({
    chargesWithoutBooking: 0,
    bookingsWithoutCharge: 0,
    giftCardsOverdrawn: 0,
  });
  return l;
}
