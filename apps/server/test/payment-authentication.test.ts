/**
 * 3-D Secure (docs/architecture.md#payments, docs/payments.md#3-d-secure): a payment whose bank asks the card holder to authenticate is answered 402 with the
 * step for the browser, nothing booked; the browser's retry with the same key and body, the
 * provider's event, or the recovery pass after PaymentActionMinutes then books it (approved) or
 * declines it (failed, or never finished), once. The sandbox's card 4000 0027 6000 3184 asks every time.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { paymentProvider } from '../src/modules/payments/provider';
import { authenticateSandboxIntent } from '../src/modules/payments/sandbox-provider';
import { settleAuthentication } from '../src/modules/payments/sandbox-repository';
import { CARDS, NOW, cartFor, countRows, expectErrors, freshEvent, pay, seatsOf, tokenize } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings, ledger } from './ledger';
import { change, DEMO, findBooking, postChange } from './manage-support';

const ASKED = 'Your bank asks you to confirm this payment.';
const FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, demoBookings: true });
});
afterAll(() => store.close());

/** The 402's client secret (and that nothing else came back). */
function secretOf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(402);
  const body = res.json() as { Errors: { ErrorMessage: string }[]; PaymentAction: { ClientSecret: string } };
  expect(body.Errors).toEqual([{ ErrorMessage: ASKED }]);
  expect(body.PaymentAction.ClientSecret).toMatch(/^ch_.+_secret_.+$/);
  return body.PaymentAction.ClientSecret;
}

const intentOf = (secret: string) => secret.slice(0, secret.indexOf('_secret_'));

async function askedCart(seats = 10) {
  const event = await freshEvent(store, seats);
  const cart = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }], { card: CARDS.authenticate, email: `a.${randomUUID().slice(0, 8)}@example.org` });
  const key = randomUUID();
  const secret = secretOf(await pay(store, cart.body, key));
  return { ...cart, key, secret };
}

describe('a card whose bank asks for 3-D Secure', () => {
  it('is answered 402 with nothing booked, the seats still held and the hold owned by this attempt', async () => {
    const c = await askedCart();
    expect(await countRows(store, 'transactions', `idempotency_key = '${c.key}'`)).toBe(0);
    expect(await seatsOf(store, c.event.TourEventID)).toBe(8);
    // GET Transactions/{key} after a reload says the same, so the storefront can run the step again.
    const stored = await store.app.inject({ method: 'GET', url: `/middleware/api/Transactions/${c.key}`, headers: { 'x-middleware-key': 'gt-storefront' } });
    expect(secretOf(stored)).toBe(c.secret);
    // Another attempt on the same hold (a second tab) is refused before its card is charged.
    const other = await pay(store, { ...c.body, Payments: [{ ...c.body.Payments[0], CardToken: await tokenize(store) }] });
    expectErrors(other, 409, 'A payment for this order is already in progress, please wait for it to finish.');
  });

  it('approved in the challenge: the provider event books it, and the browser retry gets the same receipt', async () => {
    const c = await askedCart();
    expect(await authenticateSandboxIntent(store.ctx, { clientSecret: c.secret, approve: true })).toBe('succeeded');
    const booked = await countRows(store, 'transactions', `idempotency_key = '${c.key}'`);
    expect(booked).toBe(1);
    const retry = await pay(store, c.body, c.key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().Payments[0]).toMatchObject({ MaskedCardNumber: '************3184', PaymentReference: intentOf(c.secret) });
    const l = await expectMoneyMatchesBookings(store, [c.key]);
    expect([l.captured, l.transactions, l.bookings]).toEqual([1, 1, 1]);
    // A second click on the challenge page changes nothing.
    expect(await authenticateSandboxIntent(store.ctx, { clientSecret: c.secret, approve: false })).toBe('succeeded');
  });

  it('approved, with the event lost: the browser retry books it', async () => {
    const c = await askedCart();
    await settleAuthentication(store.ctx.db, intentOf(c.secret), { approve: true, message: '' });
    const retry = await pay(store, c.body, c.key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await seatsOf(store, c.event.TourEventID)).toBe(8);
    expect((await ledger(store, [c.key])).bookings).toBe(1);
  });

  it('failed in the challenge: the retry is declined with the bank text, the hold kept; another card then pays', async () => {
    const c = await askedCart();
    expect(await authenticateSandboxIntent(store.ctx, { clientSecret: c.secret, approve: false })).toBe('failed');
    expectErrors(await pay(store, c.body, c.key), 422, FAILED);
    expect(await seatsOf(store, c.event.TourEventID)).toBe(8);
    const next = await pay(store, { ...c.body, Payments: [{ ...c.body.Payments[0], CardToken: await tokenize(store) }] });
    expect(next.statusCode, next.body).toBe(200);
    const l = await expectMoneyMatchesBookings(store, [c.key]);
    expect([l.captured, l.declined, l.transactions]).toEqual([0, 1, 0]);
  });

  it('never finished: after PaymentActionMinutes the recovery pass cancels it; the late retry hears the decline and nothing was charged', async () => {
    const c = await askedCart();
    store.setNow(new Date(NOW.getTime() + 16 * 60_000));
    try {
      const app = await buildApp(store.ctx);
      await app.ready();
      await app.close();
      expectErrors(await pay(store, c.body, c.key), 422, FAILED);
      expect(await countRows(store, 'sandbox_charges', `idempotency_key = '${c.key}' and status = 'declined'`)).toBe(1);
    } finally {
      store.setNow(NOW);
    }
  });

  it('approved but the browser went away and the event was lost: the recovery pass books it', async () => {
    const c = await askedCart();
    await settleAuthentication(store.ctx.db, intentOf(c.secret), { approve: true, message: '' });
    store.setNow(new Date(NOW.getTime() + 16 * 60_000));
    try {
      const app = await buildApp(store.ctx);
      await app.ready();
      await app.close();
    } finally {
      store.setNow(NOW);
    }
    const l = await expectMoneyMatchesBookings(store, [c.key]);
    expect([l.captured, l.transactions, l.bookings]).toEqual([1, 1, 1]);
    expect((await pay(store, c.body, c.key)).statusCode).toBe(200);
  });

  it('a retry with another body under the key is refused (422) and the payment still waits', async () => {
    const c = await askedCart();
    const res = await pay(store, { ...c.body, Payments: [{ ...c.body.Payments[0], CardToken: await tokenize(store) }] }, c.key);
    expectErrors(res, 422, 'This Idempotency-Key was already used with a different request.');
    expect(secretOf(await pay(store, c.body, c.key))).toBe(c.secret);
  });
});

describe('the card on file when the bank asks to authenticate (spec 02 §2.7)', () => {
  it('a balance paid with a 3-D Secure card, then its card on file: each asks, and each books once approved', async () => {
    const before = await findBooking(store, DEMO.unpaid2);
    const body = (payments: unknown[]) => ({ TransactionType: 'Booking Payment', RefundType: 'AdditionalPayment', AmountToPay: 10, Payments: payments }) as never;
    const first = randomUUID();
    const newCard = body([{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 10, CardToken: await tokenize(store, CARDS.authenticate) }]);
    const s1 = secretOf(await postChange(store, DEMO.unpaid2, newCard, first));
    await authenticateSandboxIntent(store.ctx, { clientSecret: s1, approve: true });
    expect((await change(store, DEMO.unpaid2, newCard, first)).AmountPaid).toBe(10);
    const second = randomUUID();
    const onFile = body([{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 10, UseCardOnFile: true }]);
    const s2 = secretOf(await postChange(store, DEMO.unpaid2, onFile, second));
    await authenticateSandboxIntent(store.ctx, { clientSecret: s2, approve: true });
    const paid = await change(store, DEMO.unpaid2, onFile, second);
    expect(paid.Booking.TotalPaid).toBe(before.TotalPaid + 20);
    await expectMoneyMatchesBookings(store, [first, second]);
  });

  it('a card that asked only the first time goes through on file without asking', async () => {
    const token = await tokenize(store, CARDS.authenticateFirst);
    expect(paymentProvider(store.ctx).name).toBe('sandbox');
    const first = randomUUID();
    const newCard = { TransactionType: 'Booking Payment', RefundType: 'AdditionalPayment', AmountToPay: 5, Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 5, CardToken: token }] } as never;
    const s = secretOf(await postChange(store, DEMO.unpaid, newCard, first));
    await authenticateSandboxIntent(store.ctx, { clientSecret: s, approve: true });
    await change(store, DEMO.unpaid, newCard, first);
    const onFile = await change(store, DEMO.unpaid, { TransactionType: 'Booking Payment', RefundType: 'AdditionalPayment', AmountToPay: 5, Payments: [{ PaymentLineNo: 1, PaymentTypeID: 1, PaymentAmount: 5, UseCardOnFile: true }] } as never);
    expect(onFile.Payments[0]).toMatchObject({ MaskedCardNumber: '************3155' });
  });
});
