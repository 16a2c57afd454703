/**
 * A coupon on date changes under concurrency on PostgreSQL (spec 02 §4.7; as
 * race-promotions.pg.test.ts for sales): two owners move their bookings at once with a coupon
 * that has one use left. The use is counted by a guarded write in each change's transaction
 * (times_used < MaxTransactionsPerCoupon), so one change wins and the other is refused with the
 * configured CouponMaxTimesUsed, nothing of it written. The control counts unguarded (read, wait
 * for the other, write): both changes then use the coupon. The ledger check follows each run.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { NOW, freshEvent, hold } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { bookOnline, postChange, type Owner } from './manage-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Tab = { status: number; message?: string };
const tab = (res: LightMyRequestResponse): Tab => ({
  status: res.statusCode,
  message: (res.json() as { Errors?: { ErrorMessage: string }[] }).Errors?.[0]?.ErrorMessage,
});
const one = async <T>(r: Racer, text: string, params: unknown[] = []): Promise<T> => (await r.sql<T>(text, params))[0] as T;
let codes = 0;

interface Moves {
  code: string;
  couponId: number;
  owners: Owner[];
  target: number;
  holds: string[];
}

describeRaces(
  'a coupon on date changes under concurrency on PostgreSQL',
  (raceCase) => {
    raceCase<Moves, Tab>({
      name: 'two owners change the date at once with a coupon that has one use left',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const code = `MOVE${++codes}`;
        const couponId = (
          await one<{ id: number }>(
            r,
            `insert into coupons (code, name, kind, max_transactions, times_used) values ($1, 'race', 'ticket', 5, 4) returning coupon_id as id`,
            [code],
          )
        ).id;
        await r.sql(`insert into coupon_tour_products (coupon_id, tour_product_id, percentage) values ($1, 1, 20)`, [couponId]);
        const owners = [];
        for (let i = 0; i < 2; i++)
          owners.push((await bookOnline(r.store, await freshEvent(r.store, 10), [{ TourProductID: 1, Quantity: 2 }])).owner);
        const target = (await freshEvent(r.store, 50)).TourEventID;
        const holds = [];
        for (let i = 0; i < 2; i++)
          holds.push((await hold(r.store, { TourEventID: target, TourProducts: [{ TourProductID: 1, Quantity: 2 }] })).TourHoldRef);
        return { code, couponId, owners, target, holds };
      },
      // 2 adults were $64.84; with 20 % off the new ones cost $51.87: $12.97 back to the card.
      attempt: async (r, s, i) =>
        tab(
          await postChange(r.store, s.owners[i] as Owner, {
            TransactionType: 'Change Date / Time',
            RefundType: 'CreditCardRefund',
            AmountToPay: -12.97,
            NewTourEventID: s.target,
            Products: [{ TourProductID: 1, Quantity: 2, CouponCode: s.code, DiscountAmount: 12.97 }],
            Coupons: [{ CouponCode: s.code }],
            TourHoldRef: s.holds[i],
          }),
        ),
      figures: async (r, run) => ({
        changed: run.results.filter((x) => x.status === 200).length,
        timesUsed: (await one<{ n: number }>(r, 'select times_used as n from coupons where coupon_id = $1', [run.state.couponId])).n,
        uses: (await one<{ n: number }>(r, 'select count(*)::int as n from coupon_redemptions where coupon_id = $1', [run.state.couponId]))
          .n,
        ...(await ledger(r.store)),
      }),
      invariant: async (r, run) => {
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(run.results.find((x) => x.status === 409)?.message).toBe('This Coupon is used maximum number of times.');
        expect((await one<{ n: number }>(r, 'select times_used as n from coupons where coupon_id = $1', [run.state.couponId])).n).toBe(5);
        expect(
          (await one<{ n: number }>(r, 'select count(*)::int as n from coupon_redemptions where coupon_id = $1', [run.state.couponId])).n,
        ).toBe(1);
        // The loser's booking did not move: its seats stayed where they were, nothing refunded.
        const moved = await one<{ n: number }>(r, 'select count(*)::int as n from bookings where tour_event_id = $1', [run.state.target]);
        expect(moved.n).toBe(1);
        await expectMoneyMatchesBookings(r.store);
      },
      control: {
        // Read the count, wait for the other change, write: both see one use left.
        hooks: () => ({ skipCouponLock: true, afterAvailabilityCheck: barrier(2) }),
        broken: (f) => expect(f.uses).toBeGreaterThan(1),
      },
    });
  },
  { now: NOW, poolSize: 10 },
);
