/**
 * Logs, caches and rate limits (docs/architecture.md#identity-and-secrets): entry credentials and personal data stay out of
 * request logs and caches; the storefront's files do not eat the API budget; payments have a
 * per-client budget of their own.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { TransactionResult } from '@gt/contract/transactions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CARDS, NOW, cartFor, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { orderFor } from './promotions-support';

const PAYMENTS = 3;
const GLOBAL = 20;
let store: TestStore;
let files: string;
beforeAll(async () => {
  files = await mkdtemp(join(tmpdir(), 'gt-storefront-'));
  await mkdir(join(files, 'assets'));
  await writeFile(join(files, 'index.html'), '<!doctype html><title>GT</title><body><div id="root"></div></body>');
  for (let i = 0; i < 30; i++) await writeFile(join(files, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
  store = await startTestStore({
    now: NOW,
    config: { StorefrontDir: files, RateLimitPerMinute: GLOBAL, PaymentRateLimitPerMinute: PAYMENTS, LookupRateLimitPerMinute: GLOBAL },
  });
});
afterAll(async () => {
  await store.close();
  await rm(files, { recursive: true });
});

let client = 0;
/** A new client address for each test (the rate limits count per address). */
const newClient = () => `203.0.113.${++client}`;
const from = (address: string, r: InjectOptions) => store.app.inject({ ...r, remoteAddress: address });

describe('Cache-Control', () => {
  it('keeps responses with personal data or secrets out of every cache (no-store)', async () => {
    const me = newClient();
    const { body, hold, customer } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    const paid = await pay(store, body);
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = paid.json() as TransactionResult;
    const barcode = receipt.Products[0]?.Barcodes[0] as string;
    const email = encodeURIComponent(customer.CustomerAddress[0]?.Email ?? '');
    const replies = {
      'POST customers': await from(me, { method: 'POST', url: '/api/v1/customers', payload: [{ ...customer, CustomerID: undefined }] }),
      'GET customers': await from(me, { method: 'GET', url: `/api/v1/customers?CustomerID=${customer.CustomerID}&Email=${email}` }),
      'POST TourHolds': await from(me, { method: 'POST', url: '/api/v1/TourHolds', payload: { TourEventID: body.Products[0]?.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] } }),
      'GET TourHolds': await from(me, { method: 'GET', url: `/api/v1/TourHolds/${hold.TourHoldRef}` }),
      'POST Transactions (receipt)': paid,
      'POST Transactions (refused)': await pay(store, body),
      'POST sandbox tokens': await from(me, { method: 'POST', url: '/sandbox-pay/tokens', payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' } }),
    };
    for (const [name, res] of Object.entries(replies)) expect([name, res.headers['cache-control']]).toEqual([name, 'no-store']);
    const png = await from(me, { method: 'GET', url: `/api/v1/Barcode/?barcode=${barcode}` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['cache-control']).toBe('private, no-store');
    const qr = await from(me, { method: 'GET', url: `/api/v1/QRCode/?code=${barcode}` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the storefront files and the public configuration cacheable', async () => {
    const me = newClient();
    expect((await from(me, { method: 'GET', url: '/GT/assets/chunk-1.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await from(me, { method: 'GET', url: '/api/v1/config' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('request logs', () => {
  it('redact ticket codes (barcodes and QR codes), e-mails and hold references from the logged URLs', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const app = await buildApp(store.ctx, { logger: { stream } });
    try {
      const secrets = ['7K3QJ9ZP2M4TX8VB6N1R', 'ann.lee%40example.org', 'Xq3vB7pL0aZk9mN2cD4fGh'];
      await app.inject({ method: 'GET', url: `/api/v1/Barcode/?barcode=${secrets[0]}&includeLable=false` });
      await app.inject({ method: 'GET', url: `/api/v1/QRCode/?code=${secrets[0]}` });
      await app.inject({ method: 'GET', url: `/api/v1/customers?CustomerID=1&Email=${secrets[1]}` });
      await app.inject({ method: 'GET', url: `/api/v1/TourHolds/${secrets[2]}` });
      const urls = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
      expect(urls).toEqual([
        '/api/v1/Barcode/?barcode=[redacted]&includeLable=false',
        '/api/v1/QRCode/?code=[redacted]',
        '/api/v1/customers?CustomerID=1&Email=[redacted]',
        '/api/v1/TourHolds/[redacted]',
      ]);
      for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('the log of a whole purchase', () => {
  it('has no card number, card token, gift card number, PIN, unique coupon code or customer token', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const app = await buildApp(store.ctx, { logger: { stream } });
    const logged = { ...store, app };
    try {
      const event = await freshEvent(logged, 20);
      // S8Z73B3Y7QGDE2FF: the demo's $50 card with PIN 4321; WVPVXSE0ND3AZ2DR: a unique VIP code.
      const order = await orderFor(logged, event, { products: [{ TourProductID: 1, Quantity: 2 }], coupons: ['WVPVXSE0ND3AZ2DR'], giftCards: [{ no: 'S8Z73B3Y7QGDE2FF', pin: '4321' }] });
      await app.inject({ method: 'GET', url: '/api/v1/coupons?CouponCode=WVPVXSE0ND3AZ2DR' });
      const res = await pay(logged, order.body);
      expect(res.statusCode, res.body).toBe(200);
      const card = order.body.Payments?.find((p) => p.CardToken);
      const log = lines.join('');
      expect(log).toContain('/middleware/api/Transactions');
      for (const secret of [CARDS.approve, 'S8Z73B3Y7QGDE2FF', 'WVPVXSE0ND3AZ2DR', '"4321"', card?.CardToken, order.body.CustomerToken]) {
        expect(log, String(secret)).not.toContain(String(secret));
      }
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  it('do not count the storefront files; the page counts the two answers it carries, as the browser\'s own requests counted', async () => {
    const me = newClient();
    for (let i = 0; i < 30; i++) expect((await from(me, { method: 'GET', url: `/GT/assets/chunk-${i}.js` })).statusCode).toBe(200);
    // /GT/products carries the configuration and the display areas (http/first-load.ts).
    expect((await from(me, { method: 'GET', url: '/GT/products' })).body).toContain('"/api/v1/DisplayAreas?type=bookingtypes":[');
    for (let i = 0; i < GLOBAL - 2; i++) expect((await from(me, { method: 'GET', url: '/api/v1/costrates' })).statusCode).toBe(200);
    const refused = await from(me, { method: 'GET', url: '/api/v1/costrates' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Errors: [{ ErrorMessage: expect.stringMatching(/^Too many requests, please try again in \d+ seconds\.$/) }] });
  });

  it(`give payments a per-client budget of their own (PaymentRateLimitPerMinute = ${PAYMENTS})`, async () => {
    const me = newClient();
    const attempt = (address: string) =>
      from(address, { method: 'POST', url: '/middleware/api/Transactions', headers: { 'x-middleware-key': 'gt-storefront', 'idempotency-key': `k-${Math.random()}` }, payload: {} });
    for (let i = 0; i < PAYMENTS; i++) expect((await attempt(me)).statusCode).toBe(400);
    const refused = await attempt(me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Errors[0].ErrorMessage).toMatch(/^Too many requests, please try again in \d+ seconds\.$/);
    // Another client still pays; the same client can still browse.
    expect((await attempt(newClient())).statusCode).toBe(400);
    expect((await from(me, { method: 'GET', url: '/api/v1/costrates' })).statusCode).toBe(200);
  });
});
