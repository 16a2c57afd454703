/**
 * Secrets and enumeration (docs/architecture.md#identity-and-secrets; HiEventsDev/Hi.Events#18
 * guessable ticket codes, HiEventsDev/Hi.Events#1080 promo-code brute force): barcodes and hold
 * references carry at least 80 random bits from the OS CSPRNG, and every lookup that takes a
 * guessable secret has a small per-client budget (429 in the spec's error shape) and one answer for
 * "unknown", so that it cannot be enumerated.
 */
import { readFile } from 'node:fs/promises';
import type { Customer } from '@gt/contract/customers';
import type { TransactionResult } from '@gt/contract/transactions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { newBarcode, newHoldRef } from '../src/lib/random-codes';
import { startTestStore, type TestStore } from './harness';
import { NOW, cartFor, createGuest, freshEvent, hold, pay } from './checkout-support';

const BUDGET = 5;
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: BUDGET } });
});
afterAll(async () => {
  await store.close();
});

/** Bits of randomness the samples show: per position, log2 of the distinct symbols seen there. */
function observedBits(samples: string[]): number {
  const length = samples[0]?.length ?? 0;
  let bits = 0;
  for (let i = 0; i < length; i++) bits += Math.log2(new Set(samples.map((s) => s[i])).size);
  return bits;
}

describe('random identifiers', () => {
  const N = 50_000;

  it('barcodes: 20 Crockford base32 characters (100 bits), no collision in 50,000, every symbol in every position', () => {
    const codes = Array.from({ length: N }, newBarcode);
    for (const c of codes.slice(0, 1000)) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(new Set(codes).size).toBe(N);
    expect(observedBits(codes)).toBe(100);
  });

  it('hold references: 22 base64url characters (128 bits), no collision in 50,000', () => {
    const refs = Array.from({ length: N }, newHoldRef);
    for (const r of refs.slice(0, 1000)) expect(r).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(refs).size).toBe(N);
    // 21 characters of 6 bits and a last one of 2 bits.
    expect(observedBits(refs)).toBe(128);
  });

  it('come from the operating system CSPRNG (crypto.randomBytes), never Math.random or counters', async () => {
    const source = await readFile(new URL('../src/lib/random-codes.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/import \{ randomBytes, randomInt \} from 'node:crypto'/);
    expect(source).not.toMatch(/Math\.random|Date\.now|performance\.now/);
    expect(source).toMatch(/newBarcode = \(\): string => base32\(13\)\.slice\(0, 20\)/);
    expect(source).toMatch(/newHoldRef = \(\): string => randomBytes\(16\)\.toString\('base64url'\)/);
    expect(source).toMatch(/newGiftCardNo = \(\): string => base32\(10\)/);
  });

  it('the API hands out such references and barcodes (50 holds, one receipt)', async () => {
    const event = await freshEvent(store, 200);
    const refs = [];
    for (let i = 0; i < 50; i++)
      refs.push((await hold(store, { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] })).TourHoldRef);
    for (const r of refs) expect(r).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(refs).size).toBe(50);
    const { body } = await cartFor(store, event, [{ TourProductID: 1, Quantity: 3 }]);
    const receipt = (await pay(store, body)).json() as TransactionResult;
    const codes = [...receipt.Events.map((e) => e.Barcode), ...receipt.Products.flatMap((p) => p.Barcodes)];
    expect(codes).toHaveLength(4);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(new Set(codes).size).toBe(4);
  });
});

/**
 * Every lookup that takes a guessable secret. A later lookup (coupon, gift card hold, member
 * validation, find my booking) adds one line here and `config: lookupRateLimit(ctx)` to its route.
 */
const LOOKUPS: { name: string; request: (i: number) => InjectOptions }[] = [
  {
    name: 'customer by id and e-mail',
    request: (i) => ({ method: 'GET', url: `/api/v1/customers?CustomerID=${1000 + i}&Email=guess${i}%40example.org` }),
  },
  {
    name: 'card tokenizing (card testing)',
    request: (i) => ({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: { number: '4242424242424242', expMonth: 1 + (i % 12), expYear: 2030, cvv: '123' },
    }),
  },
];
const TOO_MANY = /^Too many requests, please try again in \d+ seconds\.$/;

describe.each(LOOKUPS)('lookup: $name', ({ request }) => {
  const from = (address: string, i: number, headers: Record<string, string> = {}) => {
    const r = request(i);
    return store.app.inject({ ...r, remoteAddress: address, headers: { ...(r.headers ?? {}), ...headers } });
  };

  it(`allows ${BUDGET} per client and minute, then answers 429 in the spec's error shape`, async () => {
    for (let i = 0; i < BUDGET; i++) expect((await from('203.0.113.10', i)).statusCode).not.toBe(429);
    const refused = await from('203.0.113.10', BUDGET);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const body = refused.json() as { Errors: { ErrorMessage: string }[] };
    expect(Object.keys(body)).toEqual(['Errors']);
    expect(body.Errors).toHaveLength(1);
    expect(body.Errors[0]?.ErrorMessage).toMatch(TOO_MANY);
  });

  it('cannot be reset by claiming another address in X-Forwarded-For', async () => {
    for (let i = 0; i < BUDGET; i++) await from('203.0.113.20', i);
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.20', i, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(429);
  });

  it('counts each client separately', async () => {
    for (let i = 0; i < BUDGET + 1; i++) await from('203.0.113.30', i);
    expect((await from('203.0.113.31', 0)).statusCode).not.toBe(429);
  });

  it('behind a trusted proxy (TrustProxy), counts the client the proxy names', async () => {
    const app = await buildApp({ ...store.ctx, config: { ...store.ctx.config, TrustProxy: ['127.0.0.1'] } });
    try {
      const via = (client: string, i: number) => {
        const r = request(i);
        return app.inject({ ...r, remoteAddress: '127.0.0.1', headers: { ...(r.headers ?? {}), 'x-forwarded-for': client } });
      };
      for (let i = 0; i < BUDGET; i++) expect((await via('198.51.100.7', i)).statusCode).not.toBe(429);
      expect((await via('198.51.100.7', BUDGET)).statusCode).toBe(429);
      // A spoofed address in front of the proxy's entry does not help either.
      expect((await via('10.9.9.9, 198.51.100.7', 0)).statusCode).toBe(429);
      expect((await via('198.51.100.8', 0)).statusCode).not.toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('customer lookup answers', () => {
  it('give one generic answer for an unknown id, a wrong e-mail and someone else’s id', async () => {
    const ann = await createGuest(store, 'ann.lookup@example.org');
    const bob = await createGuest(store, 'bob.lookup@example.org');
    const ask = (id: number, email: string) =>
      store.app.inject({
        method: 'GET',
        url: `/api/v1/customers?CustomerID=${id}&Email=${encodeURIComponent(email)}`,
        remoteAddress: '203.0.113.50',
      });
    const found = await ask(ann.CustomerID, 'ANN.lookup@example.org');
    expect((found.json() as Customer[]).map((c) => c.CustomerID)).toEqual([ann.CustomerID]);
    const misses = [
      await ask(ann.CustomerID, 'someone@example.org'),
      await ask(987654, 'ann.lookup@example.org'),
      await ask(bob.CustomerID, 'ann.lookup@example.org'),
    ];
    for (const m of misses)
      expect([m.statusCode, m.headers['content-type'], m.body]).toEqual([200, 'application/json; charset=utf-8', '[]']);
  });
});
