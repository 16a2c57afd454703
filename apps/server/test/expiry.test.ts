/**
 * Hold expiry with the injected clock (pretix/pretix#74:
 * paid after the hold expired, money taken, no seat). An expired hold stops counting at once; a
 * cart paying after its hold lapsed is re-held inside the payment when the seats are still
 * free, else it is not charged (or refunded at once) and told so. Every scenario ends with the
 * tables agreeing: no charge without a booking, no booking without a charge.
 */
import { randomUUID } from 'node:crypto';
import type { TourHoldResponse } from '@gt/contract/holds';
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { NOW, cartFor, countRows, expectErrors, freshEvent, hold, minutes, pay, postHold, seatsOf, tokenize } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';

const NOT_AVAILABLE = 'Tickets not longer available, please choose another time';
const LAPSED = 'Your hold on Timed Admission has expired and the tickets are no longer available, please choose another time.';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 100_000 } });
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => store.setNow(NOW));

const getHold = async (ref: string) =>
  (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${ref}` })).json() as TourHoldResponse;
/** The visitor enters the card again when paying later: a fresh token on the same body. */
const withFreshToken = async <T extends { Payments?: { CardToken?: string }[] }>(body: T): Promise<T> => {
  const token = await tokenize(store);
  return { ...body, Payments: body.Payments?.map((p) => ({ ...p, CardToken: token })) };
};

describe('an expired hold', () => {
  it('frees its seats for the next buyer the moment it expires (no sweeper)', async () => {
    const event = await freshEvent(store, 4);
    const first = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 4 }] });
    const next = { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 4 }] };

    store.setNow(new Date(minutes(15).getTime() - 1000));
    expect(await seatsOf(store, event.TourEventID)).toBe(0);
    expectErrors(await postHold(store, next), 409, NOT_AVAILABLE);

    store.setNow(minutes(15));
    expect(await seatsOf(store, event.TourEventID)).toBe(4);
    const second = await hold(store, next);
    expect(second.Events[0]?.TourProducts.map((p) => p.Quantity)).toEqual([4]);
    expect(await seatsOf(store, event.TourEventID)).toBe(0);
    // The lapsed row is still there (it simply stopped counting) and shows 0 seconds left.
    expect(await countRows(store, 'tour_holds', `hold_ref = '${first.TourHoldRef}'`)).toBe(1);
    expect((await getHold(first.TourHoldRef)).SecondsLeft).toBe(0);
  });
});

describe('paying after the hold lapsed', () => {
  it('succeeds when the seats are still free: re-held in the payment, charged once, booked once', async () => {
    const event = await freshEvent(store, 4);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    store.setNow(minutes(20));
    expect((await getHold(body.TourHoldRef)).SecondsLeft).toBe(0);
    const key = randomUUID();
    const res = await pay(store, await withFreshToken(body), key);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).TotalPaid).toBe(64.84);
    expect(await seatsOf(store, event.TourEventID)).toBe(2);
    expect(await countRows(store, 'tour_holds', `hold_ref = '${body.TourHoldRef}'`)).toBe(0);
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.refunded, l.declined, l.transactions, l.bookings]).toEqual([1, 0, 0, 1, 1]);
    expect(
      await countRows(
        store,
        'payments',
        `idempotency_key = '${key}' and status = 'captured' and amount_cents = 6484 and receipt_no is not null`,
      ),
    ).toBe(1);
  });

  it('is refused with a clear message and not charged when another buyer took the seats', async () => {
    const event = await freshEvent(store, 4);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 4 }]);
    store.setNow(minutes(16));
    const other = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const paid = await withFreshToken(body);
    const key = randomUUID();
    expectErrors(await pay(store, paid, key), 409, LAPSED);
    const l = await ledger(store, [key]);
    expect([l.captured, l.refunded, l.declined, l.transactions, l.bookings]).toEqual([0, 0, 0, 0, 0]);
    expect(await countRows(store, 'payments', `idempotency_key = '${key}'`)).toBe(0);
    // The card was not touched, the other buyer keeps their seats, nothing was sold.
    expect(await countRows(store, 'sandbox_card_tokens', `token = '${paid.Payments?.[0]?.CardToken}' and used_at is null`)).toBe(1);
    expect((await getHold(other.TourHoldRef)).Events[0]?.TourProducts.map((p) => p.Quantity)).toEqual([2]);
    expect(await seatsOf(store, event.TourEventID)).toBe(2);
    expect(await countRows(store, 'sold_seats', `tour_event_id = ${event.TourEventID}`)).toBe(0);
  });

  it('is refused when only some of the seats are left (partial re-hold is not a sale)', async () => {
    const event = await freshEvent(store, 4);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    store.setNow(minutes(16));
    await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const key = randomUUID();
    expectErrors(await pay(store, await withFreshToken(body), key), 409, LAPSED);
    expect(await ledger(store, [key])).toMatchObject({ captured: 0, refunded: 0, bookings: 0 });
    expect(await seatsOf(store, event.TourEventID)).toBe(2);
  });

  it('is refunded at once when the seats go while the card is being charged', async () => {
    const event = await freshEvent(store, 4);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 4 }]);
    store.setNow(minutes(14));
    store.ctx.testHooks = {
      afterCharge: async () => {
        // The hold was refreshed by the payment; the clock jumps past it and another buyer comes.
        store.setNow(minutes(40));
        await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
      },
    };
    const key = randomUUID();
    try {
      expectErrors(await pay(store, body, key), 409, LAPSED);
    } finally {
      store.ctx.testHooks = undefined;
    }
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.refunded, l.transactions, l.bookings]).toEqual([0, 1, 0, 0]);
    expect(await countRows(store, 'payments', `idempotency_key = '${key}' and status = 'refunded' and receipt_no is null`)).toBe(1);
    // A retry with the same key replays the refusal and charges nothing more.
    expectErrors(await pay(store, body, key), 409, LAPSED);
    expect(await countRows(store, 'sandbox_charges', `idempotency_key = '${key}'`)).toBe(1);
    expect(await seatsOf(store, event.TourEventID)).toBe(3);
  });

  it('cannot be paid once the visitor released the hold (idle discard)', async () => {
    const event = await freshEvent(store, 4);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }]);
    expect((await store.app.inject({ method: 'DELETE', url: `/api/v1/TourHolds/${body.TourHoldRef}` })).statusCode).toBe(204);
    const key = randomUUID();
    expectErrors(await pay(store, body, key), 409, LAPSED);
    expect(await ledger(store, [key])).toMatchObject({ captured: 0, refunded: 0, declined: 0, bookings: 0 });
    expect(await seatsOf(store, event.TourEventID)).toBe(4);
  });
});

describe('the whole file', () => {
  it('left no charge without a booking and no booking without a charge', async () => {
    await expectMoneyMatchesBookings(store);
  });
});
