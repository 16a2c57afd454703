/**
 * Booking change races on a real PostgreSQL server (spec 02 §4): two tabs of the
 * same owner cancel the same booking at once. The booking's row lock lets one change win; the
 * other finds the booking cancelled, so there is exactly one refund and the seats come back
 * once. Each control runs without the lock (and without the refund guard under it): both tabs
 * then refund and return the seats.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { randomUUID } from 'node:crypto';
import type { TourEvent } from '@gt/contract/catalogue';
import { NOW, cartFor, freshEvent, hold, minutes, pay, tokenize } from './checkout-support';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, findBooking, postChange, reserveUnpaid, type Owner } from './manage-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Tab = { status: number; message?: string };
const tab = (res: LightMyRequestResponse): Tab => ({
  status: res.statusCode,
  message: (res.json() as { Errors?: { ErrorMessage: string }[] }).Errors?.[0]?.ErrorMessage,
});

interface Booked {
  owner: Owner;
  paidCents: number;
  tickets: number;
}

/** Money and seats moved for the booking: refunds written and confirmed, gift cards issued, seats returned. */
async function moved(r: Racer, bookingNo: number) {
  const [row] = await r.sql<{ written: number; at_provider: number; gift_cards: number; returned: number; cancels: number }>(
    `with b as (select booking_id, receipt_no from bookings where booking_no = $1),
       t as (select receipt_no from transactions where booking_id = (select booking_id from b))
     select
       coalesce((select sum(amount_cents) from card_refunds where receipt_no in (select receipt_no from t)), 0)::int as written,
       coalesce((select sum(x.amount_cents) from sandbox_refunds x join payments p on p.provider_charge_id = x.charge_id
         where p.receipt_no = (select receipt_no from b)), 0)::int as at_provider,
       (select count(*) from gift_card_ledger where kind = 'issue' and receipt_no in (select receipt_no from t))::int as gift_cards,
       coalesce(-(select sum(s.quantity) from sold_seats s join booking_lines l on l.booking_line_id = s.booking_line_id
         where l.booking_id = (select booking_id from b) and s.quantity < 0), 0)::int as returned,
       (select count(*) from t)::int as cancels`,
    [bookingNo],
  );
  return row as { written: number; at_provider: number; gift_cards: number; returned: number; cancels: number };
}

// One store per case: a control's double refund must not fail the next case's ledger check.
for (const refund of ['CancelBooking', 'CancelGiftCardRefund'] as const) {
  describeRaces(
    `booking change races on PostgreSQL (${refund})`,
    (raceCase) => {
      raceCase<Booked, Tab>({
        name: `two tabs cancel the same booking at once (${refund === 'CancelBooking' ? 'refund to the card' : 'refund to a gift card'})`,
        attempts: 2,
        setup: async (r) => {
          r.store.setNow(NOW);
          const event = await freshEvent(r.store, 10);
          // A booking paid once by card is refunded to the card on file only, unless its type allows gift cards (spec 02 §6).
          if (refund === 'CancelGiftCardRefund')
            await r.store.ctx.db.execute(`update booking_types set allow_refund_to_giftcard_only = true where booking_type_id = ${event.BookingTypeID}`);
          const { owner, receipt } = await bookOnline(r.store, event, [{ TourProductID: 1, Quantity: 3 }]);
          return { owner, paidCents: Math.round(receipt.TotalPaid * 100), tickets: 3 };
        },
        attempt: async (r, s) =>
          tab(
            await postChange(r.store, s.owner, { TransactionType: 'Cancel Booking', RefundType: refund, AmountToPay: -s.paidCents / 100 }),
          ),
        figures: async (r, run) => {
          const m = await moved(r, run.state.owner.BookingID);
          return {
            paid: run.state.paidCents,
            succeeded: run.results.filter((x) => x.status === 200).length,
            cancellations: m.cancels,
            refundsWritten: m.written,
            refundedAtProvider: m.at_provider,
            giftCardsIssued: m.gift_cards,
            seatsReturned: m.returned,
          };
        },
        invariant: async (r, run) => {
          const m = await moved(r, run.state.owner.BookingID);
          expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
          expect(run.results.find((x) => x.status === 409)?.message).toBe('This booking has already been cancelled.');
          expect(m.cancels).toBe(1);
          expect(m.returned).toBe(run.state.tickets);
          if (refund === 'CancelBooking') expect([m.written, m.at_provider]).toEqual([run.state.paidCents, run.state.paidCents]);
          else expect(m.gift_cards).toBe(1);
          await expectMoneyMatchesBookings(r.store);
        },
        control: {
          hooks: () => ({ skipBookingLock: true, skipRefundGuard: true, afterBookingRead: barrier(2) }),
          broken: (f) => {
            expect(f.succeeded).toBe(2);
            expect(f.seatsReturned).toBe(6);
            if (refund === 'CancelBooking') expect(f.refundsWritten).toBe(2 * (f.paid as number));
            else expect(f.giftCardsIssued).toBe(2);
          },
        },
      });
    },
    { now: NOW, poolSize: 10 },
  );
}

describeRaces(
  'booking payment races on PostgreSQL',
  (raceCase) => {
    raceCase<{ owner: Owner; balanceCents: number; tokens: string[] }, Tab>({
      name: 'two tabs pay the same balance owing at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const { owner, totalCents } = await reserveUnpaid(r.store, await freshEvent(r.store, 10), [{ TourProductID: 1, Quantity: 2 }]);
        return { owner, balanceCents: totalCents, tokens: [await tokenize(r.store), await tokenize(r.store)] };
      },
      attempt: async (r, s, i) => {
        const amount = s.balanceCents / 100;
        return tab(
          await postChange(r.store, s.owner, {
            TransactionType: 'Booking Payment',
            RefundType: 'AdditionalPayment',
            AmountToPay: amount,
            Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: amount, CardToken: s.tokens[i] }],
          }),
        );
      },
      figures: async (r, run) => {
        const b = await findBooking(r.store, run.state.owner);
        return {
          balance: run.state.balanceCents,
          succeeded: run.results.filter((x) => x.status === 200).length,
          paid: Math.round(b.TotalPaid * 100),
          owing: Math.round(b.BalanceOwing * 100),
        };
      },
      invariant: async (r, run) => {
        const b = await findBooking(r.store, run.state.owner);
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        // The loser's card was charged, then refunded when its change was refused.
        expect(run.results.find((x) => x.status === 409)?.message).toBe(
          'The amount to pay must be above $0.00 and at most the balance owing of $0.00.',
        );
        expect([Math.round(b.TotalPaid * 100), b.BalanceOwing]).toEqual([run.state.balanceCents, 0]);
        await expectMoneyMatchesBookings(r.store);
      },
      control: {
        hooks: () => ({ skipBookingLock: true, afterBookingRead: barrier(2) }),
        broken: (f) => expect(f.paid).toBe(2 * (f.balance as number)),
      },
    });
  },
  { now: NOW, poolSize: 10 },
);

/** Seats sold on an event (capacity-affecting). */
async function soldOn(r: Racer, eventId: number): Promise<number> {
  const [row] = await r.sql<{ sold: number }>(
    `select coalesce(sum(quantity), 0)::int as sold from sold_seats where tour_event_id = $1 and affects_capacity`,
    [eventId],
  );
  return row?.sold ?? 0;
}

/** Holds 2 adults on `target` `ago` minutes before NOW (lapsed at NOW: they count only if still free). */
async function lapsedHold(r: Racer, target: TourEvent, ago = 30): Promise<string> {
  r.store.setNow(minutes(-ago));
  const h = await hold(r.store, { TourEventID: target.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
  r.store.setNow(NOW);
  return h.TourHoldRef;
}

const moveTo = (r: Racer, owner: Owner, target: TourEvent, holdRef: string) =>
  postChange(r.store, owner, {
    TransactionType: 'Change Date / Time',
    AmountToPay: 0,
    NewTourEventID: target.TourEventID,
    Products: [{ TourProductID: 1, Quantity: 2 }],
    TourHoldRef: holdRef,
  });

describeRaces(
  'date change races on PostgreSQL',
  (raceCase) => {
    type State = { target: TourEvent; owners: Owner[]; holds: string[] };
    raceCase<State, Tab>({
      name: 'two bookings move to the last 3 seats of an event at once (2 tickets each, their holds lapsed)',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const target = await freshEvent(r.store, 3);
        const owners = [
          (await bookOnline(r.store, await freshEvent(r.store, 10), [{ TourProductID: 1, Quantity: 2 }])).owner,
          (await bookOnline(r.store, await freshEvent(r.store, 10), [{ TourProductID: 1, Quantity: 2 }])).owner,
        ];
        return { target, owners, holds: [await lapsedHold(r, target, 60), await lapsedHold(r, target, 30)] };
      },
      attempt: async (r, s, i) => tab(await moveTo(r, s.owners[i] as Owner, s.target, s.holds[i] as string)),
      figures: async (r, run) => {
        const sold = await soldOn(r, run.state.target.TourEventID);
        return { seats: 3, succeeded: run.results.filter((x) => x.status === 200).length, sold, oversoldBy: Math.max(0, sold - 3) };
      },
      invariant: async (r, run) => {
        expect(await soldOn(r, run.state.target.TourEventID)).toBe(2);
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(run.results.find((x) => x.status === 409)?.message).toBe(
          'Your hold on Timed Admission has expired and the tickets are no longer available, please choose another time.',
        );
        await expectMoneyMatchesBookings(r.store);
      },
      control: {
        hooks: () => ({ skipHoldLock: true, afterAvailabilityCheck: barrier(2, 5000) }),
        broken: (f) => expect(f.oversoldBy).toBeGreaterThan(0),
      },
    });
  },
  { now: NOW, poolSize: 10 },
);

/**
 * A date change whose hold lapsed and a purchase of the same last seats, sent at once, five
 * times: one of them gets the seats, never both (the purchase's live hold counts against the
 * change; the event lock orders their checks).
 */
const onPg = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(!onPg)('a date change racing a purchase of the last seats (PostgreSQL)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ now: NOW, poolSize: 10 });
  });
  afterAll(() => store.close());
  it('never oversells: one of the two gets the seats', async () => {
    const r = {
      store,
      sql: async <T>(text: string, params?: unknown[]) =>
        ((await store.ctx.db.execute(sql.raw(text.replace(/\$1/g, String(params?.[0]))))) as unknown as { rows: T[] }).rows,
    } as Racer;
    for (let round = 0; round < 5; round++) {
      const target = await freshEvent(store, 3);
      const { owner } = await bookOnline(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }]);
      const holdRef = await lapsedHold(r, target);
      const { body } = await cartFor(store, target, [{ TourProductID: 1, Quantity: 2 }]);
      const results = await Promise.all([moveTo(r, owner, target, holdRef).then(tab), pay(store, body, randomUUID()).then(tab)]);
      expect(results.filter((x) => x.status === 200)).toHaveLength(1);
      expect(await soldOn(r, target.TourEventID)).toBe(2);
    }
    await expectMoneyMatchesBookings(store);
  });
});
