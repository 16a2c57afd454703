/**
 * Malformed and hostile input (issue "Prove it cannot oversell…", item 6). For every endpoint a
 * valid request is mutated along the fields its zod contract describes (`z.toJSONSchema`): wrong
 * types, boundary numbers (negative, fractional, beyond the column's range), huge strings and
 * arrays, unknown ids, SQL, HTML and NUL payloads, missing and unknown keys, `__proto__`, random
 * JSON and raw non-JSON bodies. Every reply must be below 500, JSON (or the barcode PNG), and a
 * refusal must have the spec's shape `{Errors:[{ErrorMessage}]}` and write nothing (row counts
 * unchanged; a declined card is recorded by design and not counted). Then: what users typed is
 * returned as JSON data and escaped in the confirmation e-mail (no stored XSS).
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
import { TourHoldRefParams, TourHoldRequest } from '@gt/contract/holds';
import { TokenizeRequest } from '@gt/contract/sandbox-pay';
import { TransactionHeaders, TransactionRequest, type TransactionResult } from '@gt/contract/transactions';
import type { MailMessage } from '../src/modules/mail/mailer';
import { startTestStore, type TestStore } from './harness';
import {
  MIDDLEWARE_KEY,
  NOW,
  cartFor,
  createGuest,
  freshEvent,
  hold,
  pay,
  pricedLines,
  tokenize,
  transactionBody,
} from './checkout-support';

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

// ---------------------------------------------------------------- hostile values

const HUGE = 'x'.repeat(100_000);
const STRINGS = [
  '',
  ' ',
  HUGE,
  'a\u0000b',
  "' OR '1'='1' --",
  '1; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\ud800',
  '🐬'.repeat(500),
  '../../../etc/passwd',
  '%00%27',
  '{{7*7}}${7*7}',
  'NaN',
  '-1',
  '1e309',
];
const NUMBERS = [-1, 0, 0.5, -0.5, 1.005, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 1e-9];
const WRONG_TYPES = [null, true, false, [], {}, 'x', 1, [1, 2], { a: 1 }];
const QUERY_VALUES = [
  ...STRINGS,
  '0',
  '0.5',
  '2147483648',
  '9007199254740993',
  'Infinity',
  '0x10',
  ' 1',
  '1,2,',
  ',',
  'true',
  '2026-02-30',
  '2026-13-01',
  '99999-01-01',
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
};

/** Values that break a field of this schema: its bounds ± 1, wrong types, hostile strings. */
function hostileValues(s: JsonSchema): unknown[] {
  const typed: unknown[] = [];
  const type = s.type ?? s.anyOf?.[0]?.type;
  if (type === 'integer' || type === 'number') {
    if (s.minimum !== undefined) typed.push(s.minimum - 1);
    if (s.exclusiveMinimum !== undefined) typed.push(s.exclusiveMinimum);
    if (s.maximum !== undefined) typed.push(s.maximum + 1);
    typed.push(...NUMBERS);
  }
  if (type === 'string') {
    if (s.maxLength !== undefined) typed.push('y'.repeat(s.maxLength + 1));
    typed.push(...STRINGS);
  }
  if (type === 'array' && s.items)
    typed.push(
      Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => ({})),
      [null],
    );
  if (s.enum || s.const !== undefined) typed.push('hostile', 'ADD', ' add');
  return [...typed, ...WRONG_TYPES];
}

interface Field {
  path: (string | number)[];
  schema: JsonSchema;
}

/** The fields of `example` that `schema` describes (nested objects and the first array item). */
function fieldsOf(schema: JsonSchema, example: unknown, path: (string | number)[] = []): Field[] {
  const out: Field[] = [{ path, schema }];
  const s = schema.anyOf?.find((o) => o.properties || o.items) ?? schema;
  if (s.properties && example && typeof example === 'object' && !Array.isArray(example)) {
    for (const [k, sub] of Object.entries(s.properties)) {
      const value = (example as Record<string, unknown>)[k];
      out.push(...(value === undefined ? [{ path: [...path, k], schema: sub }] : fieldsOf(sub, value, [...path, k])));
    }
  }
  if (s.items && Array.isArray(example) && example.length > 0) out.push(...fieldsOf(s.items, example[0], [...path, 0]));
  return out;
}

type Mutation = { kind: 'replace' | 'delete' | 'extra'; path: (string | number)[]; value: unknown; key: string };

function mutate<T>(example: T, m: Mutation): unknown {
  if (m.path.length === 0) return m.kind === 'replace' ? m.value : example;
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent = copy;
  for (const p of m.path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const last = m.path[m.path.length - 1] as string | number;
  if (m.kind === 'replace') parent[last] = m.value;
  else if (m.kind === 'delete') delete parent[last];
  else if (parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last]))
    Object.defineProperty(parent[last], m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  else parent[last] = m.value;
  return copy;
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'Unknown', '$where'];

/** Every field × every hostile value, each field deleted, an unknown key added to each object. */
function allMutations(schema: z.ZodType, example: unknown): Mutation[] {
  const fields = fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, example);
  return fields.flatMap((f) => [
    ...hostileValues(f.schema).map((value) => ({ kind: 'replace' as const, path: f.path, value, key: '' })),
    { kind: 'delete' as const, path: f.path, value: undefined, key: '' },
    ...EXTRA_KEYS.map((key) => ({ kind: 'extra' as const, path: f.path, value: { polluted: true }, key })),
  ]);
}

/** Random mutations: a field, and a random JSON value or one of the hostile ones. */
function randomMutations(schema: z.ZodType, example: unknown): fc.Arbitrary<Mutation> {
  const fields = fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, example);
  return fc.constantFrom(...fields).chain((f) =>
    fc.record({
      kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'extra'),
      path: fc.constant(f.path),
      value: fc.oneof(fc.constantFrom(...hostileValues(f.schema)), fc.jsonValue({ maxDepth: 3 }), fc.string()),
      key: fc.constantFrom(...EXTRA_KEYS, 'x'),
    }),
  );
}

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

const guest = {
  FirstName: 'Ann',
  LastName: 'Lee',
  GuestEmail: 'ann.fuzz@example.org',
  CustomerAddress: [
    {
      IsPrimaryAddress: true,
      AddressTypeID: 1,
      Email: 'ann.fuzz@example.org',
      Street1: '1 Harbor Way',
      CitySuburb: 'Galveston',
      State: 'TX',
      Postcode: '77550',
      Country: 'US',
      MobilePhone: '4095550100',
    },
  ],
};

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

describe('what users typed is data, never markup', () => {
  const NAME = '<script>alert("first")</script>';
  const LAST = `O'Brien & <b onmouseover=alert(2)>Sons</b>`;
  const UDF = '<img src=x onerror=alert(3)>';

  it('is returned verbatim as JSON (application/json, nosniff), and escaped in the confirmation e-mail', async () => {
    const event = await freshEvent(store, 10);
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      payload: [
        {
          ...guest,
          FirstName: NAME,
          LastName: LAST,
          GuestEmail: 'xss@example.org',
          CustomerAddress: [{ ...guest.CustomerAddress[0], Email: 'xss@example.org' }],
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(created.headers['x-content-type-options']).toBe('nosniff');
    const customer = (created.json() as { CustomerID: number; FirstName: string; LastName: string }[])[0] as {
      CustomerID: number;
      FirstName: string;
      LastName: string;
    };
    expect([customer.FirstName, customer.LastName]).toEqual([NAME, LAST]);

    const h = await hold(store, {
      TourEventID: event.TourEventID,
      TourProducts: [{ TourProductID: 1, Quantity: 1 }],
      BookingUDFs: [{ UDFID: 9, Value: UDF }],
    });
    expect(h.Events[0]?.BookingUDFs).toEqual([{ UDFID: 9, Value: UDF }]);
    const products = await pricedLines(store, [{ TourEventID: event.TourEventID, TourProductID: 1, Quantity: 1 }]);
    mail.length = 0;
    const res = await pay(
      store,
      transactionBody({ customerId: customer.CustomerID, holdRef: h.TourHoldRef, products, token: await tokenize(store) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TransactionResult).Customer).toMatchObject({ FirstName: NAME, LastName: LAST });

    expect(mail).toHaveLength(1);
    const html = mail[0]?.html ?? '';
    expect(html).toContain(
      'Thank you, &#60;script&#62;alert(&#34;first&#34;)&#60;/script&#62; O&#39;Brien &#38; &#60;b onmouseover=alert(2)&#62;Sons&#60;/b&#62;!',
    );
    for (const raw of ['<script', '<b ', '<img src=x', 'onerror=alert(3)>']) expect(html).not.toContain(raw);
    // The plain-text part carries the name as typed (text is not rendered as markup).
    expect(mail[0]?.text).toContain(`Thank you, ${NAME} ${LAST}!`);
  });
});
