/**
 * POST /middleware/webhooks/:provider (docs/payments.md#webhooks): the configured provider's
 * adapter verifies the signature over the raw body (400 otherwise); each event id is handled once
 * (a redelivery answers `duplicate` and changes nothing); another provider's path is 404. A
 * payment_intent.succeeded for a payment waiting for 3-D Secure books it with the kept request.
 * The provider here is the sandbox with an HMAC webhook, standing in for a real one (Stripe's own
 * scheme is tested in stripe-provider.test.ts).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviders, WebhookSignatureError, type PaymentEvent } from '../src/modules/payments/provider';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import { settleAuthentication } from '../src/modules/payments/sandbox-repository';
import { CARDS, NOW, cartFor, countRows, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';

const SECRET = 'whsec_test';
const sign = (raw: string) => createHmac('sha256', SECRET).update(raw).digest('hex');

let store: TestStore;
beforeAll(async () => {
  paymentProviders.signed = {
    // The sandbox's own endpoints (its card fields and tokens) stay served.
    routes: paymentProviders.sandbox?.routes,
    create: (ctx, emit) => ({
      ...createSandboxProvider(ctx.db, ctx.clock, emit),
      name: 'signed',
      parseWebhook(raw, headers) {
        const given = Buffer.from(String(headers['x-signature'] ?? ''), 'hex');
        const expected = Buffer.from(sign(raw.toString('utf8')), 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad signature');
        return JSON.parse(raw.toString('utf8')) as PaymentEvent;
      },
    }),
  };
  store = await startTestStore({ now: NOW, config: { PaymentProvider: 'signed' } });
});
afterAll(async () => {
  await store.close();
  delete paymentProviders.signed;
});

const deliver = (raw: string, signature = sign(raw), provider = 'signed') =>
  store.app.inject({ method: 'POST', url: `/middleware/webhooks/${provider}`, headers: { 'content-type': 'application/json', 'x-signature': signature }, payload: raw });

describe('provider webhooks', () => {
  it('refuses a body whose signature does not verify, and answers 404 for another provider', async () => {
    const raw = JSON.stringify({ id: 'evt_1', type: 'ignored', providerType: 'customer.created' });
    const forged = await deliver(raw, sign(`${raw} `));
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({ status: 400, body: { Errors: [{ ErrorMessage: 'Invalid webhook signature.' }] } });
    expect((await deliver(raw, sign(raw), 'stripe')).statusCode).toBe(404);
    expect(await countRows(store, 'payment_webhook_events')).toBe(0);
  });

  it('books a 3-D Secure payment from payment_intent.succeeded, once, however often it is delivered', async () => {
    const event = await freshEvent(store, 10);
    const cart = await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }], { card: CARDS.authenticate });
    const key = randomUUID();
    const parked = await pay(store, cart.body, key);
    expect(parked.statusCode).toBe(402);
    const secret = (parked.json() as { PaymentAction: { ClientSecret: string } }).PaymentAction.ClientSecret;
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    await settleAuthentication(store.ctx.db, intentId, { approve: true, message: '' });
    const raw = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'intent.succeeded', intentId });
    const first = await deliver(raw);
    expect({ status: first.statusCode, body: first.json() }).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const again = await deliver(raw);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const l = await expectMoneyMatchesBookings(store, [key]);
    expect([l.captured, l.transactions, l.bookings]).toEqual([1, 1, 1]);
    // The visitor's browser, back later, gets the receipt the webhook made.
    const retry = await pay(store, cart.body, key);
    expect(retry.statusCode).toBe(200);
    const scrape = await store.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scrape.body).toMatch(/gt_payment_events_total\{provider="signed",type="intent.succeeded",outcome="duplicate"\} 1/);
  });
});
