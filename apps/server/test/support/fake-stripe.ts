/**
 * A local stand-in for Stripe's API (node:http on 127.0.0.1, a free port) that the adapter's
 * tests point the `stripe` library at (config Stripe.ApiBase → its host, port and protocol): the
 * documented shapes of the calls we make (docs.stripe.com/api): form-encoded bodies with bracket
 * notation, `Authorization: Bearer <secret key>`, `Idempotency-Key` replays (same key and
 * parameters → the stored answer with `Idempotent-Replayed: true`; other parameters → 400
 * `idempotency_error`), error bodies `{ error: { type, code, decline_code, message, … } }`
 * (402 for cards), unknown parameters refused like Stripe does. Payments: fake-stripe-payments.ts.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeStripePayments, StripeApiError } from './fake-stripe-payments';

type Obj = Record<string, unknown>;

/** `a[b][0]=x&c=y` → `{ a: { b: ['x'] }, c: 'y' }` (Stripe's form encoding; values stay strings). */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {}) as Obj;
    });
  }
  return root;
}

/** Top-level parameters each endpoint takes (others: 400 "Received unknown parameter"). */
const PARAMS: Record<string, string[]> = {
  'POST /v1/customers': ['description', 'metadata', 'email', 'name', 'expand'],
  'POST /v1/payment_intents': [
    ...[
      'amount',
      'currency',
      'confirm',
      'confirmation_token',
      'payment_method',
      'allowed_payment_method_types',
      'capture_method',
      'customer',
    ],
    ...['setup_future_usage', 'off_session', 'description', 'metadata', 'expand'],
  ],
  'POST /v1/payment_intents/:id/confirm': ['payment_method', 'confirmation_token', 'off_session', 'expand'],
  'POST /v1/payment_intents/:id/cancel': ['cancellation_reason', 'expand'],
  'POST /v1/refunds': ['payment_intent', 'amount', 'metadata', 'reason', 'expand'],
  'POST /v1/setup_intents': ['confirm', 'confirmation_token', 'allowed_payment_method_types', 'usage', 'customer', 'expand'],
  'GET /v1/payment_intents/search': ['query', 'limit', 'page', 'expand'],
  'GET /v1/payment_intents': ['created', 'limit', 'starting_after', 'expand'],
  'GET /v1/payment_intents/:id': ['expand'],
  'POST /v1/test_helpers/confirmation_tokens': ['payment_method', 'setup_future_usage', 'expand'],
};

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`: the adapter's Stripe.ApiBase. */
  apiBase: string;
  /** The secret key it accepts. */
  secretKey: string;
  state: FakeStripePayments;
  /** Every request as received (method, path, parameters, idempotency key). */
  requests: { method: string; path: string; params: Obj; idempotencyKey?: string }[];
  /** The next `n` requests are answered with Stripe's 500 `api_error` (not stored under their key, not to be retried). */
  failNext(n?: number): void;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(secretKey = 'sk_test_fake'): Promise<FakeStripe> {
  const state = new FakeStripePayments();
  const stored = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripe['requests'] = [];
  let failures = 0;

  function route(method: string, path: string, p: Obj): Obj {
    const [, , resource, ref, action] = path.split('/');
    const expand = p.expand;
    if (method === 'POST' && path === '/v1/customers') return state.createCustomer(p);
    if (method === 'POST' && path === '/v1/test_helpers/confirmation_tokens') return state.createConfirmationToken(p);
    if (method === 'POST' && path === '/v1/refunds') return state.createRefund(p);
    if (method === 'POST' && path === '/v1/setup_intents') return state.expanded(state.createSetupIntent(p), expand);
    if (resource === 'payment_intents') {
      if (method === 'GET' && ref === 'search') {
        const data = state.searchIntents(String(p.query ?? '')).slice(0, Number(p.limit ?? 10));
        return {
          object: 'search_result',
          url: '/v1/payment_intents/search',
          has_more: false,
          next_page: null,
          data: data.map((pi) => state.expanded(pi, expand)),
        };
      }
      if (method === 'GET' && !ref) {
        const page = state.listIntents(p);
        return {
          object: 'list',
          url: '/v1/payment_intents',
          has_more: page.hasMore,
          data: page.data.map((pi) => state.expanded(pi, expand)),
        };
      }
      if (method === 'POST' && !ref) return state.expanded(state.createIntent(p), expand);
      if (method === 'GET' && ref && !action) return state.expanded(state.intent(ref), expand);
      if (method === 'POST' && action === 'confirm') return state.expanded(state.confirmIntent(ref, p), expand);
      if (method === 'POST' && action === 'cancel') return state.expanded(state.cancelIntent(ref), expand);
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function answer(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}`, ...headers });
    res.end(body);
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = parseStripeForm(method === 'POST' ? raw : url.search.slice(1));
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, params, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return answer(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }));
    if (failures > 0) {
      failures--;
      return answer(res, 500, JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }), {
        'stripe-should-retry': 'false',
      });
    }
    const fingerprint = JSON.stringify([method, url.pathname, params]);
    const previous = key ? stored.get(key) : undefined;
    if (previous && previous.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return answer(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
    }
    if (previous) return answer(res, previous.status, previous.body, { 'idempotent-replayed': 'true', 'original-request': 'req_replayed' });
    let status = 200;
    let body: string;
    try {
      const allowed = PARAMS[`${method} ${url.pathname.replace(/^(\/v1\/payment_intents\/)(?!search)[^/]+/, '$1:id')}`];
      const unknown = allowed && Object.keys(params).find((k) => !allowed.includes(k));
      if (unknown)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'parameter_unknown',
          param: unknown,
          message: `Received unknown parameter: ${unknown}`,
        });
      body = JSON.stringify(route(method, url.pathname, params));
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      body = JSON.stringify({ error: err.body });
    }
    if (key && method === 'POST') stored.set(key, { fingerprint, status, body });
    answer(res, status, body);
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      try {
        handle(req, res, raw);
      } catch (err) {
        answer(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    state,
    requests,
    failNext: (n = 1) => void (failures = n),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
