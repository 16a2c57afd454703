/**
 * Coupons and gift cards under concurrency on PostgreSQL (two buyers racing for the
 * last use: one wins; two carts spending the same gift card balance at once never overdraw
 * it): every use of a coupon and every spend of a balance is a guarded write. Each case has a
 * control with the guard off that breaks the guarantee, and the ledger check after it.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueGiftCard } from '../src/modules/gift-cards/repository';
import { NOW, freshEvent, hold, minutes, pay, tokenize } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { orderFor, type OrderBody } from './promotions-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Payment = { status: number; message?: string };
const outcome = (res: LightMyRequestResponse): Payment => ({ status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().Errors?.[0]?.ErrorMessage });
type Orders = { bodies: OrderBody[]; keys: string[]; code: string };

const one = async <T>(r: Racer, text: string, params: unknown[] = []): Promise<T> => (await r.sql<T>(text, params))[0] as T;
let cards = 0;

describeRaces(
  'coupons and gift cards under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<Orders & { couponId: number }, Payment>({
      name: 'two buyers pay at once with a coupon that has one use left',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const couponId = (await one<{ id: number }>(r, `insert into coupons (code, name, kind, max_transactions, times_used) values ($1, 'race', 'ticket', 5, 4) returning coupon_id as id`, [`LAST${++cards}`])).id;
        await r.sql(`insert into coupon_tour_products (coupon_id, tour_product_id, percentage) values ($1, 1, 20)`, [couponId]);
        const event = await freshEvent(r.store, 50);
        const bodies = [];
        for (let i = 0; i < 2; i++) bodies.push((await orderFor(r.store, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: [`LAST${cards}`] })).body);
        return { bodies, keys: bodies.map(() => randomUUID()), code: `LAST${cards}`, couponId };
      },
      attempt: async (r, s, i) => outcome(await pay(r.store, s.bodies[i], s.keys[i])),
      figures: async (r, run) => ({
        paid: run.results.filter((x) => x.status === 200).length,
        uses: (await one<{ n: number }>(r, 'select count(*)::int as n from coupon_redemptions where coupon_id = $1', [run.state.couponId])).n,
        ...(await ledger(r.store, run.state.keys)),
      }),
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(run.results.find((x) => x.status === 409)?.message).toBe('This Coupon is used maximum number of times.');
        expect((await one<{ n: number }>(r, 'select times_used as n from coupons where coupon_id = $1', [run.state.couponId])).n).toBe(5);
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect(l.bookings).toBe(1);
      },
      control: {
        // Read the count, wait for the other buyer, write: both see one use left.
        hooks: () => ({ skipCouponLock: true, afterAvailabilityCheck: barrier(2) }),
        broken: (f) => expect(f.uses).toBeGreaterThan(1),
      },
    });

    raceCase<Orders, Payment>({
      name: 'two carts whose holds lapsed spend all of the same $50 gift card at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const code = `RACECARD${String(++cards).padStart(8, '0')}`;
        await issueGiftCard(r.store.ctx.db, { giftcardNo: code, pin: null, amountCents: 5000, now: NOW });
        const event = await freshEvent(r.store, 50);
        const bodies: OrderBody[] = [];
        for (let i = 0; i < 2; i++) {
          const { body } = await orderFor(r.store, event, { products: [{ TourProductID: 1, Quantity: 2 }], giftCards: [{ no: code }] });
          // Each cart holds the whole card in turn (the first hold lapses before the second is taken).
          bodies.push(body);
          r.store.setNow(minutes(16 * (i + 1)));
        }
        // Both carts press Pay: their gift card holds lapsed, the balance is there for one of them.
        return {
          code,
          keys: bodies.map(() => randomUUID()),
          bodies: await Promise.all(
            bodies.map(async (b) => {
              const token = await tokenize(r.store);
              return { ...b, Payments: b.Payments.map((p) => (p.CardToken ? { ...p, CardToken: token } : p)) };
            }),
          ),
        };
      },
      attempt: async (r, s, i) => outcome(await pay(r.store, s.bodies[i], s.keys[i])),
      figures: async (r, run) => ({
        paid: run.results.filter((x) => x.status === 200).length,
        balance: (await one<{ n: number }>(r, 'select sum(amount_cents)::int as n from gift_card_ledger where giftcard_no = $1', [run.state.code])).n,
        ...(await ledger(r.store, run.state.keys)),
      }),
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(run.results.find((x) => x.status === 409)?.message).toBe(`The balance of gift card ****${run.state.code.slice(-6)} has changed, please apply it again.`);
        expect((await one<{ n: number }>(r, 'select sum(amount_cents)::int as n from gift_card_ledger where giftcard_no = $1', [run.state.code])).n).toBe(0);
        // The loser's card charge was refunded at once: every charge has its booking or a refund.
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.bookings, l.refunded]).toEqual([1, 1]);
      },
      control: {
        hooks: () => ({ skipGiftCardLock: true, afterAvailabilityCheck: barrier(2) }),
        broken: (f) => expect(f.balance).toBeLessThan(0),
      },
    });

    raceCase<{ code: string; refs: string[] }, { status: number; quantity: number }>({
      name: '6 carts reserve 2 units each of a unique code with 4 in all, at once',
      attempts: 6,
      setup: async (r) => {
        r.store.setNow(NOW);
        const code = `VIPRACE${String(++cards).padStart(9, '0')}`;
        await r.sql(`insert into unique_coupon_codes (code, coupon_id) values ($1, 4)`, [code]);
        const event = await freshEvent(r.store, 50);
        const refs = [];
        for (let i = 0; i < 6; i++) refs.push((await hold(r.store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] })).TourHoldRef);
        return { code, refs };
      },
      attempt: async (r, s, i) => {
        const res = await r.store.app.inject({ method: 'POST', url: '/api/v1/UniqueCouponHolds', payload: { UniqueCouponCode: s.code, TourHoldRef: s.refs[i], Quantity: 2 } });
        return { status: res.statusCode, quantity: res.statusCode === 200 ? res.json().Quantity : 0 };
      },
      figures: async (r, run) => ({
        limit: 4,
        reserved: (await one<{ n: number }>(r, 'select coalesce(sum(quantity), 0)::int as n from unique_coupon_holds where code = $1', [run.state.code])).n,
      }),
      invariant: async (r, run) => {
        expect((await one<{ n: number }>(r, 'select coalesce(sum(quantity), 0)::int as n from unique_coupon_holds where code = $1', [run.state.code])).n).toBe(4);
        expect(run.results.filter((x) => x.status === 200).reduce((n, x) => n + x.quantity, 0)).toBe(4);
      },
      control: {
        hooks: () => ({ skipCouponLock: true, afterAvailabilityCheck: barrier(6) }),
        broken: (f) => expect(f.reserved).toBeGreaterThan(4),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
