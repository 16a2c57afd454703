/**
 * Manifests — who is coming to an event and to every event of a venue day:
 * names, quantities per product after changes, user-defined answers, paid or unpaid; as JSON and
 * as a CSV download; cancelled bookings left out.
 */
import type { DayManifest, EventManifest } from '@gt/contract/admin/event-ops';
import { eventOpsMessages } from '@gt/domain/event-ops-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { cartFor, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { bookOnline, change, reserveUnpaid } from './manage-support';
import { NOW } from './support';
import { loadBookingState, loadBookingStates } from '../src/modules/bookings/repository';

let store: TestStore;
let door: OperatorSession;
let eventId: number;
let startsAt: string;
const booked: number[] = [];
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  door = await operatorWithSession(store, 'door');
  const event = await freshEvent(store, 20);
  eventId = event.TourEventID;
  startsAt = event.EventStartDateTime;
  // Zoe: 2 adults, paid, heard of us on social media.
  const cart = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }], { email: 'zoe@example.org' });
  (cart.body.Products[0] as { BookingUDFs?: unknown }).BookingUDFs = [{ UDFID: 9, Value: 'Social media' }];
  const res = await pay(store, cart.body);
  expect(res.statusCode, res.body).toBe(200);
  booked.push((res.json() as { Events: { BookingID: number }[] }).Events[0]?.BookingID as number);
  // Bob: 1 adult and 1 child, paid. Cy: 1 adult reserved unpaid. Dee: cancelled (not on the manifest).
  booked.push(
    (
      await bookOnline(store, event, [
        { TourProductID: 1, Quantity: 1 },
        { TourProductID: 2, Quantity: 1 },
      ])
    ).owner.BookingID,
  );
  booked.push((await reserveUnpaid(store, event, [{ TourProductID: 1, Quantity: 1 }])).owner.BookingID);
  const dee = await bookOnline(store, event, [{ TourProductID: 1, Quantity: 1 }]);
  await change(store, dee.owner, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -dee.receipt.TotalPaid });
  for (const [no, first, last] of [
    [booked[0], 'Zoe', 'Adams'],
    [booked[1], 'Bob', 'Brown'],
    [booked[2], 'Cy', 'Clark'],
  ] as const)
    await store.ctx.db.execute(
      `update customers set first_name = '${first}', last_name = '${last}' where customer_id = (select customer_id from bookings where booking_no = ${no})`,
    );
});
afterAll(() => store.close());

describe('event manifest', () => {
  it('lists who is coming with quantities per product, answers and paid/unpaid', async () => {
    const res = await asOperator(store, door, 'GET', `/manifests/events/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as EventManifest;
    expect(m).toMatchObject({
      tourEventId: eventId,
      bookingTypeName: 'Timed Admission',
      startsAt: startsAt.slice(0, 16),
      capacity: 20,
      cancelled: false,
      products: ['Adult', 'Child'],
      udfs: ['How did you hear about us?'],
      totals: { Adult: 4, Child: 1 },
      tickets: 5,
    });
    expect(
      m.rows.map((r) => [
        r.name,
        r.bookingNo,
        r.quantities,
        r.tickets,
        r.answers,
        r.totalCents,
        r.paidCents,
        r.balanceCents,
        r.paid,
        r.phone,
      ]),
    ).toEqual([
      ['Bob Brown', booked[1], { Adult: 1, Child: 1 }, 2, {}, 5402, 5402, 0, true, '4095550100'],
      ['Cy Clark', booked[2], { Adult: 1 }, 1, {}, 3242, 0, 3242, false, '4095550100'],
      ['Zoe Adams', booked[0], { Adult: 2 }, 2, { 'How did you hear about us?': 'Social media' }, 6484, 6484, 0, true, '4095550100'],
    ]);
  });

  it('downloads as CSV', async () => {
    const res = await asOperator(store, door, 'GET', `/manifests/events/${eventId}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="manifest-event-${eventId}.csv"`);
    const start = startsAt.slice(0, 16).replace('T', ' ');
    expect(res.body.trim().split('\n')).toEqual([
      'Event,Start,Booking ID,Name,Email,Phone,Adult,Child,Tickets,Checked in,How did you hear about us?,Total,Paid,Balance,Status',
      expect.stringMatching(
        new RegExp(
          `^Timed Admission,${start},${booked[1]},Bob Brown,owner\\d+\\.[0-9a-f]{8}@example\\.org,4095550100,1,1,2,0,,54\\.02,54\\.02,0\\.00,Paid$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^Timed Admission,${start},${booked[2]},Cy Clark,unpaid\\d+\\.[0-9a-f]{8}@example\\.org,4095550100,1,0,1,0,,32\\.42,0\\.00,32\\.42,Unpaid$`,
        ),
      ),
      `Timed Admission,${start},${booked[0]},Zoe Adams,zoe@example.org,4095550100,2,0,2,0,Social media,64.84,64.84,0.00,Paid`,
    ]);
  });

  it('404 for an unknown event', async () => {
    const res = await asOperator(store, door, 'GET', '/manifests/events/999999');
    expect([res.statusCode, message(res)]).toEqual([404, eventOpsMessages.eventNotFound]);
  });

  it('reads many bookings at once exactly as one by one', async () => {
    const ids = (
      (await store.ctx.db.execute(`select booking_id from bookings where tour_event_id = ${eventId} order by booking_id`)) as unknown as {
        rows: { booking_id: number }[];
      }
    ).rows.map((r) => r.booking_id);
    const batch = await loadBookingStates(store.ctx.db, ids);
    const single = await Promise.all(ids.map((id) => loadBookingState(store.ctx.db, id)));
    expect(batch).toEqual(single);
  });
});

describe('day manifest', () => {
  it('has every event starting that venue day, by start time, and a CSV of them all', async () => {
    const date = startsAt.slice(0, 10);
    const res = await asOperator(store, door, 'GET', `/manifests/days/${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json() as DayManifest;
    expect(day.date).toBe(date);
    expect(day.events.length).toBeGreaterThan(1);
    expect(day.events.every((e) => e.startsAt.startsWith(date))).toBe(true);
    expect(day.events.map((e) => e.startsAt)).toEqual([...day.events.map((e) => e.startsAt)].sort());
    expect(day.events.find((e) => e.tourEventId === eventId)?.rows.map((r) => r.name)).toEqual(['Bob Brown', 'Cy Clark', 'Zoe Adams']);
    const csv = await asOperator(store, door, 'GET', `/manifests/days/${date}?format=csv`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-${date}.csv"`);
    expect(csv.body.split('\n').filter((l) => l.includes('Zoe Adams'))).toHaveLength(1);
    expect((await asOperator(store, door, 'GET', '/manifests/days/2026-13-45x')).statusCode).toBe(400);
  });
});
