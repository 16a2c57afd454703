/**
 * Malformed and hostile input. For every endpoint a
 * valid request is mutated along the fields its zod contract describes (`z.toJSONSchema`): wrong
 * types, boundary numbers (negative, fractional, beyond the column's range), huge strings and
 * arrays, unknown ids, SQL, HTML and NUL payloads, missing and unknown keys, `__proto__`, random
 * JSON and raw non-JSON bodies. Every reply must be below 500, JSON (or the barcode PNG), and a
 * refusal must have the spec's shape `{Errors:[{ErrorMessage}]}` and write nothing (row counts
 * unchanged; a declined card is recorded by design and not counted). The values come from
 * fuzz-mutations.ts; escaping of what users typed is in escaping.test.ts.
 *
 * Each endpoint gets a systematic pass (every field × every hostile value) and FUZZ_RUNS random
 * ones (default 40); seed: FUZZ_SEED (fast-check prints it on failure).
 */
import { randomUUID } from 'node:crypto';
import * as fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BookingTypesQuery,
  CostRatesQuery,
  DisplayAreasQuery,
  TourEventsQuery,
  TourProductsQuery,
  UserDefinedFieldsQuery,
} from '@gt/contract/catalogue';
import { BarcodeQuery } from '@gt/contract/barcode';
import { CreateCustomersRequest, CustomersQuery } from '@gt/contract/customers';
import { IdentityUserDataQuery } from '@gt/contract/memberships';
import { TourHoldRefParams, TourHoldRequest } from '@gt/contract/holds';
import { TokenizeRequest } from '@gt/contract/sandbox-pay';
import { TransactionHeaders, TransactionRequest } from '@gt/contract/transactions';
import type { MailMessage } from '../src/modules/mail/mailer';
import { startTestStore, type TestStore } from './harness';
import { devAccessToken } from './identity-support';
import { type JsonSchema, QUERY_VALUES, STRINGS, allMutations, mutate, randomMutations } from './fuzz-mutations';
import { MIDDLEWARE_KEY, NOW, cartFor, createGuest, freshEvent, guestBody } from './checkout-support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let store: TestStore;
const mail: MailMessage[] = [];
beforeAll(async () => {
  store = await startTestStore({ now: NOW, config: { LookupRateLimitPerMinute: 100_000 } });
  store.ctx.mailer = { send: async (m) => void mail.push(m) };
});
afterAll(async () => {
  await store.close();
});

// ---------------------------------------------------------------- checks

/** Rows that a refused request must not add (a declined card's records are kept by design). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'customers',
    'customer_addresses',
    'tour_holds',
    'tour_hold_udfs',
    'transactions',
    'bookings',
    'booking_lines',
    'tickets',
    'sold_seats',
    'sandbox_card_tokens',
  ];
  const counts = tables.map((t) => `(select count(*) from ${t})::int as "${t}"`);
  counts.push(`(select count(*) from payments where status <> 'declined')::int as "payments"`);
  counts.push(`(select count(*) from sandbox_charges where status <> 'declined')::int as "sandbox_charges"`);
  counts.push(`(select count(*) from idempotency_keys where response_status is distinct from 422)::int as "idempotency_keys"`);
  const res = (await store.ctx.db.execute(`select ${counts.join(', ')}`)) as unknown as { rows: Record<string, number>[] };
  return res.rows[0] as Record<string, number>;
}

const SpecError = z.strictObject({ Errors: z.array(z.strictObject({ ErrorMessage: z.string().min(1) })).min(1) });
const ProviderError = z.strictObject({ error: z.string().min(1), field: z.enum(['number', 'expiry', 'cvv']) });

/** The reply is below 500, JSON (or the barcode PNG) with nosniff, and a refusal has the spec's shape. */
function expectSafe(res: LightMyRequestResponse, opts: { providerErrors?: boolean; png?: boolean }, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode === 204) return;
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  if (opts.png && res.statusCode === 200) {
    expect(res.headers['content-type']).toBe('image/png');
    return;
  }
  expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
  if (res.statusCode < 400) return;
  const shape = opts.providerErrors ? z.union([SpecError, ProviderError]) : SpecError;
  expect(shape.safeParse(res.json()).success, `${what}: ${res.body.slice(0, 300)}`).toBe(true);
}

/** Sends requests and checks each reply; a refusal must leave the row counts as they were. */
async function tracker() {
  let last = await rowCounts();
  return async (request: InjectOptions, opts: { providerErrors?: boolean; png?: boolean }, what: string) => {
    const res = await store.app.inject(request);
    expectSafe(res, opts, what);
    const now = await rowCounts();
    if (res.statusCode >= 400) expect(now, `${what}: ${res.statusCode} ${res.body.slice(0, 200)} wrote rows`).toEqual(last);
    last = now;
    return res;
  };
}

// ---------------------------------------------------------------- endpoints

interface JsonEndpoint {
  name: string;
  schema: z.ZodType;
  example: () => Promise<unknown> | unknown;
  request: (body: unknown) => InjectOptions;
  providerErrors?: boolean;
}

interface QueryEndpoint {
  name: string;
  url: string;
  schema: z.ZodType;
  example: () => Promise<Record<string, string>> | Record<string, string>;
  png?: boolean;
}

const json =
  (method: 'POST', url: string, headers: Record<string, string> = {}) =>
  (body: unknown): InjectOptions => ({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body) ?? '',
  });

const guest = guestBody('ann.fuzz@example.org');

const JSON_ENDPOINTS: JsonEndpoint[] = [
  {
    name: 'POST /api/v1/TourHolds',
    schema: TourHoldRequest,
    example: async () => {
      const event = await freshEvent(store, 500);
      return {
        Action: 'add',
        TourEventID: event.TourEventID,
        TourProducts: [{ TourProductID: 1, Quantity: 1 }],
        BookingUDFs: [{ UDFID: 9, Value: 'Social media' }],
      };
    },
    request: json('POST', '/api/v1/TourHolds'),
  },
  { name: 'POST /api/v1/customers', schema: CreateCustomersRequest, example: () => [guest], request: json('POST', '/api/v1/customers') },
  {
    name: 'POST /sandbox-pay/tokens',
    schema: TokenizeRequest,
    example: () => ({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' }),
    request: json('POST', '/sandbox-pay/tokens'),
    providerErrors: true,
  },
  {
    name: 'POST /middleware/api/Transactions (body)',
    schema: TransactionRequest,
    example: async () =>
      (
        await cartFor(store, await freshEvent(store, 10), [
          { TourProductID: 1, Quantity: 2 },
          { TourProductID: 4, Quantity: 1 },
        ])
      ).body,
    request: (body) =>
      json('POST', '/middleware/api/Transactions', { 'x-middleware-key': MIDDLEWARE_KEY, 'idempotency-key': randomUUID() })(body),
  },
];

const QUERY_ENDPOINTS: QueryEndpoint[] = [
  { name: 'GET /api/v1/DisplayAreas', url: '/api/v1/DisplayAreas', schema: DisplayAreasQuery, example: () => ({ type: 'bookingtypes' }) },
  { name: 'GET /api/v1/BookingTypes', url: '/api/v1/BookingTypes', schema: BookingTypesQuery, example: () => ({ DisplayArea: '1' }) },
  {
    name: 'GET /api/v1/TourEvents',
    url: '/api/v1/TourEvents',
    schema: TourEventsQuery,
    example: () => ({ BookingTypeID: '1', From: '2026-11-24', To: '2026-11-25' }),
  },
  {
    name: 'GET /api/v1/tourproducts',
    url: '/api/v1/tourproducts',
    schema: TourProductsQuery,
    example: () => ({ BookingTypeID: '1', CostRateID: '1', PriceDate: '2026-11-24' }),
  },
  { name: 'GET /api/v1/costrates', url: '/api/v1/costrates', schema: CostRatesQuery, example: () => ({ GroupName: 'military' }) },
  {
    name: 'GET /api/v1/userdefinedfields',
    url: '/api/v1/userdefinedfields',
    schema: UserDefinedFieldsQuery,
    example: () => ({ BookingTypeIDList: '1,2' }),
  },
  {
    name: 'GET /api/v1/customers',
    url: '/api/v1/customers',
    schema: CustomersQuery,
    example: async () => ({
      CustomerID: String((await createGuest(store, 'query.fuzz@example.org')).CustomerID),
      Email: 'query.fuzz@example.org',
    }),
  },
  {
    name: 'GET /api/v1/Barcode/',
    url: '/api/v1/Barcode/',
    schema: BarcodeQuery,
    example: () => ({ barcode: 'SP44AZMCFVRKX07TB1MX', includeLable: 'true' }),
    png: true,
  },
  {
    // A development access token is good once: the broken and repeated ones after it are refused.
    name: 'GET /api/IDME/UserData',
    url: '/api/IDME/UserData',
    schema: IdentityUserDataQuery,
    example: async () => ({ access_token: await devAccessToken(store) }),
  },
  { name: 'GET /api/v1/config', url: '/api/v1/config', schema: z.object({}), example: () => ({}) },
  { name: 'GET /api/v1/CountryAndStates', url: '/api/v1/CountryAndStates', schema: z.object({}), example: () => ({}) },
];

/** URL-encoded; a lone surrogate (not encodable) becomes the invalid UTF-8 bytes it stands for. */
const pathSegment = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const show = (v: unknown) => (JSON.stringify(v) ?? 'undefined').slice(0, 120);

describe('hostile JSON bodies', () => {
  it.for(JSON_ENDPOINTS)('$name: every field broken, random JSON, raw bytes → 4xx in the spec shape, nothing written', async (e) => {
    const example = await e.example();
    // The unmutated example is accepted (so that mutations start from a request that goes deep).
    const ok = await store.app.inject(e.request(example));
    expect(ok.statusCode, ok.body.slice(0, 300)).toBeLessThan(300);
    // A payment consumed the cart: mutate a fresh one.
    const base = e.name.startsWith('POST /middleware') ? await e.example() : example;
    const send = await tracker();
    for (const m of allMutations(e.schema, base))
      await send(e.request(mutate(base, m)), e, `${e.name} ${m.kind} ${m.path.join('.')} ${m.key} ${show(m.value)}`);
    for (const raw of [
      '',
      '{',
      '[1,',
      'null',
      '"x"',
      '\u0000',
      'a=1&b=2',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ])
      await send({ ...e.request(base), payload: raw }, e, `${e.name} raw ${show(raw)}`);
    await send({ ...e.request(base), headers: { 'content-type': 'text/plain' }, payload: 'x' }, e, `${e.name} as text/plain`);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: randomMutations(e.schema, base).map((m) => mutate(base, m)) },
          { weight: 1, arbitrary: fc.jsonValue() },
        ),
        async (body) => {
          await send(e.request(body), e, `${e.name} ${show(body)}`);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('hostile query strings and path parameters', () => {
  it.for(QUERY_ENDPOINTS)(
    '$name: every parameter broken, repeated, dropped, unknown → 4xx in the spec shape (or an answer), never 5xx',
    async (e) => {
      const example = await e.example();
      const names = [
        ...Object.keys((z.toJSONSchema(e.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {}),
        'Unknown',
        '__proto__',
      ];
      const before = await rowCounts();
      const get = async (q: URLSearchParams) => {
        const res = await store.app.inject({ method: 'GET', url: `${e.url}?${q.toString()}` });
        expectSafe(res, e, `${e.name}?${q.toString().slice(0, 200)}`);
      };
      const edit = (f: (q: URLSearchParams) => void) => {
        const q = new URLSearchParams(example);
        f(q);
        return q;
      };
      for (const name of names) {
        for (const value of QUERY_VALUES) await get(edit((q) => q.set(name, value)));
        await get(edit((q) => q.append(name, example[name] ?? '1')));
        await get(edit((q) => q.delete(name)));
      }
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })), fc.string()), async (d) => {
          await get(edit((q) => Object.entries(d).forEach(([k, v]) => q.set(k, v))));
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('GET and DELETE /api/v1/TourHolds/:TourHoldRef with hostile references', async () => {
    const schema = TourHoldRefParams.shape.TourHoldRef;
    expect(schema.safeParse('AAAAAAAAAAAAAAAAAAAAAA').success).toBe(true);
    const send = await tracker();
    const refs = fc.oneof(fc.constantFrom(...STRINGS, 'A'.repeat(15), 'A'.repeat(65), 'A'.repeat(101)), fc.string({ maxLength: 200 }));
    await fc.assert(
      fc.asyncProperty(refs, async (ref) => {
        for (const method of ['GET', 'DELETE'] as const)
          await send({ method, url: `/api/v1/TourHolds/${pathSegment(ref)}` }, {}, `${method} ${ref.slice(0, 80)}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it('POST /middleware/api/Transactions with hostile headers', async () => {
    const { body } = await cartFor(store, await freshEvent(store, 10), [{ TourProductID: 1, Quantity: 1 }]);
    const names = Object.keys((z.toJSONSchema(TransactionHeaders, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {});
    expect(names).toEqual(['idempotency-key', 'x-middleware-key']);
    const send = await tracker();
    const post = (name: string, value: string) =>
      send(
        {
          method: 'POST',
          url: '/middleware/api/Transactions',
          headers: { 'x-middleware-key': MIDDLEWARE_KEY, 'idempotency-key': randomUUID(), [name]: value },
          payload: body,
        },
        {},
        `${name}: ${show(value)}`,
      );
    for (const name of names) for (const value of STRINGS.filter((v) => v.length < 1000)) await post(name, value);
    await fc.assert(
      fc.asyncProperty(fc.record({ name: fc.constantFrom(...names), value: fc.string({ maxLength: 300 }) }), ({ name, value }) =>
        post(name, value).then(() => undefined),
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});
