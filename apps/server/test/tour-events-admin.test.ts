/**
 * Tour events in the back office API: seats sold, held and left as the
 * storefront counts them, filters in venue dates, the capacity guard (never below sold + live
 * holds), closing to online sales and reopening, each change in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import type { TourEvent } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import { asOperator, message, operatorWithSession, type OperatorSession } from './admin-support';
import { NOW, freshEvent, hold, postHold, seatsOf } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
let admin: OperatorSession;
let event: TourEvent;
beforeAll(async () => {
  store = await startTestStore({ now: NOW });
  admin = await operatorWithSession(store, 'admin');
  event = await freshEvent(store, 10);
  await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
  await store.ctx.db.execute(
    `insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity) values (${event.TourEventID}, 1, 2, true)`,
  );
});
afterAll(() => store.close());

type AdminEvent = { id: number; startsAt: string; capacity: number; sold: number; held: number; left: number; closed: boolean };
const get = async (id: number) => (await asOperator(store, admin, 'GET', `/tour-events/${id}`)).json() as AdminEvent;

describe('events list', () => {
  it('shows seats sold, held and left, as the storefront counts them', async () => {
    expect(await get(event.TourEventID)).toMatchObject({
      id: event.TourEventID,
      startsAt: event.EventStartDateTime,
      capacity: 10,
      sold: 2,
      held: 3,
      left: 5,
      closed: false,
    });
    expect(await seatsOf(store, event.TourEventID)).toBe(5);
  });

  it('filters by booking type and venue dates (inclusive), by start', async () => {
    const res = await asOperator(store, admin, 'GET', '/tour-events?bookingTypeId=1&from=2026-11-24&to=2026-11-24&end=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { bookingTypeId: number; startsAt: string }[]; total: number };
    expect(body.total).toBe(8);
    expect(body.data.map((e) => e.startsAt.slice(0, 16))).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `2026-11-24T${h}:00`),
    );
    expect(new Set(body.data.map((e) => e.bookingTypeId))).toEqual(new Set([1]));
  });

  it('lets box office read events but not change them', async () => {
    const boxOffice = await operatorWithSession(store, 'box_office');
    expect((await asOperator(store, boxOffice, 'GET', `/tour-events/${event.TourEventID}`)).statusCode).toBe(200);
    const res = await asOperator(store, boxOffice, 'PATCH', `/tour-events/${event.TourEventID}`, { capacity: 20 });
    expect([res.statusCode, message(res)]).toEqual([403, adminMessages.forbidden]);
  });
});

describe('capacity', () => {
  it('refuses a capacity below what is sold and held, with the figures', async () => {
    const res = await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { capacity: 4 });
    expect([res.statusCode, message(res)]).toEqual([
      409,
      'Capacity cannot be lower than the 5 seats already taken (2 sold, 3 in live holds).',
    ]);
    expect((await get(event.TourEventID)).capacity).toBe(10);
  });

  it('lowers it to exactly what is taken: the storefront then has no seat left and refuses a hold', async () => {
    const res = await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { capacity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ capacity: 5, sold: 2, held: 3, left: 0 });
    expect(await seatsOf(store, event.TourEventID)).toBe(0);
    const refused = await postHold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expect([refused.statusCode, refused.json()]).toEqual([409, { Errors: [{ ErrorMessage: messages.ticketsNoLongerAvailable }] }]);
  });

  it('allows a lower capacity once holds lapse, and raises it again', async () => {
    store.setNow(new Date(NOW.getTime() + 60 * 60_000));
    expect(await get(event.TourEventID)).toMatchObject({ sold: 2, held: 0, left: 3 });
    const res = await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { capacity: 2 });
    expect(res.json()).toMatchObject({ capacity: 2, left: 0 });
    expect((await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { capacity: 12 })).json()).toMatchObject({
      capacity: 12,
      left: 10,
    });
  });
});

describe('closed to online sales', () => {
  it('closing shows the event as Sold Out and refuses new holds with the spec message; reopening sells again', async () => {
    const closed = await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { closed: true });
    expect(closed.json()).toMatchObject({ closed: true, left: 10 });
    const listed = (
      await store.app.inject({ method: 'GET', url: `/api/v1/TourEvents?TourEventList=${event.TourEventID}` })
    ).json() as TourEvent[];
    expect(listed[0]?.BookNowOption).toBe('Sold Out');
    const refused = await postHold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expect([refused.statusCode, refused.json()]).toEqual([409, { Errors: [{ ErrorMessage: messages.ticketsNoLongerAvailable }] }]);

    const reopened = await asOperator(store, admin, 'PATCH', `/tour-events/${event.TourEventID}`, { closed: false });
    expect(reopened.json()).toMatchObject({ closed: false });
    await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expect(await seatsOf(store, event.TourEventID)).toBe(9);
  });

  it('records every change in the audit log with before and after', async () => {
    const audit = (await asOperator(store, admin, 'GET', `/audit-log?entity=tour_event&entityId=${event.TourEventID}`)).json() as {
      data: { action: string; actorEmail: string; before: unknown; after: unknown }[];
    };
    expect(audit.data.map((a) => [a.action, a.actorEmail, a.before, a.after])).toEqual([
      [
        'tour_event.update',
        admin.email,
        { capacity: 12, closed: true, sold: 2, held: 0 },
        { capacity: 12, closed: false, sold: 2, held: 0 },
      ],
      [
        'tour_event.update',
        admin.email,
        { capacity: 12, closed: false, sold: 2, held: 0 },
        { capacity: 12, closed: true, sold: 2, held: 0 },
      ],
      [
        'tour_event.update',
        admin.email,
        { capacity: 2, closed: false, sold: 2, held: 0 },
        { capacity: 12, closed: false, sold: 2, held: 0 },
      ],
      [
        'tour_event.update',
        admin.email,
        { capacity: 5, closed: false, sold: 2, held: 0 },
        { capacity: 2, closed: false, sold: 2, held: 0 },
      ],
      [
        'tour_event.update',
        admin.email,
        { capacity: 10, closed: false, sold: 2, held: 3 },
        { capacity: 5, closed: false, sold: 2, held: 3 },
      ],
    ]);
  });

  it('answers 404 for an unknown event', async () => {
    const res = await asOperator(store, admin, 'PATCH', '/tour-events/999999', { closed: true });
    expect([res.statusCode, message(res)]).toEqual([404, adminMessages.tourEventNotFound]);
  });
});
