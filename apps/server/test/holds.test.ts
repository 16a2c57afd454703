/**
 * POST/GET/DELETE /api/v1/TourHolds (spec 01 §4 "Events", §5 "Add event to cart", §7):
 * capacity, expiry with the injected clock and every refusal text (the lock that prevents
 * overselling, on PostgreSQL: holds.pg.test.ts).
 */
import type { TourHoldResponse } from '@gt/contract/holds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { NOW, expectErrors, findEvent, hold, minutes, postHold, seatsOf } from './checkout-support';

const TIMED = 1;
const TOUR = 2;
const DOLPHIN = 3;
const TOUR_UDFS = [
  { UDFID: 1, Value: 'Ann Lee' },
  { UDFID: 2, Value: '2010-04-01' },
  { UDFID: 3, Value: '70' },
  { UDFID: 4, Value: 'true' },
];
const NOT_AVAILABLE = 'Tickets not longer available, please choose another time';

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

describe('holding seats', () => {
  it('returns a new unguessable reference, the lines and a 15-minute expiry; listings lose only capacity seats', async () => {
    const event = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const before = event.SeatsAvailable;
    const res = await hold(store, {
      Action: 'add',
      TourEventID: event.TourEventID,
      TourProducts: [
        { TourProductID: 1, Quantity: 2 },
        { TourProductID: 4, Quantity: 1 },
      ],
    });
    expect(res.TourHoldRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.ExpiresAt).toBe(minutes(15).toISOString());
    expect(res.SecondsLeft).toBe(900);
    expect(res.Events).toEqual([
      {
        TourEventID: event.TourEventID,
        EventName: 'Timed Admission',
        EventStartDateTime: '2026-11-25T09:00:00-06:00',
        SeatsAvailable: before,
        ExpiresAt: minutes(15).toISOString(),
        SecondsLeft: 900,
        TourProducts: [
          { TourProductID: 1, TourProductName: 'Adult', Quantity: 2, AffectsCapacity: true },
          { TourProductID: 4, TourProductName: 'Parking Pass', Quantity: 1, AffectsCapacity: false },
        ],
        BookingUDFs: [],
      },
    ]);
    expect(await seatsOf(store, event.TourEventID)).toBe(before - 2);
  });

  it('merges a second add, replaces with set and drops products with remove', async () => {
    const event = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const first = await hold(store, { Action: 'add', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const ref = first.TourHoldRef;
    const added = await hold(store, {
      TourHoldRef: ref,
      Action: 'add',
      TourEventID: event.TourEventID,
      TourProducts: [
        { TourProductID: 1, Quantity: 1 },
        { TourProductID: 2, Quantity: 1 },
      ],
    });
    expect(added.TourHoldRef).toBe(ref);
    expect(added.Events[0]?.TourProducts.map((p) => [p.TourProductID, p.Quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    const set = await hold(store, {
      TourHoldRef: ref,
      Action: 'set',
      TourEventID: event.TourEventID,
      TourProducts: [{ TourProductID: 1, Quantity: 1 }],
    });
    expect(set.Events[0]?.TourProducts.map((p) => [p.TourProductID, p.Quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const removed = await hold(store, {
      TourHoldRef: ref,
      Action: 'remove',
      TourEventID: event.TourEventID,
      TourProducts: [{ TourProductID: 2, Quantity: 0 }],
    });
    expect(removed.Events[0]?.TourProducts.map((p) => [p.TourProductID, p.Quantity])).toEqual([[1, 1]]);
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable - 1);
    const gone = await hold(store, { TourHoldRef: ref, Action: 'remove', TourEventID: event.TourEventID });
    expect(gone).toEqual({ TourHoldRef: ref, ExpiresAt: null, SecondsLeft: 0, Events: [] });
    expect(await seatsOf(store, event.TourEventID)).toBe(event.SeatsAvailable);
  });

  it('keeps one reference across events with an expiry per event', async () => {
    const a = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const b = await findEvent(store, TIMED, '2026-11-25', '10:00');
    const first = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    store.setNow(minutes(5));
    const both = await hold(store, {
      TourHoldRef: first.TourHoldRef,
      TourEventID: b.TourEventID,
      TourProducts: [{ TourProductID: 3, Quantity: 1 }],
    });
    expect(both.Events.map((e) => [e.TourEventID, e.ExpiresAt])).toEqual([
      [a.TourEventID, minutes(15).toISOString()],
      [b.TourEventID, minutes(20).toISOString()],
    ]);
    expect(both.ExpiresAt).toBe(minutes(15).toISOString());
    expect(both.SecondsLeft).toBe(600);
  });

  it('answers each change with exactly what GET gives for the hold (lines, order, UDFs, expiry, seats)', async () => {
    const tour = await findEvent(store, TOUR, '2026-11-25', '10:30');
    const dolphin = await findEvent(store, DOLPHIN, '2026-11-25', '09:30');
    const get = async (ref: string) => (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${ref}` })).json() as TourHoldResponse;
    const steps: Parameters<typeof hold>[1][] = [
      { Action: 'add', TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 2 }], BookingUDFs: TOUR_UDFS },
      { Action: 'set', TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 3 }] },
      { Action: 'add', TourEventID: dolphin.TourEventID, TourProducts: [{ TourProductID: 7, Quantity: 1 }, { TourProductID: 6, Quantity: 1 }], BookingUDFs: [{ UDFID: 8, Value: 'true' }] },
      { Action: 'remove', TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 3 }] },
      { Action: 'set', TourEventID: dolphin.TourEventID, TourProducts: [{ TourProductID: 7, Quantity: 2 }, { TourProductID: 6, Quantity: 2 }] },
      { Action: 'remove', TourEventID: dolphin.TourEventID, TourProducts: [{ TourProductID: 6, Quantity: 2 }, { TourProductID: 7, Quantity: 2 }] },
    ];
    let ref: string | undefined;
    for (const [i, step] of steps.entries()) {
      store.setNow(minutes(i));
      const answer = await hold(store, { ...step, TourHoldRef: ref });
      ref = answer.TourHoldRef;
      expect(answer, `step ${i + 1}`).toEqual(await get(ref));
      expect(answer.Events.length, `step ${i + 1}`).toBe([1, 1, 2, 1, 1, 0][i]);
    }
  });

  it('starts a new hold for an unknown reference', async () => {
    const event = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const res = await hold(store, {
      TourHoldRef: 'AAAAAAAAAAAAAAAAAAAAAA',
      TourEventID: event.TourEventID,
      TourProducts: [{ TourProductID: 1, Quantity: 1 }],
    });
    expect(res.TourHoldRef).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });
});

describe('capacity and expiry', () => {
  it('counts other visitors\u2019 live holds, not the visitor\u2019s own, and frees seats when the hold lapses', async () => {
    const event = await findEvent(store, TIMED, '2026-11-24', '10:00');
    expect(event.SeatsAvailable).toBe(5);
    const mine = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 5 }] });
    expect(await seatsOf(store, event.TourEventID)).toBe(0);
    // The visitor can still change their own hold on a now-full event.
    const changed = await hold(store, {
      TourHoldRef: mine.TourHoldRef,
      Action: 'set',
      TourEventID: event.TourEventID,
      TourProducts: [
        { TourProductID: 1, Quantity: 4 },
        { TourProductID: 4, Quantity: 2 },
      ],
    });
    expect(changed.Events[0]?.SeatsAvailable).toBe(5);
    expectErrors(
      await postHold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] }),
      409,
      'Maximum of 1 tickets available',
    );
    await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 2, Quantity: 1 }] });
    expectErrors(
      await postHold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] }),
      409,
      NOT_AVAILABLE,
    );

    store.setNow(new Date(minutes(15).getTime() - 1000));
    expect(await seatsOf(store, event.TourEventID)).toBe(0);
    store.setNow(minutes(15));
    expect(await seatsOf(store, event.TourEventID)).toBe(5);
    const lapsed = (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${mine.TourHoldRef}` })).json() as TourHoldResponse;
    expect(lapsed.SecondsLeft).toBe(0);
    expect(lapsed.Events[0]?.SecondsLeft).toBe(0);
    await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 5 }] });
    // Re-posting the lapsed hold now finds the seats taken.
    expectErrors(
      await postHold(store, {
        TourHoldRef: mine.TourHoldRef,
        Action: 'set',
        TourEventID: event.TourEventID,
        TourProducts: [{ TourProductID: 1, Quantity: 4 }],
      }),
      409,
      NOT_AVAILABLE,
    );
  });

  it('refuses sold-out, closed, cancelled and past events', async () => {
    const soldOut = await findEvent(store, TIMED, '2026-11-24', '11:00');
    const closed = await findEvent(store, TIMED, '2026-11-26', '16:00');
    const cancelled = await findEvent(store, TIMED, '2026-11-25', '14:00');
    const past = await findEvent(store, TIMED, '2026-11-22', '09:00');
    expect([soldOut, closed, cancelled, past].map((e) => e.BookNowOption)).toEqual(['Sold Out', 'Sold Out', 'Cancelled', 'Past Event']);
    for (const e of [soldOut, closed, cancelled, past]) {
      expectErrors(
        await postHold(store, { TourEventID: e.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] }),
        409,
        NOT_AVAILABLE,
      );
    }
  });

  it('answers 404 for an unknown event and 400 for a product the event does not sell', async () => {
    expectErrors(
      await postHold(store, { TourEventID: 999999, TourProducts: [{ TourProductID: 1, Quantity: 1 }] }),
      404,
      'Tour event 999999 was not found.',
    );
    const event = await findEvent(store, TIMED, '2026-11-25', '09:00');
    expectErrors(
      await postHold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 6, Quantity: 1 }] }),
      400,
      'Tour product 6 is not sold for this event.',
    );
  });
});

describe('ticket limits and user-defined fields', () => {
  it('applies booking type and product minimum and maximum with the spec texts', async () => {
    const timed = await findEvent(store, TIMED, '2026-11-25', '09:00');
    expectErrors(
      await postHold(store, { TourEventID: timed.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 11 }] }),
      400,
      'Maximum of 10 tickets allowed',
    );
    expectErrors(
      await postHold(store, {
        TourEventID: timed.TourEventID,
        TourProducts: [
          { TourProductID: 1, Quantity: 1 },
          { TourProductID: 4, Quantity: 3 },
        ],
      }),
      400,
      'Maximum of 2 tickets allowed',
    );
    expectErrors(
      await postHold(store, { TourEventID: timed.TourEventID, TourProducts: [{ TourProductID: 4, Quantity: 1 }] }),
      400,
      'Minimum tickets per order is 1',
    );
    const dolphin = await findEvent(store, DOLPHIN, '2026-11-25', '09:30');
    expectErrors(
      await postHold(store, {
        TourEventID: dolphin.TourEventID,
        TourProducts: [
          { TourProductID: 6, Quantity: 1 },
          { TourProductID: 7, Quantity: 3 },
        ],
        BookingUDFs: [{ UDFID: 8, Value: 'true' }],
      }),
      400,
      'Maximum of 2 tickets allowed',
    );
  });

  it('counts quantity already held against the maximum', async () => {
    const timed = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const first = await hold(store, { TourEventID: timed.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 8 }] });
    expectErrors(
      await postHold(store, {
        TourHoldRef: first.TourHoldRef,
        TourEventID: timed.TourEventID,
        TourProducts: [{ TourProductID: 2, Quantity: 3 }],
      }),
      400,
      'Maximum of 10 tickets allowed',
    );
  });

  it('words the minimum for adding and for reducing in the cart', async () => {
    const tour = await findEvent(store, TOUR, '2026-11-25', '10:30');
    expectErrors(
      await postHold(store, { TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 1 }], BookingUDFs: TOUR_UDFS }),
      400,
      'Minimum tickets per order is 2',
    );
    const held = await hold(store, {
      TourEventID: tour.TourEventID,
      TourProducts: [{ TourProductID: 5, Quantity: 2 }],
      BookingUDFs: TOUR_UDFS,
    });
    expectErrors(
      await postHold(store, {
        TourHoldRef: held.TourHoldRef,
        Action: 'set',
        TourEventID: tour.TourEventID,
        TourProducts: [{ TourProductID: 5, Quantity: 1 }],
      }),
      400,
      'Minimum tickets for this event is 2, please add more tickets.',
    );
  });

  it('requires the required UDFs (a Bit must be true) and stores them with the hold', async () => {
    const tour = await findEvent(store, TOUR, '2026-11-25', '10:30');
    expectErrors(
      await postHold(store, { TourEventID: tour.TourEventID, TourProducts: [{ TourProductID: 5, Quantity: 2 }] }),
      400,
      'Please fill all required UDFs.',
    );
    expectErrors(
      await postHold(store, {
        TourEventID: tour.TourEventID,
        TourProducts: [{ TourProductID: 5, Quantity: 2 }],
        BookingUDFs: TOUR_UDFS.map((u) => (u.UDFID === 4 ? { ...u, Value: 'false' } : u)),
      }),
      400,
      'Please fill all required UDFs.',
    );
    const held = await hold(store, {
      TourEventID: tour.TourEventID,
      TourProducts: [{ TourProductID: 5, Quantity: 2 }],
      BookingUDFs: TOUR_UDFS,
    });
    expect(held.Events[0]?.BookingUDFs).toEqual(TOUR_UDFS);
    // Later changes without UDFs keep the stored values.
    const more = await hold(store, {
      TourHoldRef: held.TourHoldRef,
      Action: 'set',
      TourEventID: tour.TourEventID,
      TourProducts: [{ TourProductID: 5, Quantity: 3 }],
    });
    expect(more.Events[0]?.BookingUDFs).toEqual(TOUR_UDFS);
  });

  it('validates the request shape', async () => {
    const res = await postHold(store, { Action: 'add', TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].ErrorMessage).toContain('TourEventID');
    const empty = await postHold(store, { Action: 'add', TourEventID: 1, TourProducts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors[0].ErrorMessage).toContain('TourProducts');
  });
});

describe('releasing', () => {
  it('reset (POST) and DELETE release every event of the hold', async () => {
    const a = await findEvent(store, TIMED, '2026-11-24', '10:00');
    const b = await findEvent(store, TIMED, '2026-11-25', '09:00');
    const h = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    await hold(store, { TourHoldRef: h.TourHoldRef, TourEventID: b.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const reset = await postHold(store, { TourHoldRef: h.TourHoldRef, Action: 'reset' });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');
    expect([await seatsOf(store, a.TourEventID), await seatsOf(store, b.TourEventID)]).toEqual([a.SeatsAvailable, b.SeatsAvailable]);

    const h2 = await hold(store, { TourEventID: a.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 3 }] });
    const del = await store.app.inject({ method: 'DELETE', url: `/api/v1/TourHolds/${h2.TourHoldRef}` });
    expect(del.statusCode).toBe(204);
    expect(await seatsOf(store, a.TourEventID)).toBe(5);
  });
});
