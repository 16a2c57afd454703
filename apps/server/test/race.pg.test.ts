/**
 * Overselling races on a real PostgreSQL server (HiEventsDev/Hi.Events#1045,
 * HiEventsDev/Hi.Events#1072, eventespresso/event-espresso-core#109): a thousand concurrent hold
 * requests on 100 seats, and checkouts racing for the last seats. Each case has a control run
 * without the event lock (test-only hooks) that must oversell or break the outcome — proof the real
 * run could fail.
 */
import { randomUUID } from 'node:crypto';
import type { TourEvent } from '@gt/contract/catalogue';
import type { TransactionRequest } from '@gt/contract/transactions';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  NOW,
  cartFor,
  createGuest,
  freshEvent,
  hold,
  minutes,
  pay,
  postHold,
  pricedLines,
  tokenize,
  transactionBody,
} from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { barrier, delay, describeRaces, type RaceRun, type Racer } from './race/race-harness';

const NOT_AVAILABLE = 'Tickets not longer available, please choose another time';
const lapsed = (event: string) => `Your hold on ${event} has expired and the tickets are no longer available, please choose another time.`;

/** Seats held (live) and sold on an event, read on the probe connection at the store's clock. */
async function taken(r: Racer, eventId: number): Promise<{ held: number; sold: number }> {
  const [row] = await r.sql<{ held: number; sold: number }>(
    `select
       coalesce((select sum(quantity) from tour_holds where tour_event_id = $1 and affects_capacity and expires_at > $2), 0)::int as held,
       coalesce((select sum(quantity) from sold_seats where tour_event_id = $1 and affects_capacity), 0)::int as sold`,
    [eventId, r.store.ctx.clock().toISOString()],
  );
  return row as { held: number; sold: number };
}

/**
 * Sessions of this database waiting for a row lock right now (requests queued on the event row:
 * the first waits for the holder's transaction id, the others for the tuple).
 */
async function lockWaiters(r: Racer): Promise<number> {
  const [row] = await r.sql<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and wait_event in ('transactionid', 'tuple')`,
  );
  return row?.n ?? 0;
}

type Payment = { status: number; body: unknown; key: string };
const outcome = (res: LightMyRequestResponse, key: string): Payment => ({ status: res.statusCode, body: res.json(), key });
const errorOf = (p: { body: unknown }) => (p.body as { Errors?: { ErrorMessage: string }[] }).Errors?.[0]?.ErrorMessage;

/** Two payments for the last 3 seats: how they are sent and the figures they report. */
type LastSeats = { event: TourEvent; bodies: TransactionRequest[]; keys: string[] };
const lastSeatsPayment = {
  attempt: async (r: Racer, s: LastSeats, i: number) => outcome(await pay(r.store, s.bodies[i], s.keys[i]), s.keys[i] as string),
  figures: async (r: Racer, run: RaceRun<LastSeats, Payment, never>) => {
    const t = await taken(r, run.state.event.TourEventID);
    const l = await ledger(r.store, run.state.keys);
    return { seats: 3, paid: run.results.filter((x) => x.status === 200).length, sold: t.sold, oversoldBy: Math.max(0, t.sold - 3), ...l };
  },
};

describeRaces(
  'overselling races on PostgreSQL',
  (raceCase) => {
    const SEATS = 100;
    raceCase<{ event: TourEvent }, { quantity: number; status: number; message?: string }, { taken: number; waiters: number }>({
      name: `1,000 visitors hold 1–4 seats each on an event with ${SEATS} seats`,
      attempts: 1000,
      setup: async (r) => {
        r.store.setNow(NOW);
        return { event: await freshEvent(r.store, SEATS) };
      },
      attempt: async (r, s, i) => {
        const quantity = 1 + ((i * 7) % 4);
        const res = await postHold(r.store, { TourEventID: s.event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: quantity }] });
        return { quantity, status: res.statusCode, message: res.statusCode === 200 ? undefined : errorOf({ body: res.json() }) };
      },
      probe: async (r, s) => {
        const t = await taken(r, s.event.TourEventID);
        return { taken: t.held + t.sold, waiters: await lockWaiters(r) };
      },
      figures: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        const ok = run.results.filter((x) => x.status === 200);
        return {
          seats: SEATS,
          accepted: ok.length,
          seatsAccepted: ok.reduce((n, x) => n + x.quantity, 0),
          refused: run.results.length - ok.length,
          heldPlusSold: t.held + t.sold,
          oversoldBy: Math.max(0, t.held + t.sold - SEATS),
          maxSeenDuringRace: Math.max(0, ...run.probes.map((p) => p.taken)),
          maxLockWaiters: Math.max(0, ...run.probes.map((p) => p.waiters)),
        };
      },
      invariant: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        // Never more than the capacity, during the race or after it, and sold out exactly.
        expect(Math.max(0, ...run.probes.map((p) => p.taken))).toBeLessThanOrEqual(SEATS);
        expect(t.held + t.sold).toBe(SEATS);
        expect(run.results.filter((x) => x.status === 200).reduce((n, x) => n + x.quantity, 0)).toBe(SEATS);
        // Every refusal is the sold-out answer or "Maximum of N tickets available" with N below the ask.
        for (const x of run.results.filter((y) => y.status !== 200)) {
          expect(x.status, x.message).toBe(409);
          const max = /^Maximum of (\d+) tickets available$/.exec(x.message ?? '');
          if (max) expect(Number(max[1])).toBeLessThan(x.quantity);
          else expect(x.message).toBe(NOT_AVAILABLE);
        }
        // The requests really overlapped: several were queued on the event's row lock at once.
        expect(Math.max(0, ...run.probes.map((p) => p.waiters))).toBeGreaterThan(1);
      },
      control: {
        hooks: () => ({ skipHoldLock: true, afterAvailabilityCheck: delay(20) }),
        broken: (f) => expect(f.oversoldBy).toBeGreaterThan(0),
      },
    });

    /** Two visitors whose holds on the same last 3 seats both lapsed pay at the same moment. */
    raceCase<LastSeats, Payment>({
      name: 'two visitors whose holds lapsed pay for the last 3 seats at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 3);
        const lines = [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 3 }];
        const first = await hold(r.store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
        r.store.setNow(minutes(16)); // the first hold lapsed: the second visitor gets the seats
        const second = await hold(r.store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
        r.store.setNow(minutes(32)); // both lapsed; both still have the cart open and press Pay
        const bodies = [];
        for (const h of [first, second]) {
          const customer = await createGuest(r.store);
          const products = await pricedLines(r.store, lines);
          bodies.push(
            transactionBody({ customer, holdRef: h.TourHoldRef, products, token: await tokenize(r.store) }),
          );
        }
        return { event, bodies, keys: [randomUUID(), randomUUID()] };
      },
      ...lastSeatsPayment,
      invariant: async (r, run) => {
        const ok = run.results.filter((x) => x.status === 200);
        const refused = run.results.filter((x) => x.status !== 200);
        expect(ok).toHaveLength(1);
        expect(refused.map((x) => [x.status, errorOf(x)])).toEqual([[409, lapsed('Timed Admission')]]);
        expect((await taken(r, run.state.event.TourEventID)).sold).toBe(3);
        // The loser was refused before any money moved.
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.captured, l.refunded, l.declined, l.bookings]).toEqual([1, 0, 0, 1]);
      },
      control: {
        hooks: () => ({ skipHoldLock: true, afterAvailabilityCheck: barrier(2) }),
        // Both pass the re-check before either writes: both are charged, then both refused and refunded.
        broken: (f) => expect([f.paid, f.refunded]).not.toEqual([1, 0]),
      },
    });

    /**
     * One hold of 2 adults paid 8 times at once (8 tabs or replayed requests, each with its own
     * Idempotency-Key and card token) on an event with plenty of seats (docs/architecture.md#payments).
     */
    raceCase<LastSeats, Payment>({
      name: 'one hold of 2 adults paid by 8 requests at once (own keys and cards, 50 seats free)',
      attempts: 8,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 50);
        const cart = await cartFor(r.store, event, [{ TourProductID: 1, Quantity: 2 }]);
        const bodies = [cart.body];
        for (let i = 1; i < 8; i++) {
          const token = await tokenize(r.store);
          bodies.push({ ...cart.body, Payments: cart.body.Payments?.map((p) => ({ ...p, CardToken: token })) });
        }
        return { event, bodies, keys: bodies.map(() => randomUUID()) };
      },
      attempt: lastSeatsPayment.attempt,
      figures: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        const l = await ledger(r.store, run.state.keys);
        return { held: 2, paid: run.results.filter((x) => x.status === 200).length, sold: t.sold, soldBeyondHold: t.sold - 2, ...l };
      },
      invariant: async (r, run) => {
        expect(run.results.filter((x) => x.status === 200)).toHaveLength(1);
        for (const x of run.results.filter((y) => y.status !== 200)) {
          expect([x.status, errorOf(x)]).toEqual([409, expect.stringMatching(/^(A payment for this order is already in progress|This order has already been paid)/)]);
        }
        expect((await taken(r, run.state.event.TourEventID)).sold).toBe(2);
        // The losers were refused before their cards were charged.
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.captured, l.refunded, l.bookings]).toEqual([1, 0, 1]);
      },
      control: {
        // No claim of the hold (before the charge or in the booking), no event lock: every
        // request books the same held seats.
        hooks: () => ({ skipHoldClaim: true, skipHoldLock: true, afterAvailabilityCheck: barrier(8) }),
        broken: (f) => expect(f.soldBeyondHold).toBeGreaterThan(0),
      },
    });

    /**
     * The operator cancels the event while 5 visitors' live holds are being paid, each between
     * its charge and its booking (docs/architecture.md#payments): the booking re-checks the event
     * under its lock.
     */
    raceCase<LastSeats & { cancel(): Promise<unknown> }, Payment>({
      name: 'the event is cancelled while 5 payments of live holds are between charge and booking',
      attempts: 5,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 50);
        const bodies = [];
        for (let i = 0; i < 5; i++) bodies.push((await cartFor(r.store, event, [{ TourProductID: 1, Quantity: 2 }])).body);
        const cancel = () => r.sql('update tour_events set cancelled = true where tour_event_id = $1', [event.TourEventID]);
        return { event, bodies, keys: bodies.map(() => randomUUID()), cancel };
      },
      scenario: (s) => {
        const charged = barrier(5);
        let cancelled: Promise<unknown> | undefined;
        // Once all five are charged, the event is cancelled; then they go on to book.
        return { afterCharge: async () => void (await charged(), await (cancelled ??= s.cancel())) };
      },
      attempt: lastSeatsPayment.attempt,
      figures: async (r, run) => {
        const t = await taken(r, run.state.event.TourEventID);
        return { paid: run.results.filter((x) => x.status === 200).length, soldOnCancelled: t.sold, ...(await ledger(r.store, run.state.keys)) };
      },
      invariant: async (r, run) => {
        expect(run.results.map((x) => [x.status, errorOf(x)])).toEqual(Array(5).fill([409, NOT_AVAILABLE]));
        expect((await taken(r, run.state.event.TourEventID)).sold).toBe(0);
        const l = await expectMoneyMatchesBookings(r.store, run.state.keys);
        expect([l.captured, l.refunded, l.bookings]).toEqual([0, 5, 0]);
      },
      control: {
        hooks: () => ({ skipEventRecheck: true }),
        broken: (f) => expect(f.soldOnCancelled).toBeGreaterThan(0),
      },
    });
  },
  { now: NOW, config: { LookupRateLimitPerMinute: 100_000 } },
);
