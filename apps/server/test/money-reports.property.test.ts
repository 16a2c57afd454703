/**
 * Property: over random sequences of operations on a venue day — bookings paid by card, by gift
 * card (and card), free (a 100 % coupon), with coupons and donations; gift card sales; desk
 * cancellations and partial refunds to the card or to a new gift card — every total of the money
 * report of that day equals a direct SQL sum of the ledgers to the cent (transactions, booking and
 * product lines, payments, card refunds, the gift card ledger, coupon redemptions, dated here by
 * the venue date of their own instant), and the reconciliation finds no difference with the
 * sandbox provider's records. Each run is a new day (the clock moves a day on); MONEY_RUNS runs
 * (default 8), seed MONEY_SEED (fast-check prints it on failure).
 */
import { randomUUID } from 'node:crypto';
import * as fc from 'fast-check';
import type { MoneyReport, Reconciliation } from '@gt/contract/admin/money-reports';
import type { TourEvent } from '@gt/contract/catalogue';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, asOperator, operatorWithSession, sessionOf, type OperatorSession } from './admin-support';
import { freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { buyGiftCard, orderFor } from './promotions-support';
import { NOW } from './support';

const RUNS = Number(process.env.MONEY_RUNS ?? 8);
const SEED = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;
const DAY = 86_400_000;

let store: TestStore;
let admin: OperatorSession;
let zone: string;
beforeAll(async () => {
  // Many card tokens and coupon look-ups a minute: not the limits under test.
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 100_000 } });
  admin = await operatorWithSession(store, 'admin');
  zone = store.ctx.config.Public.VenueTimeZone;
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

type Op =
  | { kind: 'card'; adults: number; children: number; coupon: string | null; donationCents: number }
  | { kind: 'free'; adults: number }
  | { kind: 'giftCardSale' }
  | { kind: 'giftCardPay'; adults: number }
  | { kind: 'cancel'; pick: number; to: 'card' | 'giftcard' }
  | { kind: 'refundOne'; pick: number; to: 'card' | 'giftcard' };

const qty = fc.integer({ min: 1, max: 3 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('card' as const),
      adults: qty,
      children: fc.integer({ min: 0, max: 2 }),
      coupon: fc.constantFrom(null, 'SAVE10', 'TAKE5', 'FAMILY'),
      donationCents: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 5000 })),
    }),
  },
  fc.record({ kind: fc.constant('free' as const), adults: qty }),
  fc.record({ kind: fc.constant('giftCardSale' as const) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('giftCardPay' as const), adults: qty }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      to: fc.constantFrom('card' as const, 'giftcard' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refundOne' as const),
      pick: fc.nat(),
      to: fc.constantFrom('card' as const, 'giftcard' as const),
    }),
  },
);

/** The run's state: its event, the bookings made (booking IDs, the admin API's ids), the gift cards bought. */
interface Day {
  event: TourEvent;
  bookings: number[];
  cards: { no: string; pin: string }[];
}

const products = (adults: number, children = 0) => [
  { TourProductID: 1, Quantity: adults },
  ...(children ? [{ TourProductID: 2, Quantity: children }] : []),
];

/** How each kind of operation ended (status codes), for the log: the runs must do more than be refused. */
const outcomes: Record<string, number[]> = {};
const note = (kind: string, status: number) => (outcomes[kind] ??= []).push(status);

async function booked(res: { statusCode: number; body: string; json: () => unknown }, day: Day) {
  expect(res.statusCode, res.body).toBeLessThan(500);
  note('pay', res.statusCode);
  if (res.statusCode !== 200) return;
  const bookingNo = (res.json() as TransactionResult).Events[0]?.BookingID;
  if (bookingNo !== undefined) day.bookings.push(bookingNo);
}

async function desk(id: number, action: string, body: object) {
  const res = await store.app.inject({
    method: 'POST',
    url: `${API}/bookings/${id}/${action}`,
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'idempotency-key': randomUUID() },
    payload: body,
  });
  expect(res.statusCode, res.body).toBeLessThan(500);
  note(action, res.statusCode);
}

async function run(o: Op, day: Day): Promise<void> {
  switch (o.kind) {
    case 'card': {
      const { body } = await orderFor(store, day.event, {
        products: products(o.adults, o.children),
        coupons: o.coupon ? [o.coupon] : [],
        donationCents: o.donationCents,
      });
      return booked(await pay(store, body), day);
    }
    case 'free': {
      const { body } = await orderFor(store, day.event, { products: products(o.adults), coupons: ['FREEDAY'] });
      return booked(await pay(store, body), day);
    }
    case 'giftCardSale':
      day.cards.push(await buyGiftCard(store));
      return;
    case 'giftCardPay': {
      const [card] = day.cards.slice(-1);
      if (!card) return;
      const [bal] = await rows<{ n: number }>(
        `select coalesce(sum(amount_cents), 0)::int as n from gift_card_ledger where giftcard_no = '${card.no}'`,
      );
      if ((bal?.n ?? 0) <= 0) return;
      const { body } = await orderFor(store, day.event, { products: products(o.adults), giftCards: [card] });
      return booked(await pay(store, body), day);
    }
    case 'cancel':
    case 'refundOne': {
      const id = day.bookings.length ? day.bookings[o.pick % day.bookings.length] : undefined;
      if (id === undefined) return;
      const reason = 'Property test';
      if (o.kind === 'cancel') return desk(id, 'cancel', { reason, refundTo: o.to, override: { refunds: true } });
      const [line] = await rows<{ id: number }>(
        `select l.booking_line_id as id from booking_lines l join bookings b on b.booking_id = l.booking_id where b.booking_no = ${id} and l.quantity > 0
           and l.quantity + coalesce((select sum(r.quantity) from booking_lines r where r.reverses_line_id = l.booking_line_id), 0) > 0
         order by l.booking_line_id limit 1`,
      );
      if (!line) return;
      return desk(id, 'refund', { reason, refundTo: o.to, override: { refunds: true }, lines: [{ bookingLineId: line.id, quantity: 1 }] });
    }
  }
}

/** The report's numbers read straight from the ledgers for venue date `d`. */
async function ledgerOf(d: string) {
  const onDay = (col: string) => `(${col} at time zone '${zone}')::date = '${d}'::date`;
  const R = `(select receipt_no from transactions where ${onDay('transaction_date')})`;
  const [x] = await rows<Record<string, number>>(`select
    (select count(*) from transactions where receipt_no in ${R})::int as transactions,
    (select coalesce(sum(total_cents), 0) from transactions where receipt_no in ${R})::int as collected,
    ((select coalesce(sum(total_cents), 0) from booking_lines where quantity > 0 and receipt_no in ${R})
      + (select coalesce(sum(amount_cents), 0) from transaction_product_lines where receipt_no in ${R}))::int as sales,
    (select coalesce(sum(total_cents), 0) from booking_lines where quantity < 0 and receipt_no in ${R})::int as refunds,
    ((select coalesce(sum(tax_cents), 0) from booking_lines where receipt_no in ${R})
      + (select coalesce(sum(tax_cents), 0) from transaction_product_lines where receipt_no in ${R}))::int as tax,
    (select count(*) from payments where status = 'captured' and receipt_no in ${R})::int as card_n,
    (select coalesce(sum(amount_cents), 0) from payments where status = 'captured' and receipt_no in ${R})::int as card,
    (select count(*) from gift_card_ledger where kind = 'redeem' and receipt_no in ${R})::int as gift_n,
    (select coalesce(-sum(amount_cents), 0) from gift_card_ledger where kind = 'redeem' and receipt_no in ${R})::int as gift,
    (select count(*) from transactions where transaction_type = 'Sale' and total_cents = 0 and receipt_no in ${R})::int as free_n,
    (select coalesce(sum(amount_cents), 0) from card_refunds where status = 'succeeded' and (receipt_no in ${R} or (receipt_no is null and ${onDay('created_at')})))::int as refund_ok,
    (select coalesce(sum(amount_cents), 0) from card_refunds where status = 'pending' and (receipt_no in ${R} or (receipt_no is null and ${onDay('created_at')})))::int as refund_pending,
    (select coalesce(sum(g.amount_cents), 0) from gift_card_ledger g join transactions t using (receipt_no)
      where g.kind = 'issue' and t.booking_id is not null and g.receipt_no in ${R})::int as refund_cards,
    (select coalesce(sum(amount_cents), 0) from gift_card_ledger where (created_at at time zone '${zone}')::date < '${d}'::date)::int as opening,
    (select coalesce(sum(amount_cents), 0) from gift_card_ledger where (created_at at time zone '${zone}')::date <= '${d}'::date)::int as closing,
    (select coalesce(sum(amount_cents), 0) from gift_card_ledger where kind = 'issue' and ${onDay('created_at')})::int as issued,
    (select coalesce(-sum(amount_cents), 0) from gift_card_ledger where kind = 'redeem' and ${onDay('created_at')})::int as redeemed,
    (select coalesce(sum(amount_cents), 0) from gift_card_ledger where kind = 'refund' and ${onDay('created_at')})::int as refunded,
    (select coalesce(sum(amount_cents), 0) from gift_card_ledger where kind in ('adjust', 'void') and ${onDay('created_at')})::int as adjusted,
    (select coalesce(sum(l.amount_cents), 0) from transaction_product_lines l join products p using (product_id)
      where p.product_type = 'donation' and l.receipt_no in ${R})::int as donations,
    ((select coalesce(sum(discount_cents), 0) from booking_lines where coupon_id is not null and receipt_no in ${R})
      + (select coalesce(sum(discount_cents), 0) from transaction_product_lines where coupon_id is not null and receipt_no in ${R}))::int as discounts,
    (select count(*) from coupon_redemptions where receipt_no in ${R})::int as coupon_uses`);
  return x as Record<string, number>;
}

const get = async <T>(path: string): Promise<T> => {
  const res = await asOperator(store, admin, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe('money report against the ledgers', () => {
  it('equals direct SQL sums to the cent after any sequence of sales, gift cards, coupons and refunds', { timeout: 900_000 }, async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 8 }), async (ops) => {
        // A new venue day each run (09:00 at the venue, as NOW).
        store.setNow(new Date(NOW.getTime() + runNo++ * DAY));
        admin = { ...admin, ...(await sessionOf(store, admin.userId)) };
        const d = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(store.ctx.clock());
        const day: Day = { event: await freshEvent(store, 200), bookings: [], cards: [] };
        for (const o of ops) await run(o, day);
        const r = await get<MoneyReport>(`/money-reports?from=${d}&to=${d}`);
        const x = await ledgerOf(d);
        expect(r.summary).toMatchObject({
          transactions: x.transactions,
          collectedCents: x.collected,
          salesCents: x.sales,
          refundsCents: x.refunds,
          netCents: (x.sales ?? 0) + (x.refunds ?? 0),
          taxCents: x.tax,
          giftCardRedeemedCents: x.gift,
          giftCardRefundIssuedCents: x.refund_cards,
        });
        expect(r.payments).toEqual([
          { type: 'card', count: x.card_n, amountCents: x.card },
          { type: 'giftcard', count: x.gift_n, amountCents: x.gift },
          { type: 'free', count: x.free_n, amountCents: 0 },
        ]);
        expect(r.summary.cardCents).toBe((x.card ?? 0) - (x.refund_ok ?? 0) - (x.refund_pending ?? 0));
        expect(r.refunds).toMatchObject({
          cardSucceededCents: x.refund_ok,
          cardPendingCents: x.refund_pending,
          giftCardCents: x.refund_cards,
        });
        expect(r.giftCards).toMatchObject({
          openingCents: x.opening,
          issuedCents: x.issued,
          redeemedCents: x.redeemed,
          refundedCents: x.refunded,
          adjustedCents: x.adjusted,
          closingCents: x.closing,
        });
        expect(r.giftCards.closingCents).toBe(
          r.giftCards.openingCents + r.giftCards.issuedCents - r.giftCards.redeemedCents + r.giftCards.refundedCents + r.giftCards.adjustedCents,
        );
        expect(r.donations.amountCents).toBe(x.donations);
        expect(r.coupons.reduce((n, c) => n + c.discountCents, 0)).toBe(x.discounts);
        expect(r.coupons.reduce((n, c) => n + c.uses, 0)).toBe(x.coupon_uses);
        expect(r.days).toEqual(
          x.transactions
            ? [
                {
                  date: d,
                  transactions: x.transactions,
                  salesCents: x.sales,
                  refundsCents: x.refunds,
                  netCents: (x.sales ?? 0) + (x.refunds ?? 0),
                  collectedCents: x.collected,
                },
              ]
            : [],
        );
        expect(r.products.reduce((n, l) => n + l.totalCents, 0)).toBe(r.summary.netCents);
        const rec = await get<Reconciliation>(`/money-reports/reconciliation?from=${d}&to=${d}`);
        expect(rec.rows.filter((row) => row.state !== 'matched')).toEqual([]);
        expect(rec.totals.ourCapturedCents).toBe(x.card);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The runs sold something (not only refusals).
    expect(outcomes.pay).toContain(200);
  });
});
