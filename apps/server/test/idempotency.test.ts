/**
 * Idempotent payments (alfio-event/alf.io#1254). What
 * transactions.test.ts already covers (same key twice in sequence, same key with another body →
 * 422, crash after the charge recovered by a retry after the lease) is not repeated; here:
 * ten identical requests at once, a decline then a new attempt, a crash before the charge was
 * recorded, and the start-up recovery pass for visitors who never retry. On PostgreSQL
 * (TEST_DATABASE_URL) the ten requests really run on separate connections.
 */
import { randomUUID } from 'node:crypto';
import type { TourHoldResponse } from '@gt/contract/holds';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import { startTestStore, type TestStore } from './harness';
import { CARDS, NOW, cartFor, countRows, expectErrors, freshEvent, pay, tokenize } from './checkout-support';
import { expectMoneyMatchesBookings, ledger } from './ledger';

const REFUNDED = 'Your payment could not be completed and has been refunded, please try again.';
const LEASE_LAPSED = new Date(NOW.getTime() + 61_000);

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 100_000 } });
});
afterAll(async () => {
  await store.close();
});
beforeEach(() => {
  store.setNow(NOW);
  store.ctx.testHooks = undefined;
  store.ctx.payments = undefined;
});

const cart = async (card = CARDS.approve) => cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 2 }], { card });

/** Simulates a restart of the server process on the same database: buildApp → ready (start-up pass). */
async function restart(): Promise<void> {
  const app = await buildApp(store.ctx);
  await app.ready();
  await app.close();
}

/** A provider that takes 200 ms per charge, so that the duplicates arrive while the first is in flight. */
function slowProvider(): void {
  const sandbox = createSandboxProvider(store.ctx.db, store.ctx.clock);
  store.ctx.payments = { ...sandbox, createIntent: async (req) => (await new Promise((r) => setTimeout(r, 200)), sandbox.createIntent(req)) };
}

describe('the same Idempotency-Key sent ten times at once', () => {
  it('charges once, books once and gives all ten the same answer', async () => {
    const { body } = await cart();
    slowProvider();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(store, body, key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.transactions, l.bookings]).toEqual([1, 1, 1]);
    expect(await countRows(store, 'payments', `idempotency_key = '${key}'`)).toBe(1);
  });

  it('declined: one declined charge, ten identical 422s, the hold kept', async () => {
    const { body } = await cart(CARDS.decline);
    slowProvider();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(store, body, key)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(422));
    expect(new Set(replies.map((r) => r.body))).toEqual(new Set(['{"Errors":[{"ErrorMessage":"Your card was declined."}]}']));
    expect(await ledger(store, [key])).toMatchObject({ captured: 0, declined: 1, bookings: 0 });
    const held = (await store.app.inject({ method: 'GET', url: `/api/v1/TourHolds/${body.TourHoldRef}` })).json() as TourHoldResponse;
    expect(held.Events[0]?.TourProducts.map((p) => p.Quantity)).toEqual([2]);
  });
});

describe('a declined card, then another card (alfio-event/alf.io#1254)', () => {
  it('needs a new key: the old key with the new card is another request (422), a new key succeeds', async () => {
    const { body } = await cart(CARDS.insufficient);
    const first = randomUUID();
    expectErrors(await pay(store, body, first), 422, 'Your card has insufficient funds.');
    const token = await tokenize(store);
    const newCard = { ...body, Payments: body.Payments?.map((p) => ({ ...p, CardToken: token })) };
    expectErrors(await pay(store, newCard, first), 422, 'This Idempotency-Key was already used with a different request.');
    const second = randomUUID();
    const ok = await pay(store, newCard, second);
    expect(ok.statusCode, ok.body).toBe(200);
    const l = await expectMoneyMatchesBookings(store, [first, second]);
    expect([l.declined, l.captured, l.refunded, l.bookings]).toEqual([1, 1, 0, 1]);
    // The first key still answers its decline.
    expectErrors(await pay(store, body, first), 422, 'Your card has insufficient funds.');
  });
});

describe('a crash between the charge and the booking', () => {
  it('after the provider charged but before the charge was recorded: the retry books it with that one charge', async () => {
    const { body } = await cart();
    const sandbox = createSandboxProvider(store.ctx.db, store.ctx.clock);
    store.ctx.payments = {
      ...sandbox,
      createIntent: async (req) => {
        await sandbox.createIntent(req);
        throw new Error('connection to the provider lost after it charged');
      },
    };
    const key = randomUUID();
    expectErrors(await pay(store, body, key), 500, 'Unexpected error!!!');
    store.ctx.payments = undefined;
    expect(await countRows(store, 'payments', `idempotency_key = '${key}' and status = 'pending'`)).toBe(1);
    expect(await ledger(store, [key])).toMatchObject({ captured: 1, chargesWithoutBooking: 1 });
    store.setNow(LEASE_LAPSED);
    const retry = await pay(store, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.refunded, l.bookings]).toEqual([1, 0, 1]);
  });

  it('when the visitor never retries, the start-up pass refunds the charge; a late retry hears so', async () => {
    const { body } = await cart();
    store.ctx.testHooks = {
      afterCharge: async () => {
        throw new Error('process died after the charge');
      },
    };
    const key = randomUUID();
    expectErrors(await pay(store, body, key), 500, 'Unexpected error!!!');
    store.ctx.testHooks = undefined;
    expect(await ledger(store, [key])).toMatchObject({ captured: 1, chargesWithoutBooking: 1, bookings: 0 });

    // Restarted within the lease: another process may still be finishing it, so it is left alone.
    store.setNow(new Date(NOW.getTime() + 30_000));
    await restart();
    expect(await ledger(store, [key])).toMatchObject({ captured: 1, refunded: 0 });

    store.setNow(LEASE_LAPSED);
    await restart();
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.refunded, l.bookings]).toEqual([0, 1, 0]);
    expect(await countRows(store, 'payments', `idempotency_key = '${key}' and status = 'refunded'`)).toBe(1);
    expectErrors(await pay(store, body, key), 409, REFUNDED);
    expect(await countRows(store, 'sandbox_charges', `idempotency_key = '${key}'`)).toBe(1);
    // The cart is intact: a new attempt with a new key and card books it.
    const token = await tokenize(store);
    const again = await pay(store, { ...body, Payments: body.Payments?.map((p) => ({ ...p, CardToken: token })) });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('when the attempt died before reaching the provider, the start-up pass frees the key for a clean retry', async () => {
    const { body } = await cart();
    const sandbox = createSandboxProvider(store.ctx.db, store.ctx.clock);
    store.ctx.payments = {
      ...sandbox,
      createIntent: async () => {
        throw new Error('process died before the charge request left');
      },
    };
    const key = randomUUID();
    expectErrors(await pay(store, body, key), 500, 'Unexpected error!!!');
    store.ctx.payments = undefined;
    expect(await countRows(store, 'payments', `idempotency_key = '${key}' and status = 'pending'`)).toBe(1);
    store.setNow(LEASE_LAPSED);
    await restart();
    expect(await countRows(store, 'payments', `idempotency_key = '${key}'`)).toBe(0);
    expect(await countRows(store, 'idempotency_keys', `key = '${key}'`)).toBe(0);
    const retry = await pay(store, body, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.bookings]).toEqual([1, 1]);
  });
});
