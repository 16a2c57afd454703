/**
 * An operator cancels an event and refunds all its bookings in one action,
 * through the manage-my-booking cancellation (booking-changes/apply.ts): seats back, card refunds
 * against the original charges or new gift cards, an e-mail per customer, progress per booking,
 * every change audited; and a run that dies halfway, retried, refunds each booking exactly once.
 */
import type { TourEvent } from '@gt/contract/catalogue';
import type { CancellationProgress } from '@gt/contract/admin/event-ops';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { freshEvent, seatsOf } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { bookOnline, change, findBooking, type Owner } from './manage-support';
import { NOW } from './support';

let store: TestStore;
let desk: OperatorSession;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  desk = await operatorWithSession(store, 'box_office');
});
afterAll(() => store.close());

const rows = async <T>(q: string): Promise<T[]> => ((await store.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Three bookings of a fresh event by card: 2 adults, 1 adult + 1 child (the child takes no seat), 3 adults. */
async function eventWithBookings(): Promise<{ event: TourEvent; owners: Owner[]; paid: number[] }> {
  const event = await freshEvent(store, 20);
  const owners: Owner[] = [];
  const paid: number[] = [];
  for (const products of [
    [{ TourProductID: 1, Quantity: 2 }],
    [
      { TourProductID: 1, Quantity: 1 },
      { TourProductID: 2, Quantity: 1 },
    ],
    [{ TourProductID: 1, Quantity: 3 }],
  ]) {
    const { owner, receipt } = await bookOnline(store, event, products);
    owners.push(owner);
    paid.push(Math.round(receipt.TotalPaid * 100));
  }
  return { event, owners, paid };
}

const cancel = (eventId: number, body: unknown = { reason: 'Storm warning: the tour is off.', refundTo: 'card' }) =>
  asOperator(store, desk, 'POST', `/tour-events/${eventId}/cancel`, body);

/** Per booking: its status, cancellations, card refunds written and confirmed, gift cards issued (cents). */
async function moneyOf(bookingNo: number) {
  const [r] = await rows<{ status: string; cancels: number; card: number; confirmed: number; gift: number; mails: number }>(
    `with b as (select booking_id, status from bookings where booking_no = ${bookingNo}),
       t as (select receipt_no from transactions where booking_id = (select booking_id from b) and transaction_type = 'Cancel Booking')
     select (select status from b) as status, (select count(*) from t)::int as cancels,
       coalesce((select sum(amount_cents) from card_refunds where receipt_no in (select receipt_no from t)), 0)::int as card,
       coalesce((select sum(amount_cents) from card_refunds where receipt_no in (select receipt_no from t) and status = 'succeeded'), 0)::int as confirmed,
       coalesce((select sum(amount_cents) from gift_card_ledger where kind = 'issue' and receipt_no in (select receipt_no from t)), 0)::int as gift,
       (select count(*) from mail_outbox where kind = 'booking-change' and (payload->>'ReceiptNo')::int in (select receipt_no from t))::int as mails`,
  );
  return r;
}

describe('cancel an event with a refund to the card', () => {
  it('closes the event, cancels every booking, refunds each charge, e-mails each customer and audits it', async () => {
    const { event, owners, paid } = await eventWithBookings();
    expect(paid).toEqual([6484, 5402, 9726]);
    const seatsBefore = await seatsOf(store, event.TourEventID);
    const res = await cancel(event.TourEventID);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as CancellationProgress;
    expect(p).toMatchObject({
      tourEventId: event.TourEventID,
      reason: 'Storm warning: the tour is off.',
      refundTo: 'card',
      counts: { total: 3, done: 3, skipped: 0, failed: 0, pending: 0 },
      refundedCents: 6484 + 5402 + 9726,
    });
    expect(p.items.map((i) => [i.bookingNo, i.state, i.refundedCents, i.refundedTo, i.customerName])).toEqual(
      owners.map((o, i) => [o.BookingID, 'done', paid[i], 'card', 'Ann Lee']),
    );
    for (const [i, o] of owners.entries())
      expect(await moneyOf(o.BookingID)).toEqual({ status: 'Cancelled', cancels: 1, card: paid[i], confirmed: paid[i], gift: 0, mails: 1 });
    // The event is cancelled and closed: its seats came back, nobody can hold it any more.
    const [ev] = await rows<{ cancelled: boolean; closed: boolean }>(
      `select cancelled, closed from tour_events where tour_event_id = ${event.TourEventID}`,
    );
    expect(ev).toEqual({ cancelled: true, closed: true });
    expect(seatsBefore).toBe(20 - 7);
    const [sold] = await rows<{ n: number }>(
      `select coalesce(sum(quantity), 0)::int as n from sold_seats where tour_event_id = ${event.TourEventID}`,
    );
    expect(sold?.n).toBe(0);
    const booking = await findBooking(store, owners[0] as Owner);
    expect([booking.BookingStatus, booking.TotalPaid]).toEqual(['Cancelled', 0]);
    const audit = await rows<{ action: string; actor_email: string }>(
      `select action, actor_email from audit_log where (entity = 'tour-event' and entity_id = '${event.TourEventID}')
         or (entity = 'booking' and entity_id in (${owners.map((o) => `'${o.BookingID}'`).join(',')})) order by audit_id`,
    );
    expect(audit).toEqual([
      { action: 'tour-event.cancel', actor_email: desk.email },
      { action: 'booking.cancel', actor_email: desk.email },
      { action: 'booking.cancel', actor_email: desk.email },
      { action: 'booking.cancel', actor_email: desk.email },
    ]);
    // Progress stays readable; pressing cancel again changes nothing.
    const again = await cancel(event.TourEventID);
    expect((again.json() as CancellationProgress).counts).toEqual({ total: 3, done: 3, skipped: 0, failed: 0, pending: 0 });
    const got = await asOperator(store, desk, 'GET', `/tour-events/${event.TourEventID}/cancellation`);
    expect((got.json() as CancellationProgress).refundedCents).toBe(21612);
    for (const o of owners) expect((await moneyOf(o.BookingID))?.cancels).toBe(1);
    await expectMoneyMatchesBookings(store);
  });

  it('skips a booking its owner cancelled already', async () => {
    const { event, owners, paid } = await eventWithBookings();
    await change(store, owners[1] as Owner, {
      TransactionType: 'Cancel Booking',
      RefundType: 'CancelBooking',
      AmountToPay: -(paid[1] as number) / 100,
    });
    const p = (await cancel(event.TourEventID)).json() as CancellationProgress;
    expect(p.counts).toEqual({ total: 2, done: 2, skipped: 0, failed: 0, pending: 0 });
    expect(p.refundedCents).toBe(6484 + 9726);
    expect((await moneyOf((owners[1] as Owner).BookingID))?.cancels).toBe(1);
    await expectMoneyMatchesBookings(store);
  });
});

describe('a booking that moved to another event meanwhile', () => {
  it('is skipped, not cancelled', async () => {
    const { event, owners } = await eventWithBookings();
    const other = await freshEvent(store, 20);
    const moved = owners[2] as Owner;
    store.ctx.testHooks = {
      afterEventCancelItem: async (n) => {
        if (n === 1)
          await store.ctx.db.execute(`update bookings set tour_event_id = ${other.TourEventID} where booking_no = ${moved.BookingID}`);
      },
    };
    try {
      const p = (await cancel(event.TourEventID)).json() as CancellationProgress;
      expect(p.counts).toEqual({ total: 3, done: 2, skipped: 1, failed: 0, pending: 0 });
      expect(p.items[2]).toMatchObject({
        bookingNo: moved.BookingID,
        state: 'skipped',
        refundedCents: 0,
        message: eventOpsMessages.bookingMoved,
      });
    } finally {
      store.ctx.testHooks = undefined;
    }
    expect(await moneyOf(moved.BookingID)).toMatchObject({ status: 'Booked', cancels: 0, card: 0 });
  });
});

describe('cancel an event with a refund to gift cards', () => {
  it('issues one gift card per booking for what it paid', async () => {
    const { event, owners, paid } = await eventWithBookings();
    const p = (await cancel(event.TourEventID, { reason: 'Closed for repairs.', refundTo: 'giftcard' })).json() as CancellationProgress;
    expect(p.items.map((i) => [i.state, i.refundedCents, i.refundedTo])).toEqual(paid.map((c) => ['done', c, 'giftcard']));
    for (const [i, o] of owners.entries())
      expect(await moneyOf(o.BookingID)).toEqual({ status: 'Cancelled', cancels: 1, card: 0, confirmed: 0, gift: paid[i], mails: 1 });
    await expectMoneyMatchesBookings(store);
  });
});

describe('a cancellation that dies halfway', () => {
  it('is resumed by pressing cancel again: every booking refunded exactly once', async () => {
    const { event, owners, paid } = await eventWithBookings();
    store.ctx.testHooks = {
      afterEventCancelItem: async (n) => {
        if (n === 2) throw new Error('process killed');
      },
    };
    try {
      const crashed = await cancel(event.TourEventID);
      expect(crashed.statusCode).toBe(500);
    } finally {
      store.ctx.testHooks = undefined;
    }
    const mid = (await asOperator(store, desk, 'GET', `/tour-events/${event.TourEventID}/cancellation`)).json() as CancellationProgress;
    expect(mid.counts).toEqual({ total: 3, done: 2, skipped: 0, failed: 0, pending: 1 });
    expect(mid.items.map((i) => i.state)).toEqual(['done', 'done', 'pending']);
    expect((await moneyOf((owners[2] as Owner).BookingID))?.status).toBe('Booked');

    const resumed = (await cancel(event.TourEventID)).json() as CancellationProgress;
    expect(resumed.counts).toEqual({ total: 3, done: 3, skipped: 0, failed: 0, pending: 0 });
    expect(resumed.refundedCents).toBe(21612);
    for (const [i, o] of owners.entries())
      expect(await moneyOf(o.BookingID)).toEqual({ status: 'Cancelled', cancels: 1, card: paid[i], confirmed: paid[i], gift: 0, mails: 1 });
    await expectMoneyMatchesBookings(store);
  });
});

describe('refusals', () => {
  it('404 for an unknown event, 404 for the progress of an event not cancelled, 400 without a reason', async () => {
    const unknown = await cancel(999999);
    expect([unknown.statusCode, message(unknown)]).toEqual([404, eventOpsMessages.eventNotFound]);
    const event = await freshEvent(store, 5);
    const none = await asOperator(store, desk, 'GET', `/tour-events/${event.TourEventID}/cancellation`);
    expect([none.statusCode, message(none)]).toEqual([404, eventOpsMessages.notCancelled]);
    expect((await cancel(event.TourEventID, { reason: ' ', refundTo: 'card' })).statusCode).toBe(400);
    expect((await cancel(event.TourEventID, { reason: 'x', refundTo: 'cash' })).statusCode).toBe(400);
  });
});
