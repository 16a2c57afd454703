/**
 * Holds on PostgreSQL (spec 01 §4 "Events"): the event lock that keeps eight buyers of the last
 * seat from overselling (with its control), and a hold's commit that does not wait for its WAL
 * flush (docs/architecture.md "Holds").
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres, startTestStore, type TestStore } from './harness';
import { NOW, findEvent, hold, postHold, seatsOf } from './checkout-support';

const TIMED = 1;
const DOLPHIN = 3;

let store: TestStore;
beforeEach(async () => {
  store = await startTestStore({ now: NOW });
});
afterEach(async () => {
  await store.close();
});

describe.runIf(onPostgres)('concurrent buyers on PostgreSQL', () => {
  const race = async (skipHoldLock: boolean) => {
    const event = await findEvent(store, DOLPHIN, '2026-11-24', '11:00');
    expect(event.SeatsAvailable).toBe(1);
    store.ctx.testHooks = { skipHoldLock, afterAvailabilityCheck: () => new Promise((r) => setTimeout(r, 50)) };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        postHold(store, {
          TourEventID: event.TourEventID,
          TourProducts: [{ TourProductID: 6, Quantity: 1 }],
          BookingUDFs: [{ UDFID: 8, Value: 'true' }],
        }),
      ),
    );
    store.ctx.testHooks = undefined;
    return { ok: replies.filter((r) => r.statusCode === 200).length, seats: await seatsOf(store, event.TourEventID) };
  };

  it('with the event lock, exactly one of eight buyers gets the last seat', async () => {
    expect(await race(false)).toEqual({ ok: 1, seats: 0 });
  });

  it('without the lock (control), the race oversells', async () => {
    const { ok } = await race(true);
    expect(ok).toBeGreaterThan(1);
  });
});

describe.runIf(onPostgres)("a hold's commit on PostgreSQL", () => {
  it('does not wait for its WAL flush, and leaves the connection committing synchronously for the next statement (a booking)', async () => {
    const one = await startTestStore({ now: NOW, poolSize: 1 });
    try {
      const event = await findEvent(one, TIMED, '2026-11-25', '09:00');
      const res = await hold(one, { Action: 'add', TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
      expect(res.Events[0]?.TourProducts).toEqual([{ TourProductID: 1, TourProductName: 'Adult', Quantity: 2, AffectsCapacity: true }]);
      expect(await seatsOf(one, event.TourEventID)).toBe(event.SeatsAvailable - 2);
      // The one pooled connection that took the hold: its session setting is untouched.
      const { rows } = (await one.ctx.db.execute(sql`show synchronous_commit`)) as unknown as { rows: { synchronous_commit: string }[] };
      expect(rows[0]?.synchronous_commit).toBe('on');
    } finally {
      await one.close();
    }
  });
});
