/** The sandbox card provider: tokenizer script and card checks (docs/architecture.md#payments). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { CARDS, NOW, countRows } from './checkout-support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, seed: false });
});
afterAll(async () => {
  await store.close();
});

const tokenize = (card: Record<string, unknown>) =>
  store.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: { number: CARDS.approve, expMonth: 12, expYear: 2030, cvv: '123', ...card },
  });

describe('GET /sandbox-pay/tokenizer.js', () => {
  it('serves the browser script exposing window.GTCardTokenizer.tokenize (also as window.SandboxPay)', async () => {
    const res = await store.app.inject({ method: 'GET', url: '/sandbox-pay/tokenizer.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.body).toContain('window.GTCardTokenizer = window.SandboxPay =');
    expect(res.body).toContain("'/sandbox-pay/tokens'");
  });
});

describe('POST /sandbox-pay/tokens', () => {
  it('returns a random single-use token with brand and last 4 digits, storing no card number', async () => {
    const res = await tokenize({ number: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{24}$/),
      brand: 'visa',
      last4: '4242',
      expiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    });
    expect((await tokenize({})).json().token).not.toBe(body.token);
    expect(await countRows(store, 'sandbox_card_tokens', "last4 = '4242'")).toBe(2);
    const dump = JSON.stringify(((await store.ctx.db.execute('select * from sandbox_card_tokens')) as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain('4242424242424242');
  });

  it.each([
    [{ number: '4242424242424241' }, 'number', 'Your card number is invalid.'],
    [{ number: '4242' }, 'number', 'Your card number is invalid.'],
    [{ expMonth: 10, expYear: 2026 }, 'expiry', "Your card's expiration date is invalid."],
    [{ expMonth: 13 }, 'expiry', "Your card's expiration date is invalid."],
    [{ cvv: '12' }, 'cvv', "Your card's security code is invalid."],
    [{ number: '378282246310005', cvv: '123' }, 'cvv', "Your card's security code is invalid."],
  ])('refuses %j on the %s field', async (card, field, error) => {
    const res = await tokenize(card);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field });
  });

  it('accepts the current month and a 2-digit year', async () => {
    expect((await tokenize({ expMonth: 11, expYear: 26 })).statusCode).toBe(201);
  });
});
