/**
 * Holds cannot be hoarded (docs/architecture.md#capacity-and-holds): per-client seat limits per event and in all,
 * a total lifetime however often a hold is refreshed, a per-client budget of hold writes, and the
 * sweep of lapsed holds. (The limits under concurrency: race-hold-limits.pg.test.ts.)
 */
import type { TourHoldRequest, TourHoldResponse } from '@gt/contract/holds';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepLapsedHolds } from '../src/modules/tour-holds/sweep';
import type { TransactionRequest } from '@gt/contract/transactions';
import { NOW, cartFor, countRows, expectErrors, freshEvent, minutes, pay, tokenize } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

let store: TestStore;
afterEach(async () => {
  await store.close();
});

const start = async (limits: { SeatsPerEvent?: number; SeatsPerClient?: number; MaxHoldMinutes?: number; WritesPerMinute?: number }) => {
  store = await startTestStore({ now: NOW, config: { HoldLimits: { SeatsPerEvent: 0, SeatsPerClient: 0, WritesPerMinute: 0, ...limits } } });
};

/** POST TourHolds from a client address. */
const holdFrom = (ip: string, body: TourHoldRequest) =>
  store.app.inject({ method: 'POST', url: '/api/v1/TourHolds', payload: body, remoteAddress: ip });
const adults = (eventId: number, n: number, ref?: string): TourHoldRequest => ({
  TourHoldRef: ref,
  Action: 'set',
  TourEventID: eventId,
  TourProducts: [{ TourProductID: 1, Quantity: n }],
});
/** Pays `body` with a card entered again now (a token lives CardTokenMinutes). */
const payLater = async (body: TransactionRequest) => {
  const token = await tokenize(store);
  return pay(store, { ...body, Payments: body.Payments?.map((p) => ({ ...p, CardToken: token })) });
};
const ok = async (res: Awaited<ReturnType<typeof holdFrom>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TourHoldResponse;
};

describe('per-client hold limits', () => {
  it('a client holds at most SeatsPerEvent seats on one event, over all its holds; others are not affected', async () => {
    await start({ SeatsPerEvent: 6 });
    const event = await freshEvent(store, 50);
    const first = await ok(await holdFrom('10.0.0.1', adults(event.TourEventID, 4)));
    await ok(await holdFrom('10.0.0.1', adults(event.TourEventID, 2))); // a second hold (another tab): 6 in all
    const over = 'You can hold at most 6 tickets for this event at a time, please complete your purchase first.';
    expectErrors(await holdFrom('10.0.0.1', adults(event.TourEventID, 1)), 409, over);
    expectErrors(await holdFrom('10.0.0.1', adults(event.TourEventID, 5, first.TourHoldRef)), 409, over);
    // Lowering a quantity is always allowed, and another address has its own budget.
    await ok(await holdFrom('10.0.0.1', adults(event.TourEventID, 3, first.TourHoldRef)));
    await ok(await holdFrom('10.0.0.2', adults(event.TourEventID, 6)));
    // An IPv6 client is its /64: another address of the same /64 is the same client.
    await ok(await holdFrom('2001:db8:7:1::10', adults(event.TourEventID, 6)));
    expectErrors(await holdFrom('2001:db8:7:1:ffff::2', adults(event.TourEventID, 1)), 409, over);
  });

  it('a client holds at most SeatsPerClient seats across events; lapsed holds stop counting', async () => {
    await start({ SeatsPerClient: 8 });
    const [a, b, c] = [await freshEvent(store, 50), await freshEvent(store, 50), await freshEvent(store, 50)];
    await ok(await holdFrom('10.0.0.1', adults(a.TourEventID, 5)));
    await ok(await holdFrom('10.0.0.1', adults(b.TourEventID, 3)));
    const over = 'You can hold at most 8 tickets at a time, please complete your purchase first.';
    expectErrors(await holdFrom('10.0.0.1', adults(c.TourEventID, 1)), 409, over);
    store.setNow(minutes(15)); // both holds lapse
    await ok(await holdFrom('10.0.0.1', adults(c.TourEventID, 8)));
  });
});

describe('hold lifetime', () => {
  it('a refreshed hold never lives longer than MaxHoldMinutes; the visitor can still pay for it while the seats are free', async () => {
    await start({ MaxHoldMinutes: 30 });
    const event = await freshEvent(store, 10);
    const { body, hold } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const refresh = () => holdFrom('127.0.0.1', adults(event.TourEventID, 2, hold.TourHoldRef));
    store.setNow(minutes(14));
    expect((await ok(await refresh())).ExpiresAt).toBe(minutes(29).toISOString());
    store.setNow(minutes(28));
    expect((await ok(await refresh())).ExpiresAt).toBe(minutes(30).toISOString());
    store.setNow(minutes(31));
    expectErrors(
      await refresh(),
      409,
      'Your cart has been held for the longest time allowed (30 minutes), please complete your purchase or start again.',
    );
    // Not a way to keep seats, but no dead end either: the payment re-takes them if still free.
    expect((await payLater(body)).statusCode).toBe(200);
  });
});

describe('hold writes per client', () => {
  it('answer 429 beyond WritesPerMinute per client in the spec shape', async () => {
    await start({ WritesPerMinute: 3 });
    const event = await freshEvent(store, 50);
    for (let i = 0; i < 3; i++) await ok(await holdFrom('10.0.0.9', adults(event.TourEventID, 1)));
    const res = await holdFrom('10.0.0.9', adults(event.TourEventID, 1));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ Errors: [{ ErrorMessage: expect.stringMatching(/^Too many requests, please try again in \d+ seconds\.$/) }] });
    await ok(await holdFrom('10.0.0.10', adults(event.TourEventID, 1)));
  });
});

describe('the sweep of lapsed holds', () => {
  it('deletes holds lapsed longer than HoldRetentionMinutes with their UDF values and seat buckets, and keeps the rest', async () => {
    await start({});
    const event = await freshEvent(store, 50);
    const old = await ok(await holdFrom('10.0.0.1', { ...adults(event.TourEventID, 2), BookingUDFs: [{ UDFID: 9, Value: 'Social media' }] }));
    store.setNow(minutes(60));
    const recent = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    const live = await ok(await holdFrom('10.0.0.1', adults(event.TourEventID, 1)));
    // The first hold lapsed at +15 min, the second at +75: at +80 only the first is past the 60-minute retention.
    store.setNow(minutes(80));
    expect(await sweepLapsedHolds(store.ctx)).toEqual({ lines: 1, buckets: 1, payments: 0, giftCardHolds: 0, couponHolds: 0, idempotencyKeys: 0 });
    expect(await countRows(store, 'tour_holds', `hold_ref = '${old.TourHoldRef}'`)).toBe(0);
    expect(await countRows(store, 'tour_hold_udfs', `hold_ref = '${old.TourHoldRef}'`)).toBe(0);
    expect(await countRows(store, 'tour_holds', `hold_ref in ('${recent.hold.TourHoldRef}', '${live.TourHoldRef}')`)).toBe(2);
    // The lapsed hold still within its retention can be paid (its seats are free).
    expect((await payLater(recent.body)).statusCode).toBe(200);
    expect(await sweepLapsedHolds(store.ctx)).toEqual({ lines: 0, buckets: 0, payments: 0, giftCardHolds: 0, couponHolds: 0, idempotencyKeys: 0 });
  });

  it('is safe with several processes: two sweeps at once delete every lapsed line exactly once', async () => {
    await start({});
    const event = await freshEvent(store, 50);
    // 2,500 lapsed lines of 2,500 holds (more than two batches), written directly.
    await store.ctx.db.execute(
      `insert into tour_holds (hold_ref, tour_event_id, tour_product_id, quantity, affects_capacity, expires_at)
       select 'swept-' || g, ${event.TourEventID}, 1, 1, true, '${minutes(-120).toISOString()}' from generate_series(1, 2500) g`,
    );
    const [a, b] = await Promise.all([sweepLapsedHolds(store.ctx), sweepLapsedHolds(store.ctx)]);
    expect((a?.lines ?? 0) + (b?.lines ?? 0)).toBe(2500);
    expect(await countRows(store, 'tour_holds')).toBe(0);
    expect(await countRows(store, 'tour_hold_seats', `expires_at < '${NOW.toISOString()}'`)).toBe(0);
  });
});
