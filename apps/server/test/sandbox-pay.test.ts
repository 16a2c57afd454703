/**
 * The sandbox card provider's own endpoints (docs/payments.md#the-sandbox-provider): the browser
 * module, the hosted fields and 3-D Secure test pages (framable from any origin), card checks,
 * and the intents the test page reads and answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from './harness';
import { CARDS, NOW, countRows, expectErrors } from './checkout-support';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ now: NOW, seed: false });
});
afterAll(async () => {
  await store.close();
});

const get = (url: string) => store.app.inject({ method: 'GET', url });
const tokenize = (card: Record<string, unknown>) =>
  store.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: { number: CARDS.approve, expMonth: 12, expYear: 2030, cvv: '123', ...card },
  });

describe('GET /sandbox-pay/card-fields.js', () => {
  it('serves the browser module defining window.GTCardFields with its test cards, loadable from another origin', async () => {
    const res = await get('/sandbox-pay/card-fields.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('window.GTCardFields = Object.freeze({');
    expect(res.body).toContain('"authenticationRequired":"4000002760003184"');
    expect(res.body).toContain("'/sandbox-pay/fields?layout='");
    // The module itself never posts a card: only the framed page does.
    expect(res.body).not.toContain('/sandbox-pay/tokens');
  });

  it("serves the pages' script and style sheet", async () => {
    expect((await get('/sandbox-pay/fields.js')).body).toContain("fetch('/sandbox-pay/tokens'");
    expect((await get('/sandbox-pay/challenge.js')).headers['content-type']).toMatch(/^application\/javascript/);
    expect((await get('/sandbox-pay/sandbox.css')).headers['content-type']).toMatch(/^text\/css/);
    expect((await get('/sandbox-pay/tokenizer.js')).statusCode).toBe(404);
  });
});

describe('GET /sandbox-pay/fields', () => {
  const labels = (html: string) => [...html.matchAll(/<label for="(\w+)">([^<]+)</g)].map((m) => [m[1], m[2]]);

  it('draws card number, CVV, and Month and Year selects with 10 years from this one (MonthYear)', async () => {
    const res = await get('/sandbox-pay/fields?layout=MonthYear');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(labels(res.body)).toEqual([
      ['number', 'Card Number'],
      ['cvv', 'CVV'],
      ['month', 'Month'],
      ['year', 'Year'],
    ]);
    expect(res.body).toContain('data-required="Card Number is required."');
    expect(res.body).toContain('autocomplete="cc-number" inputmode="numeric"');
    const years = [...res.body.matchAll(/<option value="(20\d\d)">/g)].map((m) => m[1]);
    expect(years).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035']);
    expect(res.body).toContain('<script src="/sandbox-pay/fields.js"></script>');
    expect(res.body).not.toMatch(/<script>/);
  });

  it('draws one MM/YY Expiry field (SingleExpiry)', async () => {
    const res = await get('/sandbox-pay/fields?layout=SingleExpiry&lang=fr-CA');
    expect(labels(res.body)).toEqual([
      ['number', 'Card Number'],
      ['cvv', 'CVV'],
      ['expiry', 'Expiry'],
    ]);
    expect(res.body).toContain('autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY"');
    expect(res.body).toContain('<html lang="fr-CA">');
  });

  it('refuses an unknown layout or a language that is not a tag', async () => {
    expect((await get('/sandbox-pay/fields?layout=Other')).statusCode).toBe(400);
    expect((await get('/sandbox-pay/fields?layout=MonthYear&lang=%22%3E%3Cscript%3E')).statusCode).toBe(400);
  });

  it.each(['/sandbox-pay/fields?layout=MonthYear', '/sandbox-pay/challenge?client_secret=pi_x_secret_y'])(
    '%s may be framed by any origin, runs only its own files and posts only to the sandbox',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );

  it("keeps the store's own pages unframable by other sites", async () => {
    const res = await get('/api/v1/config');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-src 'self'");
  });
});

describe('the 3-D Secure test page', () => {
  it('is titled like a bank test page, with the two answers', async () => {
    const res = await get('/sandbox-pay/challenge?client_secret=pi_x_secret_y');
    expect(res.body).toContain('<title>Sandbox 3-D Secure test page</title>');
    expect(res.body).toContain('>Complete authentication</button>');
    expect(res.body).toContain('>Fail authentication</button>');
  });

  it('answers 404 "Unknown payment." for a client secret that names no intent', async () => {
    expectErrors(await get('/sandbox-pay/intents/pi_nope?client_secret=pi_nope_secret_nope'), 404, 'Unknown payment.');
    const res = await store.app.inject({
      method: 'POST',
      url: '/sandbox-pay/intents/pi_nope/authenticate',
      payload: { clientSecret: 'pi_nope_secret_nope', approve: true },
    });
    expectErrors(res, 404, 'Unknown payment.');
  });

  it('validates the answer', async () => {
    const res = await store.app.inject({ method: 'POST', url: '/sandbox-pay/intents/pi_x/authenticate', payload: { clientSecret: 'pi_x_secret_y', approve: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0].ErrorMessage).toMatch(/approve/);
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
