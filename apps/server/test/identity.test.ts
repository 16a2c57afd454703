/**
 * Identity verification (spec 01 §4, §7 `IDME/UserData`, §8): the development
 * provider's authorize page and its OAuth errors, GET /api/IDME/UserData reading the groups on
 * the server and issuing an IdentityToken, a real provider's user-data endpoint, and tickets
 * bought at the verified group's rate only with a verification the server made.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TransactionResult } from '@gt/contract/transactions';
import { toDollars } from '@gt/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/server-config';
import { cartFor, countRows, expectErrors, freshEvent, pay, pricedLines, transactionBody } from './checkout-support';
import { startTestStore, type TestStore } from './harness';
import { CHECKOUT, MILITARY, OK, authorize, decide, devAccessToken, returned, userData } from './identity-support';
import { NOW, useTestStore } from './support';

const t = useTestStore();

describe('the development identity provider', () => {
  it('shows a page marked as development with the groups asked for and Deny', async () => {
    const res = await authorize(t.store, OK);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<strong>Development only.</strong>');
    expect(res.body).toContain('>Verify as military: active duty</button>');
    expect(res.body).toContain('value="deny">Deny</button>');
    expect(res.body).toContain('<input type="hidden" name="state" value="st8">');
  });

  it('returns the OAuth errors to the registered address, never to another one', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ redirect_uri: 'https://evil.example/steal' }, 'invalid_redirect_uri'],
      [{ client_id: 'someone-else' }, 'invalid_client'],
      [{ response_type: 'code' }, 'unsupported_response_type'],
      [{ scope: 'teacher' }, 'invalid_scope'],
      [{ scope: '' }, 'invalid_scope'],
    ];
    for (const [change, error] of cases) {
      const r = returned(await authorize(t.store, { ...OK, ...change }));
      expect({ address: r.address, error: r.params.error, state: r.params.state }).toEqual({ address: CHECKOUT, error, state: 'st8' });
    }
  });

  it('returns access_denied on Deny and an access token for the group picked', async () => {
    const denied = returned(await decide(t.store, { ...OK, choice: 'deny' }));
    expect(denied).toEqual({ address: CHECKOUT, params: { error: 'access_denied', error_description: 'The user denied the request.', state: 'st8' } });
    const granted = returned(await decide(t.store, { ...OK, choice: MILITARY }));
    expect(granted.address).toBe(CHECKOUT);
    expect(granted.params).toMatchObject({ token_type: 'bearer', expires_in: '600', state: 'st8' });
    expect(granted.params.access_token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('re-checks the posted request and refuses a group that was not asked for', async () => {
    expect(returned(await decide(t.store, { ...OK, client_id: 'x', choice: MILITARY })).params.error).toBe('invalid_client');
    expect(returned(await decide(t.store, { ...OK, choice: JSON.stringify(['military', 'general']) })).params.error).toBe('invalid_scope');
  });
});

describe('GET /api/IDME/UserData', () => {
  it('reads the group of the access token and issues an IdentityToken, stored hashed', async () => {
    const res = await userData(t.store, await devAccessToken(t.store));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: unknown; IdentityToken: string };
    expect(body.status).toEqual([{ group: 'military', subgroups: ['active duty'], verified: true }]);
    expect(body.IdentityToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const rows = (await t.store.ctx.db.execute(
      `select kind, token_hash = '${createHash('sha256').update(body.IdentityToken).digest('hex')}' as hashed, expires_at from identity_verifications where token_hash in ('${body.IdentityToken}', '${createHash('sha256').update(body.IdentityToken).digest('hex')}')`,
    )) as unknown as { rows: { kind: string; hashed: boolean; expires_at: Date | string }[] };
    expect(rows.rows.map((r) => [r.kind, r.hashed, new Date(r.expires_at).getTime() - NOW.getTime()])).toEqual([['verified', true, 60 * 60_000]]);
  });

  it('refuses an unknown, an expired access token and an IdentityToken used as one', async () => {
    expectErrors(await userData(t.store, 'AAAAAAAAAAAAAAAAAAAAAA'), 401, 'Your identity verification has expired or is not valid, please verify again.');
    const verified = (await userData(t.store, await devAccessToken(t.store))).json() as { IdentityToken: string };
    expectErrors(await userData(t.store, verified.IdentityToken), 401, 'Your identity verification has expired or is not valid, please verify again.');
    const token = await devAccessToken(t.store);
    t.store.setNow(new Date(NOW.getTime() + 11 * 60_000));
    try {
      expectErrors(await userData(t.store, token), 401, 'Your identity verification has expired or is not valid, please verify again.');
    } finally {
      t.store.setNow(NOW);
    }
  });

  it('is rate-limited like the other lookups of a secret', async () => {
    const limited = await startTestStore({ now: NOW, seed: false, config: { LookupRateLimitPerMinute: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await userData(limited, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
      const res = await userData(limited, 'AAAAAAAAAAAAAAAAAAAAAA');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ Errors: [{ ErrorMessage: expect.stringMatching(/^Too many requests, please try again in \d+ seconds\.$/) }] });
    } finally {
      await limited.close();
    }
  });
});

describe('tickets at the verified group rate', () => {
  /** Two adults at the Military rate (cost rate 3, $20.00 + 8.25 %), bought by the guest of `email`. */
  async function militaryCart(email?: string) {
    const lines = [{ TourProductID: 1, Quantity: 2 }];
    const cart = await cartFor(t.store, await freshEvent(t.store, 10), lines, { email });
    const products = await pricedLines(t.store, lines.map((l) => ({ TourEventID: cart.event.TourEventID, ...l })), 3);
    return transactionBody({ customer: cart.customer, holdRef: cart.hold.TourHoldRef, products, token: cart.token });
  }

  it('prices them at the Military rate with a verification the server made', async () => {
    const verified = (await userData(t.store, await devAccessToken(t.store))).json() as { IdentityToken: string };
    const res = await pay(t.store, { ...(await militaryCart()), IdentityToken: verified.IdentityToken });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as TransactionResult;
    expect(r.Products[0]).toMatchObject({ CostRateID: 3, LinePriceIncTax: toDollars(2 * (2000 + 165)) });
    expect(r.TotalPaid).toBe(43.3);
  });

  it('spends the verification with the sale it discounts: one IdentityToken, three buyers, one verified rate', async () => {
    const verified = (await userData(t.store, await devAccessToken(t.store))).json() as { IdentityToken: string };
    const [first, second, third] = [await militaryCart('kim.first@example.org'), await militaryCart('lou.second@example.org'), await militaryCart('max.third@example.org')];
    const paid = await pay(t.store, { ...first, IdentityToken: verified.IdentityToken });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as TransactionResult).TotalPaid).toBe(43.3);
    // The two others carry the same token: refused before their cards are charged, as for a lapsed verification.
    const charges = await countRows(t.store, 'sandbox_charges');
    for (const other of [second, third]) expectErrors(await pay(t.store, { ...other, IdentityToken: verified.IdentityToken }), 403, 'Please verify your identity again.');
    expect(await countRows(t.store, 'sandbox_charges')).toBe(charges);
    const receipt = (paid.json() as TransactionResult).ReceiptNo;
    expect(await countRows(t.store, 'identity_verifications', `kind = 'verified' and spent_receipt_no = ${receipt}`)).toBe(1);
  });

  it('refuses them without a token, with a forged one, with an access token and after the verification expired', async () => {
    const body = await militaryCart();
    expectErrors(await pay(t.store, body), 400, 'Cost rate 3 is not available for this order.');
    expectErrors(await pay(t.store, { ...body, IdentityToken: 'forgedforgedforgedforg' }), 403, 'Please verify your identity again.');
    expectErrors(await pay(t.store, { ...body, IdentityToken: await devAccessToken(t.store) }), 403, 'Please verify your identity again.');
    const verified = (await userData(t.store, await devAccessToken(t.store))).json() as { IdentityToken: string };
    t.store.setNow(new Date(NOW.getTime() + 61 * 60_000));
    try {
      expectErrors(await pay(t.store, { ...body, IdentityToken: verified.IdentityToken }), 403, 'Please verify your identity again.');
    } finally {
      t.store.setNow(NOW);
    }
  });
});

describe('a real identity provider (configuration only)', () => {
  let provider: Server;
  let store: TestStore;
  beforeAll(async () => {
    // An ID.me-like user-data endpoint: a verified military group and an unverified one for one token.
    provider = createServer((req, res) => {
      if (req.headers.authorization !== 'Bearer real-token-123') return void res.writeHead(401).end('{"error":"invalid_token"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          attributes: [{ handle: 'uuid', name: 'Unique Identifier', value: 'idme-uuid-42' }],
          status: [
            { group: 'teacher', subgroups: [], verified: false },
            { group: 'military', subgroups: ['Active Duty'], verified: true },
          ],
        }),
      );
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/public/v3/attributes.json`;
    store = await startTestStore({ now: NOW, config: { Identity: { UserDataURL: url }, Public: { IdentityProvider: { AuthorizeURL: 'https://id.example/oauth/authorize', ClientID: 'live-client' } } } });
  });
  afterAll(async () => {
    await store?.close();
    await new Promise((r) => provider?.close(r));
  });

  it('reads the groups from its user-data endpoint with the access token, and serves no development page', async () => {
    const res = await userData(store, 'real-token-123');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { status: unknown }).status).toEqual([
      { group: 'teacher', subgroups: [], verified: false },
      { group: 'military', subgroups: ['Active Duty'], verified: true },
    ]);
    const rows = (await store.ctx.db.execute(`select group_name, subgroups, ext_user_id from identity_verifications where kind = 'verified'`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ group_name: 'military', subgroups: ['Active Duty'], ext_user_id: 'idme-uuid-42' }]);
    expectErrors(await userData(store, 'wrong-token-123'), 401, 'Your identity verification has expired or is not valid, please verify again.');
    expect((await authorize(store, OK)).statusCode).toBe(404);
    expect((await store.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({
      IdentityProvider: { AuthorizeURL: 'https://id.example/oauth/authorize', ClientID: 'live-client', Scopes: 'military', RedirectURL: '' },
    });
  });
});

describe('identity configuration', () => {
  it('has no provider without demo data or a user-data address, and refuses a real provider without one', () => {
    const off = loadConfig({}, { SeedDemoData: false });
    expect([off.IdentityDevProvider, off.Public.IdentityProvider.AuthorizeURL]).toEqual([false, '']);
    const dev = loadConfig({}, {});
    expect([dev.IdentityDevProvider, dev.Public.IdentityProvider.AuthorizeURL]).toEqual([true, '/dev-identity/authorize']);
    expect(() => loadConfig({}, { Public: { IdentityProvider: { AuthorizeURL: 'https://id.example/oauth/authorize' } } })).toThrow(
      /Identity\.UserDataURL: required with Public\.IdentityProvider\.AuthorizeURL of a real identity provider/,
    );
  });
});
