/**
 * A card refund the provider refuses ends `failed` after RefundMaxAttempts attempts, retried with
 * backoff meanwhile (docs/architecture.md#payments: never pending forever): a warning per refused attempt,
 * one error when it fails for good, gt_refunds_total by outcome, and the booking shows the
 * refund as failed and counts the money as paid again.
 */
import type { Booking } from '@gt/contract/bookings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentProvider, type PaymentProvider } from '../src/modules/payments/provider';
import { recoverInterruptedPayments } from '../src/modules/transactions/recovery';
import { startTestStore, type TestStore } from './harness';
import { change, DEMO, findBooking } from './manage-support';
import { NOW } from './support';

const MAX_ATTEMPTS = 3;
let store: TestStore;
let logged: { level: 'warn' | 'error'; message: string }[];
let refundsAsked: number;
/** The provider's answer to the next refunds (refused while `refuse` > 0). */
let refuse: number;

beforeEach(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true, config: { RefundMaxAttempts: MAX_ATTEMPTS } });
  const sandbox = paymentProvider(store.ctx);
  logged = [];
  refundsAsked = 0;
  const refusing: PaymentProvider = {
    name: sandbox.name,
    createIntent: (r) => sandbox.createIntent(r),
    retrieveIntent: (id) => sandbox.retrieveIntent(id),
    cancelIntent: (id) => sandbox.cancelIntent(id),
    chargeOnFile: (r) => sandbox.chargeOnFile(r),
    findIntent: (k) => sandbox.findIntent(k),
    verify: (r) => sandbox.verify(r),
    refund: async (r) => {
      refundsAsked++;
      if (refuse-- > 0) return { ok: false, message: 'Refund refused: the charge is disputed' };
      return sandbox.refund(r);
    },
  };
  store.ctx.payments = refusing;
  store.ctx.log = {
    info: () => undefined,
    warn: (_o: unknown, message?: string) => void logged.push({ level: 'warn', message: String(message) }),
    error: (_o: unknown, message?: string) => void logged.push({ level: 'error', message: String(message) }),
  } as unknown as NonNullable<TestStore['ctx']['log']>;
});
afterEach(async () => {
  await store.close();
});

const at = (minutes: number) => store.setNow(new Date(NOW.getTime() + minutes * 60_000));
const refundRow = async () =>
  ((await store.ctx.db.execute(`select status, attempts, last_error from card_refunds`)) as unknown as { rows: object[] }).rows;
const refundMetric = async (outcome: string) => {
  const text = (await store.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(new RegExp(`^gt_refunds_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
};
const cancelToCard = () => change(store, DEMO.card, { TransactionType: 'Cancel Booking', RefundType: 'CancelBooking', AmountToPay: -86.44 });

describe('a card refund the provider refuses', () => {
  it(`is retried with backoff, then failed after ${MAX_ATTEMPTS} attempts: logged, counted, and shown on the booking as not refunded`, async () => {
    refuse = Infinity;
    const r = await cancelToCard();
    expect(r.Refunds).toEqual([expect.objectContaining({ RefundType: 'Card', Amount: 86.44 })]);
    expect(await refundRow()).toEqual([{ status: 'pending', attempts: 1, last_error: 'Refund refused: the charge is disputed' }]);
    expect(logged).toEqual([{ level: 'warn', message: expect.stringMatching(/attempt 1 of 3.*Refund refused: the charge is disputed$/) }]);
    expect((await findBooking(store, DEMO.card)).BookingRefunds).toEqual([expect.objectContaining({ RefundAmount: 86.44, RefundStatus: 'Pending' })]);

    // The recovery pass (every PaymentLeaseSeconds) waits for the backoff: 1 min, then 2 min.
    await recoverInterruptedPayments(store.ctx);
    expect(refundsAsked).toBe(1);
    at(1);
    await recoverInterruptedPayments(store.ctx);
    at(2);
    await recoverInterruptedPayments(store.ctx);
    expect(refundsAsked).toBe(2);
    at(3);
    await recoverInterruptedPayments(store.ctx);
    expect(refundsAsked).toBe(MAX_ATTEMPTS);
    expect(await refundRow()).toEqual([{ status: 'failed', attempts: 3, last_error: 'Refund refused: the charge is disputed' }]);
    // Hours later: no more attempts, no more log lines.
    for (const m of [60, 600, 6000]) {
      at(m);
      await recoverInterruptedPayments(store.ctx);
    }
    expect(refundsAsked).toBe(MAX_ATTEMPTS);
    expect(logged.map((l) => l.level)).toEqual(['warn', 'warn', 'error']);
    expect(logged[2]?.message).toMatch(/failed for good after 3 attempts: Refund refused: the charge is disputed$/);
    expect({ retry: await refundMetric('retry'), failed: await refundMetric('failed'), succeeded: await refundMetric('succeeded') }).toEqual({
      retry: 2,
      failed: 1,
      succeeded: 0,
    });

    // The owner sees the refund as failed; the money counts as paid again (owed back to them).
    const b: Booking = await findBooking(store, DEMO.card);
    expect(b).toMatchObject({ BookingStatus: 'Cancelled', TotalAmount: 0, TotalPaid: 86.44, BalanceOwing: -86.44 });
    expect(b.BookingRefunds).toEqual([expect.objectContaining({ RefundAmount: 86.44, RefundType: 'Card', RefundStatus: 'Failed' })]);
  });

  it('that the provider accepts on a later attempt ends succeeded and shows as refunded', async () => {
    refuse = 1;
    await cancelToCard();
    at(1);
    await recoverInterruptedPayments(store.ctx);
    expect(await refundRow()).toEqual([{ status: 'succeeded', attempts: 2, last_error: null }]);
    expect(logged.map((l) => l.level)).toEqual(['warn']);
    expect({ retry: await refundMetric('retry'), succeeded: await refundMetric('succeeded') }).toEqual({ retry: 1, succeeded: 1 });
    const b = await findBooking(store, DEMO.card);
    expect(b).toMatchObject({ TotalPaid: 0, BalanceOwing: 0 });
    expect(b.BookingRefunds).toEqual([expect.objectContaining({ RefundAmount: 86.44, RefundStatus: 'Refunded' })]);
  });
});
