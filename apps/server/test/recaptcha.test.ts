/**
 * reCAPTCHA v3 at checkout (docs/checkout-api.md#6-coupons-gift-cards-donation-and-fee; spec 01 §5): off by default; with a site key the
 * payment's token is verified by the configured service — here a local stand-in verifier that
 * knows a human token, a robot token (low score) and a token of another action.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, countRows, expectErrors, freshEvent, pay } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { orderFor } from './promotions-support';

const VERDICTS: Record<string, object> = {
  human: { success: true, score: 0.9, action: 'checkout' },
  robot: { success: true, score: 0.1, action: 'checkout' },
  login: { success: true, score: 0.9, action: 'login' },
};

let verifier: Server;
let seen: URLSearchParams[] = [];
let store: TestStore;
beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(form.get('secret') === 'the-secret' ? (VERDICTS[form.get('response') ?? ''] ?? { success: false }) : { success: false }));
    });
  });
  await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r));
  const port = (verifier.address() as AddressInfo).port;
  store = await startTestStore({
    now: NOW,
    config: { Public: { RecaptchaV3Client: 'site-key' }, Recaptcha: { Secret: 'the-secret', VerifyURL: `http://127.0.0.1:${port}/siteverify`, MinScore: 0.5 } },
  });
});
afterAll(async () => {
  await store.close();
  verifier.close();
});

describe('reCAPTCHA v3 at checkout', () => {
  it('refuses a payment without a token, with a robot score or another action, before any charge; a human pays', async () => {
    const event = await freshEvent(store, 50);
    const { body } = await orderFor(store, event, { products: [{ TourProductID: 1, Quantity: 1 }] });
    const refused = 'We could not verify that you are not a robot, please try again.';
    expectErrors(await pay(store, body), 400, refused);
    for (const token of ['robot', 'login', 'forged']) expectErrors(await pay(store, { ...body, RecaptchaToken: token }), 400, refused);
    expect(await countRows(store, 'sandbox_charges')).toBe(0);
    seen = [];
    const res = await pay(store, { ...body, RecaptchaToken: 'human' });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.map((f) => [f.get('secret'), f.get('response')])).toEqual([['the-secret', 'human']]);
  });

  it('is off without a site key (the default): no token needed', async () => {
    const plain = await startTestStore({ now: NOW });
    try {
      const event = await freshEvent(plain, 50);
      const { body } = await orderFor(plain, event, { products: [{ TourProductID: 1, Quantity: 1 }] });
      expect((await pay(plain, body)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
