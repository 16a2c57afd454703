/**
 * The server with PaymentProvider "stripe" (docs/payments.md#connecting-a-stripe-account): it starts
 * against the local Stripe stand-in (Stripe.ApiBase), serves Stripe's browser module, allows
 * Stripe's origins in the page's CSP (only then), keeps the secrets off the public configuration,
 * and refuses to start without its keys.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/server-config';
import { configuredProvider } from '../src/modules/payments/provider';
import { startTestStore, type TestStore } from './harness';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_app_test';
let fake: FakeStripe;
let store: TestStore;

beforeAll(async () => {
  fake = await startFakeStripe();
  store = await startTestStore({
    config: {
      PaymentProvider: 'stripe',
      Stripe: { SecretKey: fake.secretKey, WebhookSecret: WEBHOOK_SECRET, ApiBase: fake.apiBase },
      Public: { CardFieldsKey: 'pk_test_local' },
    },
  });
  await store.app.ready();
});
afterAll(async () => {
  await store?.close();
  await fake?.close();
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('PaymentProvider "stripe"', () => {
  it("serves Stripe's browser module, which loads Stripe.js from Stripe", async () => {
    const res = await store.app.inject({ method: 'GET', url: '/stripe-pay/card-fields.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toContain('window.GTCardFields');
    expect(res.body).toContain("'https://js.stripe.com/v3'");
    // Sent as is (no build step): it must parse as a script.
    expect(() => new Function(res.body)).not.toThrow();
    expect((await store.app.inject({ method: 'GET', url: '/sandbox-pay/card-fields.js' })).statusCode).toBe(404);
  });

  it('gives the browser the module and the publishable key, never a secret', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ CardFieldsURL: '/stripe-pay/card-fields.js', CardFieldsKey: 'pk_test_local' });
    expect(res.body).not.toContain(fake.secretKey);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
  });

  it("allows Stripe's documented origins in the page's CSP", async () => {
    const policy = csp((await store.app.inject({ method: 'GET', url: '/api/v1/config' })).headers);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self'[^;]* https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
  });

  it('pays through Stripe.ApiBase', async () => {
    const provider = configuredProvider(store.ctx).create(store.ctx, async () => undefined);
    const base = new URL(fake.apiBase);
    const helper = new Stripe(fake.secretKey, { host: base.hostname, port: base.port, protocol: 'http' });
    const { id } = await helper.testHelpers.confirmationTokens.create({ payment_method: 'pm_card_visa' });
    const result = await provider.createIntent({
      token: id,
      amountCents: 4200,
      currency: 'USD',
      idempotencyKey: 'app-1',
      description: 'Tickets',
      saveCard: false,
    });
    expect(result).toMatchObject({ status: 'succeeded', last4: '4242' });
  });

  it('leaves the CSP without Stripe under the sandbox', async () => {
    const sandbox = await startTestStore({ seed: false });
    try {
      expect(csp((await sandbox.app.inject({ method: 'GET', url: '/api/v1/config' })).headers)).not.toContain('stripe.com');
      expect((await sandbox.app.inject({ method: 'GET', url: '/stripe-pay/card-fields.js' })).statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});

describe('Stripe configuration', () => {
  const keys = { GT_STRIPE_SECRET_KEY: 'sk_test_abc', GT_STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
  const stripe = { PaymentProvider: 'stripe', Public: { CardFieldsKey: 'pk_test_abc' } } as const;

  it('reads the secrets from the environment', () => {
    const config = loadConfig(keys, stripe);
    expect(config.Stripe).toEqual({ SecretKey: 'sk_test_abc', WebhookSecret: 'whsec_abc', ApiBase: 'https://api.stripe.com' });
    expect(config.Public.CardFieldsURL).toBe('/stripe-pay/card-fields.js');
  });

  it('refuses to start without the keys', () => {
    expect(() => loadConfig({}, stripe)).toThrow(
      'Stripe.SecretKey: PaymentProvider "stripe" needs the secret key (sk_test_… or sk_live_…) in GT_STRIPE_SECRET_KEY; Stripe.WebhookSecret: PaymentProvider "stripe" needs the webhook endpoint\'s signing secret (whsec_…) in GT_STRIPE_WEBHOOK_SECRET',
    );
  });

  it('refuses a publishable key that is not pk_…, or of the other mode', () => {
    expect(() => loadConfig(keys, { ...stripe, Public: { CardFieldsKey: 'sk_test_abc' } })).toThrow(
      'Public.CardFieldsKey: PaymentProvider "stripe" needs the publishable key (pk_test_… or pk_live_…), never a secret key',
    );
    expect(() => loadConfig(keys, { ...stripe, Public: { CardFieldsKey: 'pk_live_abc' } })).toThrow(
      'the publishable key is a live key but Stripe.SecretKey a test key',
    );
  });

  it('refuses the secret key in the configuration file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gt-stripe-')), 'gt.config.json');
    writeFileSync(file, JSON.stringify({ ...stripe, Stripe: { SecretKey: 'sk_test_abc' } }));
    expect(() => loadConfig({ ...keys, GT_CONFIG_FILE: file })).toThrow(
      'Stripe.SecretKey is a secret: set it with GT_STRIPE_SECRET_KEY, not in the file',
    );
  });

  it('needs no Stripe keys with the sandbox', () => {
    expect(loadConfig({}).Stripe.SecretKey).toBe('');
  });
});
