/**
 * The card provider is chosen by configuration behind the PaymentProvider interface (docs/payments.md):
 * the named adapter takes the charge, an unknown name stops the start, only the chosen
 * provider's own endpoints are served, and a hosted card fields module's origin is allowed by the
 * page's Content-Security-Policy.
 */
import type { TransactionResult } from '@gt/contract/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config/server-config';
import { configuredProvider, paymentProviders, type IntentRequest, type PaymentProvider } from '../src/modules/payments/provider';
import { NOW, createGuest, findEvent, hold, pay, pricedLines, transactionBody } from './checkout-support';
import { startTestStore, type TestStore } from './harness';

/** A provider that approves every token and records what it was asked to charge. */
const charged: IntentRequest[] = [];
const recording: PaymentProvider = {
  name: 'recording',
  createIntent: async (req) => (charged.push(req), { status: 'succeeded', intentId: `ch_${charged.length}`, brand: 'visa', last4: '1111' }),
  retrieveIntent: async (intentId) => ({ status: 'succeeded', intentId, brand: 'visa', last4: '1111' }),
  cancelIntent: async () => undefined,
  refund: async () => ({ ok: true, refundId: 're_1', status: 'succeeded' }),
  chargeOnFile: async () => ({ status: 'failed', code: 'invalid_token', message: 'not on file' }),
  findIntent: async () => undefined,
  verify: async () => ({ ok: true, brand: 'visa', last4: '1111' }),
};

let store: TestStore;
beforeAll(async () => {
  paymentProviders.recording = { create: () => recording };
  store = await startTestStore({ now: NOW, config: { PaymentProvider: 'recording', Public: loadConfig({}, { Public: { CardFieldsURL: 'https://pay.example.com/v2/card-fields.js' } }).Public } });
});
afterAll(async () => {
  await store.close();
  delete paymentProviders.recording;
});

describe('PaymentProvider configuration', () => {
  it('charges through the configured provider', async () => {
    const event = await findEvent(store, 1, '2026-11-25', '09:00');
    const h = await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 2 }] });
    const customer = await createGuest(store);
    const products = await pricedLines(store, [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 2 }]);
    const res = await pay(store, transactionBody({ customer, holdRef: h.TourHoldRef, products, token: 'tok_from_the_provider' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).Payments[0]).toMatchObject({ MaskedCardNumber: '************1111', PaymentReference: 'ch_1' });
    expect(charged).toMatchObject([{ token: 'tok_from_the_provider', amountCents: 6484, currency: 'USD' }]);
  });

  it("serves only the chosen provider's endpoints: no sandbox card fields with another provider", async () => {
    expect((await store.app.inject({ method: 'GET', url: '/sandbox-pay/card-fields.js' })).statusCode).toBe(404);
  });

  it("lets the page load a hosted card fields module from the provider's origin (Content-Security-Policy)", async () => {
    const csp = String((await store.app.inject({ method: 'GET', url: '/api/v1/config' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://pay.example.com;");
    expect(csp).toContain("connect-src 'self' https://pay.example.com;");
    expect(csp).toContain("frame-src 'self' https://pay.example.com");
  });

  it('stops the start for a provider name that is not known', () => {
    const ctx = { config: loadConfig({}, { PaymentProvider: 'stripe' }) } as AppContext;
    expect(() => configuredProvider(ctx)).toThrow(/^Invalid configuration: PaymentProvider "stripe" is not a known card provider \(known: sandbox, recording\)$/);
  });
});
