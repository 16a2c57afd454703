/**
 * Event cancellation on a real PostgreSQL server: two operators press "cancel event" at once. Both
 * runs go through the same bookings; each booking's row lock lets one cancellation win and the
 * other finds the booking cancelled under the lock, so every booking is cancelled and refunded
 * exactly once. The control runs without the booking lock and the refund guard: both operators
 * then cancel and refund every booking.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { CancellationProgress } from '@gt/contract/admin/event-ops';
import { expect } from 'vitest';
import { asOperator, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, freshEvent } from './checkout-support';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline } from './manage-support';
import { barrier, describeRaces, type Racer } from './race/race-harness';

interface Setup {
  eventId: number;
  bookingNos: number[];
  paidCents: number;
  operators: OperatorSession[];
}

async function moved(r: Racer, s: Setup) {
  const [row] = await r.sql<{ cancels: number; written: number; bookings_cancelled: number }>(
    `with b as (select booking_id from bookings where booking_no = any($1::bigint[])),
       t as (select receipt_no from transactions where transaction_type = 'Cancel Booking' and booking_id in (select booking_id from b))
     select (select count(*) from t)::int as cancels,
       coalesce((select sum(amount_cents) from card_refunds where receipt_no in (select receipt_no from t)), 0)::int as written,
       (select count(*) from bookings where booking_id in (select booking_id from b) and status = 'Cancelled')::int as bookings_cancelled`,
    [s.bookingNos],
  );
  return row as { cancels: number; written: number; bookings_cancelled: number };
}

describeRaces(
  'event cancellation races on PostgreSQL',
  (raceCase) => {
    raceCase<Setup, LightMyRequestResponse>({
      name: 'two operators cancel the same event at once',
      attempts: 2,
      setup: async (r) => {
        r.store.setNow(NOW);
        const event = await freshEvent(r.store, 30);
        const bookingNos: number[] = [];
        let paidCents = 0;
        for (let i = 0; i < 4; i++) {
          const { owner, receipt } = await bookOnline(r.store, event, [{ TourProductID: 1, Quantity: 2 }]);
          bookingNos.push(owner.BookingID);
          paidCents += Math.round(receipt.TotalPaid * 100);
        }
        const operators = [await operatorWithSession(r.store, 'admin'), await operatorWithSession(r.store, 'box_office')];
        return { eventId: event.TourEventID, bookingNos, paidCents, operators };
      },
      attempt: (r, s, i) =>
        asOperator(r.store, s.operators[i] as OperatorSession, 'POST', `/tour-events/${s.eventId}/cancel`, {
          reason: 'Flooded car park',
          refundTo: 'card',
        }),
      figures: async (r, run) => {
        const m = await moved(r, run.state);
        return {
          bookings: run.state.bookingNos.length,
          paid: run.state.paidCents,
          answered200: run.results.filter((x) => x.statusCode === 200).length,
          cancellations: m.cancels,
          refundsWritten: m.written,
        };
      },
      invariant: async (r, run) => {
        const m = await moved(r, run.state);
        expect(run.results.map((x) => x.statusCode)).toEqual([200, 200]);
        for (const res of run.results)
          expect((res.json() as CancellationProgress).counts).toEqual({ total: 4, done: 4, skipped: 0, failed: 0, pending: 0 });
        expect(m).toEqual({ cancels: 4, written: run.state.paidCents, bookings_cancelled: 4 });
        await expectMoneyMatchesBookings(r.store);
      },
      control: {
        hooks: () => ({ skipBookingLock: true, skipRefundGuard: true, afterBookingRead: barrier(2) }),
        broken: (f) => {
          expect(f.cancellations).toBeGreaterThan(f.bookings as number);
          expect(f.refundsWritten).toBeGreaterThan(f.paid as number);
        },
      },
    });
  },
  { now: NOW, poolSize: 10 },
);
