/**
 * A lapsed unique coupon reservation against the carts that reserved its units since, on
 * PostgreSQL (docs/architecture.md#capacity-and-holds; spec 01 §4 "Unique coupons place a
 * hold"). Carts A1 and A2 reserve a code's 4 units, their holds lapse, B1 and B2 reserve the 4
 * units. A lapsed reservation never counts against live ones (not even once its cart re-took its
 * seats to pay), and a payment whose units are gone is refused before its card is charged. The
 * control (`skipCouponHoldExpiry`: reservations counted while their seat hold lives, no check
 * before the charge) shows the defect: A1 and A2 charged and refunded, B1 and B2 refused.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { NOW, freshEvent, pay } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { lapsedCouponCarts, type OrderBody } from './promotions-support';
import { describeRaces, type Racer } from './race/race-harness';

const MAX_USED = 'This Coupon is used maximum number of times.';

type Payment = { status: number; message?: string };
const outcome = (res: LightMyRequestResponse): Payment => ({ status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().Errors?.[0]?.ErrorMessage });
type Carts = { code: string; bodies: OrderBody[]; keys: string[] };

const one = async (r: Racer, text: string, params: unknown[]): Promise<number> => Number((await r.sql<{ n: number }>(text, params))[0]?.n);

async function setup(r: Racer): Promise<Carts> {
  r.store.setNow(NOW);
  const event = await freshEvent(r.store, 50);
  const { code, bodies } = await lapsedCouponCarts(r.store, event);
  return { code, bodies, keys: bodies.map(() => randomUUID()) };
}

/** The figures of a run: what A1 and A2 were charged (any status), their payment rows, B1 and B2 paid, units used, refunds. */
async function figures(r: Racer, s: Carts, paidB: number) {
  const a = s.keys.slice(0, 2);
  return {
    paidB,
    chargedA: await one(r, `select count(*)::int as n from sandbox_charges where idempotency_key = any($1::text[])`, [a]),
    paymentsA: await one(r, `select count(*)::int as n from payments where idempotency_key = any($1::text[])`, [a]),
    used: await one(r, 'select products_used as n from unique_coupon_codes where code = $1', [s.code]),
    refunded: (await ledger(r.store, s.keys)).refunded,
  };
}

/** B1 and B2 paid, A1 and A2 (when they paid) refused without a charge or a payment row, 4 of 4 units used, the ledger balanced. */
async function expectGuarantee(r: Racer, s: Carts, b: Payment[], a: Payment[]): Promise<void> {
  expect(b.map((x) => x.status)).toEqual([200, 200]);
  for (const x of a) expect(x).toEqual({ status: 409, message: MAX_USED });
  const f = await figures(r, s, 2);
  expect(f).toMatchObject({ chargedA: 0, paymentsA: 0, used: 4, refunded: 0 });
  const l = await expectMoneyMatchesBookings(r.store, s.keys);
  expect([l.captured, l.bookings]).toEqual([2, 2]);
}

describeRaces(
  'a lapsed unique coupon reservation on PostgreSQL',
  (raceCase) => {
    raceCase<Carts & { a1?: Promise<Payment> }, Payment>({
      name: 'A1 pays after its reservation lapsed and B1, B2 reserved the units, then B1 and B2 pay at once',
      attempts: 2,
      setup,
      attempt: async (r, s, i) => {
        // A1 pays first (once for both attempts), then B1 and B2 together.
        s.a1 ??= pay(r.store, s.bodies[0], s.keys[0]).then(outcome);
        await s.a1;
        return outcome(await pay(r.store, s.bodies[2 + i], s.keys[2 + i]));
      },
      figures: async (r, run) => figures(r, run.state, run.results.filter((x) => x.status === 200).length),
      invariant: async (r, run) => expectGuarantee(r, run.state, run.results, [await (run.state.a1 as Promise<Payment>)]),
      control: {
        hooks: () => ({ skipCouponHoldExpiry: true }),
        // A1 charged and refunded; its seats re-taken bring its reservation back: B1 and B2 refused after their charges.
        broken: (f) => expect(f).toMatchObject({ chargedA: 1, paidB: 0, used: 0, refunded: 3 }),
      },
    });

    raceCase<Carts, Payment>({
      name: 'A1, A2, B1 and B2 pay at once after B1 and B2 reserved the lapsed units',
      attempts: 4,
      setup,
      attempt: async (r, s, i) => outcome(await pay(r.store, s.bodies[i], s.keys[i])),
      figures: async (r, run) => figures(r, run.state, run.results.slice(2).filter((x) => x.status === 200).length),
      invariant: async (r, run) => expectGuarantee(r, run.state, run.results.slice(2), run.results.slice(0, 2)),
      control: {
        hooks: () => ({ skipCouponHoldExpiry: true }),
        broken: (f) => expect(f.chargedA).toBe(2),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
