/**
 * Desk and storefront at once on a real PostgreSQL server : the same booking
 * cancelled with a refund from the back office and by its owner in Manage my booking at the same
 * moment. Both run the one change code path (apply.ts) under the booking's row lock: one wins,
 * the other finds the booking cancelled, so there is exactly one refund and the seats come back
 * once; the ledger balances. The control runs without the lock and the refund guard: both refund.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { API, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, freshEvent } from './checkout-support';
import { expect } from 'vitest';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, postChange, type Owner } from './manage-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

type Tab = { status: number; message?: string };
const tab = (res: LightMyRequestResponse): Tab => ({
  status: res.statusCode,
  message: (res.json() as { Errors?: { ErrorMessage: string }[] }).Errors?.[0]?.ErrorMessage,
});

interface Booked {
  owner: Owner;
  paidCents: number;
  desk: OperatorSession;
}

/** Refunds written for the booking's changes, refunded at the provider, its cancellations and seats returned. */
async function moved(r: Racer, bookingNo: number) {
  const [row] = await r.sql<{ written: number; at_provider: number; cancels: number; returned: number }>(
    `with b as (select booking_id, receipt_no from bookings where booking_no = $1),
       t as (select receipt_no from transactions where booking_id = (select booking_id from b))
     select
       coalesce((select sum(amount_cents) from card_refunds where receipt_no in (select receipt_no from t)), 0)::int as written,
       coalesce((select sum(x.amount_cents) from sandbox_refunds x join payments p on p.provider_charge_id = x.charge_id
         where p.receipt_no = (select receipt_no from b)), 0)::int as at_provider,
       (select count(*) from t)::int as cancels,
       coalesce(-(select sum(s.quantity) from sold_seats s join booking_lines l on l.booking_line_id = s.booking_line_id
         where l.booking_id = (select booking_id from b) and s.quantity < 0), 0)::int as returned`,
    [bookingNo],
  );
  return row as { written: number; at_provider: number; cancels: number; returned: number };
}

describeRaces(
  'desk and storefront races on PostgreSQL',
  (raceCase) => {
    raceCase<Booked, Tab>({
      name: 'the back office and the owner cancel the same booking with a card refund at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 10);
        const { owner, receipt } = await bookOnline(r.store, event, [{ TourProductID: 1, Quantity: 3 }]);
        return { owner, paidCents: Math.round(receipt.TotalPaid * 100), desk: await operatorWithSession(r.store, 'box_office') };
      },
      attempt: async (r, s, i) =>
        tab(
          i === 0
            ? await r.store.app.inject({
                method: 'POST',
                url: `${API}/bookings/${s.owner.BookingID}/cancel`,
                headers: { cookie: s.desk.cookie, 'x-csrf-token': s.desk.csrf, 'idempotency-key': randomUUID() },
                payload: { reason: 'Called the box office', refundTo: 'card' },
              })
            : await postChange(r.store, s.owner, {
                TransactionType: 'Cancel Booking',
                RefundType: 'CancelBooking',
                AmountToPay: -s.paidCents / 100,
              }),
        ),
      figures: async (r, run) => {
        const m = await moved(r, run.state.owner.BookingID);
        return {
          paid: run.state.paidCents,
          succeeded: run.results.filter((x) => x.status === 200).length,
          cancellations: m.cancels,
          refundsWritten: m.written,
          refundedAtProvider: m.at_provider,
          seatsReturned: m.returned,
        };
      },
      invariant: async (r, run) => {
        const m = await moved(r, run.state.owner.BookingID);
        expect(run.results.map((x) => x.status).sort()).toEqual([200, 409]);
        // The loser planned on the booking as it was, then found it cancelled under the lock (or before it).
        expect([
          'This booking has already been cancelled.',
          'This booking has changed since you opened it, please find it again.',
        ]).toContain(run.results.find((x) => x.status === 409)?.message);
        expect([m.cancels, m.returned, m.written, m.at_provider]).toEqual([1, 3, run.state.paidCents, run.state.paidCents]);
        await expectMoneyMatchesBookings(r.store);
      },
      control: {
        hooks: () => ({ skipBookingLock: true, skipRefundGuard: true, afterBookingRead: barrier(2) }),
        broken: (f) => {
          expect(f.succeeded).toBe(2);
          expect(f.seatsReturned).toBe(6);
          expect(f.refundsWritten).toBe(2 * (f.paid as number));
        },
      },
    });
  },
  { now: NOW, poolSize: 10 },
);
