/**
 * Authorisation matrix of the back office API (docs/architecture.md#operators-and-the-back-office):
 * every route registered under /api/admin (taken from the app's route table, so a new route fails
 * this test until it is listed below) against anonymous, a forged and an expired session, an
 * operator who must still change a one-time password, and each role; and, for each state-changing
 * route, a call without the CSRF token and with another session's token. The same routes with an API
 * token (docs/integrations.md#api-tokens) of each role, without any CSRF token, and with revoked,
 * expired and unknown tokens. And the app's files under /admin.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@gt/domain/admin-messages';
import { OPERATOR_ROLES, type OperatorRole } from '../src/db/admin-schema';
import { SESSION_COOKIE } from '../src/http/admin-access';
import { insertSession } from '../src/modules/admin-auth/repository';
import { sessionIdHash } from '../src/modules/admin-auth/service';
import { createApiToken, revokeApiToken } from '../src/modules/api-tokens/service';
import { API, asOperator, message, operatorWithSession, sessionOf } from './admin-support';
import { startTestStore, type TestStore } from './harness';

type Who = OperatorRole | 'public' | 'any';
/** Who may call each route: the roles, `any` signed-in operator, or `public`. `+otp`: also with a one-time password not yet changed. */
/** `people`: an account's own route, refused to API tokens (403 `tokenNotAllowed`). */
const MATRIX: Record<string, { who: Who[]; whileMustChange?: boolean; people?: true }> = {
  'POST /session': { who: ['public'] },
  'GET /session': { who: ['any'], whileMustChange: true, people: true },
  'DELETE /session': { who: ['any'], whileMustChange: true, people: true },
  'POST /password': { who: ['any'], whileMustChange: true, people: true },
  'POST /totp/enrol': { who: ['any'], people: true },
  'POST /totp/confirm': { who: ['any'], people: true },
  'GET /users': { who: ['admin'] },
  'GET /users/:id': { who: ['admin'] },
  'POST /users': { who: ['admin'] },
  'PATCH /users/:id': { who: ['admin'] },
  'DELETE /users/:id': { who: ['admin'] },
  'GET /audit-log': { who: ['admin'] },
  'GET /cost-rates': { who: ['admin', 'box_office'] },
  'GET /cost-rates/:id': { who: ['admin', 'box_office'] },
  'POST /cost-rates': { who: ['admin'] },
  'PATCH /cost-rates/:id': { who: ['admin'] },
  'DELETE /cost-rates/:id': { who: ['admin'] },
  'GET /taxes': { who: ['admin', 'box_office'] },
  'GET /taxes/:id': { who: ['admin', 'box_office'] },
  'POST /taxes': { who: ['admin'] },
  'PATCH /taxes/:id': { who: ['admin'] },
  'DELETE /taxes/:id': { who: ['admin'] },
  'GET /tour-products': { who: ['admin', 'box_office'] },
  'GET /tour-products/:id': { who: ['admin', 'box_office'] },
  'POST /tour-products': { who: ['admin'] },
  'PATCH /tour-products/:id': { who: ['admin'] },
  'DELETE /tour-products/:id': { who: ['admin'] },
  'GET /coupons': { who: ['admin', 'box_office'] },
  'GET /coupons/:id': { who: ['admin', 'box_office'] },
  'POST /coupons': { who: ['admin'] },
  'PATCH /coupons/:id': { who: ['admin'] },
  'DELETE /coupons/:id': { who: ['admin'] },
  'POST /coupons/:id/codes': { who: ['admin'] },
  'GET /coupon-codes': { who: ['admin', 'box_office'] },
  'GET /coupon-uses': { who: ['admin', 'box_office'] },
  'GET /user-defined-fields': { who: ['admin', 'box_office'] },
  'GET /user-defined-fields/:id': { who: ['admin', 'box_office'] },
  'POST /user-defined-fields': { who: ['admin'] },
  'PATCH /user-defined-fields/:id': { who: ['admin'] },
  'DELETE /user-defined-fields/:id': { who: ['admin'] },
  'GET /ga-products': { who: ['admin', 'box_office'] },
  'GET /ga-products/:id': { who: ['admin', 'box_office'] },
  'POST /ga-products': { who: ['admin'] },
  'PATCH /ga-products/:id': { who: ['admin'] },
  'DELETE /ga-products/:id': { who: ['admin'] },
  'GET /checkout-products': { who: ['admin', 'box_office'] },
  'GET /checkout-products/:id': { who: ['admin', 'box_office'] },
  'PATCH /checkout-products/:id': { who: ['admin'] },
  'GET /membership-packages': { who: ['admin', 'box_office'] },
  'GET /membership-packages/:id': { who: ['admin', 'box_office'] },
  'POST /membership-packages': { who: ['admin'] },
  'PATCH /membership-packages/:id': { who: ['admin'] },
  'DELETE /membership-packages/:id': { who: ['admin'] },
  'GET /memberships': { who: ['admin', 'box_office'] },
  'GET /memberships/:id': { who: ['admin', 'box_office'] },
  'POST /memberships': { who: ['admin', 'box_office'] },
  'POST /memberships/:id/extend': { who: ['admin', 'box_office'] },
  'POST /memberships/:id/cancel': { who: ['admin', 'box_office'] },
  'GET /openapi.json': { who: ['public'] },
  'GET /settings/:id': { who: ['admin'] },
  'PATCH /settings/:id': { who: ['admin'] },
  'GET /storefront-settings': { who: ['admin'] },
  'GET /storefront-settings/:id': { who: ['admin'] },
  'PATCH /storefront-settings/:id': { who: ['admin'] },
  'DELETE /storefront-settings/:id': { who: ['admin'] },
  'GET /schedules': { who: ['admin'] },
  'GET /schedules/:id': { who: ['admin'] },
  'POST /schedules': { who: ['admin'] },
  'POST /schedules/preview': { who: ['admin'] },
  'PATCH /schedules/:id': { who: ['admin'] },
  'DELETE /schedules/:id': { who: ['admin'] },
  'GET /tour-events': { who: ['admin', 'box_office'] },
  'GET /tour-events/:id': { who: ['admin', 'box_office'] },
  'PATCH /tour-events/:id': { who: ['admin'] },
  'GET /bookings': { who: ['admin', 'box_office'] },
  'GET /bookings/:id': { who: ['admin', 'box_office'] },
  'POST /bookings/:id/resend-confirmation': { who: ['admin', 'box_office'] },
  'POST /bookings/:id/cancel': { who: ['admin', 'box_office'] },
  'POST /bookings/:id/refund': { who: ['admin', 'box_office'] },
  'POST /bookings/:id/change-date': { who: ['admin', 'box_office'] },
  'POST /bookings/:id/modify': { who: ['admin', 'box_office'] },
  'POST /tour-events/:id/cancel': { who: ['admin', 'box_office'] },
  'GET /tour-events/:id/cancellation': { who: ['admin', 'box_office'] },
  'GET /manifests/events/:id': { who: ['admin', 'box_office', 'door'] },
  'GET /manifests/days/:date': { who: ['admin', 'box_office', 'door'] },
  'POST /checkins': { who: ['admin', 'box_office', 'door'] },
  'DELETE /checkins/:id': { who: ['admin', 'box_office', 'door'] },
  'GET /checkins/offline': { who: ['admin', 'box_office', 'door'] },
  'POST /checkins/sync': { who: ['admin', 'box_office', 'door'] },
  'GET /sales': { who: ['admin', 'box_office'] },
  'GET /money-reports': { who: ['admin', 'box_office'] },
  'GET /money-reports/reconciliation': { who: ['admin'] },
  'GET /display-areas': { who: ['admin', 'box_office'] },
  'GET /display-areas/:id': { who: ['admin', 'box_office'] },
  'POST /display-areas': { who: ['admin'] },
  'PATCH /display-areas/:id': { who: ['admin'] },
  'DELETE /display-areas/:id': { who: ['admin'] },
  'GET /booking-types': { who: ['admin', 'box_office'] },
  'GET /booking-types/:id': { who: ['admin', 'box_office'] },
  'POST /booking-types': { who: ['admin'] },
  'PATCH /booking-types/:id': { who: ['admin'] },
  'DELETE /booking-types/:id': { who: ['admin'] },
  'POST /images': { who: ['admin'] },
  'GET /gift-card-products': { who: ['admin', 'box_office'] },
  'GET /gift-card-products/:id': { who: ['admin', 'box_office'] },
  'POST /gift-card-products': { who: ['admin'] },
  'PATCH /gift-card-products/:id': { who: ['admin'] },
  'DELETE /gift-card-products/:id': { who: ['admin'] },
  'GET /gift-cards': { who: ['admin', 'box_office'] },
  'GET /gift-cards/:id': { who: ['admin', 'box_office'] },
  'POST /gift-cards': { who: ['admin'] },
  'POST /gift-cards/:id/adjustments': { who: ['admin'] },
  'POST /gift-cards/:id/void': { who: ['admin'] },
  'GET /kitchen/orders': { who: ['admin', 'kitchen'] },
  'GET /kitchen/orders/stream': { who: ['admin', 'kitchen'] },
  'POST /kitchen/orders/:id/state': { who: ['admin', 'kitchen'] },
  'GET /food-order-locations': { who: ['admin', 'box_office'] },
  'GET /food-order-locations/:id': { who: ['admin', 'box_office'] },
  'POST /food-order-locations': { who: ['admin'] },
  'PATCH /food-order-locations/:id': { who: ['admin'] },
  'DELETE /food-order-locations/:id': { who: ['admin'] },
  'GET /food-menus': { who: ['admin', 'box_office'] },
  'GET /food-menus/:id': { who: ['admin', 'box_office'] },
  'POST /food-menus': { who: ['admin'] },
  'PATCH /food-menus/:id': { who: ['admin'] },
  'DELETE /food-menus/:id': { who: ['admin'] },
  // The kitchen reads the food products to mark one sold out for today (and may do only that).
  'GET /food-products': { who: ['admin', 'box_office', 'kitchen'] },
  'GET /food-products/:id': { who: ['admin', 'box_office', 'kitchen'] },
  'POST /food-products': { who: ['admin'] },
  'PATCH /food-products/:id': { who: ['admin'] },
  'DELETE /food-products/:id': { who: ['admin'] },
  'POST /food-products/:id/sold-out': { who: ['admin', 'kitchen'] },
  'GET /api-tokens': { who: ['admin'] },
  'GET /api-tokens/:id': { who: ['admin'] },
  'POST /api-tokens': { who: ['admin'] },
  'POST /api-tokens/:id/revoke': { who: ['admin'] },
  'GET /webhooks': { who: ['admin'] },
  'GET /webhooks/:id': { who: ['admin'] },
  'POST /webhooks': { who: ['admin'] },
  'PATCH /webhooks/:id': { who: ['admin'] },
  'DELETE /webhooks/:id': { who: ['admin'] },
  'GET /webhook-deliveries': { who: ['admin'] },
  'GET /webhook-deliveries/:id': { who: ['admin'] },
  'POST /webhook-deliveries/:id/resend': { who: ['admin'] },
};

let store: TestStore;
let routes: { method: string; url: string; key: string; path: string }[];
beforeAll(async () => {
  store = await startTestStore({ seed: false });
  routes = store.app.adminRoutes.map((r) => {
    const rel = r.url.slice(API.length);
    return { method: r.method, url: r.url, key: `${r.method} ${rel}`, path: rel.replace(':id', '999999') };
  });
});
afterAll(() => store.close());

const call = (route: { method: string; path: string }, who: { cookie: string; csrf: string } | null) =>
  route.path.endsWith('/stream')
    ? callStream(route.path, who ? { cookie: who.cookie } : {})
    : asOperator(
        store,
        who,
        route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
        route.path,
        route.method === 'POST' || route.method === 'PATCH' ? {} : undefined,
      );

/** A server-sent-events route never ends: its answer's status and, unless 200, its body; the stream is then closed. */
async function callStream(path: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  const res = await store.app.inject({ method: 'GET', url: `${API}${path}`, headers, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (res.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return Object.assign(res, { body, json: () => JSON.parse(body) as unknown });
}

const isStateChanging = (method: string) => method !== 'GET';

/** A call with `Authorization: Bearer <token>` and no cookie nor CSRF token. */
const callWithToken = (route: { method: string; path: string }, token: string) => {
  const headers = { authorization: `Bearer ${token}` };
  if (route.path.endsWith('/stream')) return callStream(route.path, headers);
  const body = route.method === 'POST' || route.method === 'PATCH' ? { payload: {} } : {};
  return store.app.inject({ method: route.method as 'GET', url: `${API}${route.path}`, headers, ...body });
};

/** A new API token of `role` (created through the service, as an admin would), raw. */
async function tokenOf(role: OperatorRole, expiresAt?: Date): Promise<string> {
  const created = await createApiToken(store.ctx, { userId: null, email: 'cli' }, { name: `matrix ${role}`, role, expiresAt: expiresAt?.toISOString() ?? null });
  return created.token;
}

describe('admin authorisation matrix', () => {
  it('lists every admin route of the route table, and only those', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(MATRIX).sort());
    expect(routes.every((r) => r.url.startsWith(`${API}/`))).toBe(true);
  });

  it('anonymous, forged and expired sessions get 401 on every route but sign-in', async () => {
    const admin = await operatorWithSession(store, 'admin');
    const expiredId = randomBytes(32).toString('base64url');
    const past = new Date(Date.now() - 3_600_000);
    await insertSession(store.ctx.db, {
      idHash: sessionIdHash(expiredId),
      userId: admin.userId,
      csrfSecret: 'x',
      createdAt: past,
      expiresAt: past,
      revokedAt: null,
    });
    const forged = { cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`, csrf: admin.csrf };
    const expired = { cookie: `${SESSION_COOKIE}=${expiredId}`, csrf: admin.csrf };
    const seen: string[] = [];
    for (const route of routes.filter((r) => !MATRIX[r.key]?.who.includes('public'))) {
      for (const [name, who] of [
        ['anonymous', null],
        ['forged', forged],
        ['expired', expired],
      ] as const) {
        const res = await call(route, who);
        seen.push(`${route.key} ${name} ${res.statusCode} ${message(res)}`);
      }
    }
    expect(seen.filter((s) => !s.endsWith(`401 ${adminMessages.signInRequired}`))).toEqual([]);
  });

  it('each role reaches exactly its routes (403 elsewhere); a one-time password reaches only the password change', async () => {
    const users = new Map<OperatorRole | 'otp', number>();
    for (const role of OPERATOR_ROLES) users.set(role, (await operatorWithSession(store, role)).userId);
    users.set('otp', (await operatorWithSession(store, 'admin', { mustChange: true })).userId);
    const wrong: string[] = [];
    for (const route of routes) {
      const rule = MATRIX[route.key];
      if (!rule || rule.who.includes('public')) continue;
      for (const [who, userId] of users) {
        const res = await call(route, await sessionOf(store, userId));
        const allowed = who === 'otp' ? Boolean(rule.whileMustChange) : rule.who.includes('any') || rule.who.includes(who);
        const expected = who === 'otp' ? adminMessages.passwordMustChange : adminMessages.forbidden;
        const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403 && message(res) === expected;
        if (!ok) wrong.push(`${route.key} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every state-changing route refuses a missing CSRF token and another session’s token (403)', async () => {
    const admin = await operatorWithSession(store, 'admin');
    const other = await operatorWithSession(store, 'admin');
    const wrong: string[] = [];
    for (const route of routes.filter((r) => isStateChanging(r.method) && !MATRIX[r.key]?.who.includes('public'))) {
      for (const csrf of ['', other.csrf]) {
        const res = await call(route, { cookie: (await sessionOf(store, admin.userId)).cookie, csrf });
        if (res.statusCode !== 403 || message(res) !== adminMessages.csrfInvalid)
          wrong.push(`${route.key} csrf=${csrf ? 'other' : 'none'}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an API token of each role reaches exactly its role’s routes without a CSRF token; the account routes refuse tokens', async () => {
    const wrong: string[] = [];
    for (const role of OPERATOR_ROLES) {
      const token = await tokenOf(role);
      for (const route of routes) {
        const rule = MATRIX[route.key];
        if (!rule || rule.who.includes('public')) continue;
        const res = await callWithToken(route, token);
        const expected = rule.people ? adminMessages.tokenNotAllowed : adminMessages.forbidden;
        const allowed = !rule.people && (rule.who.includes('any') || rule.who.includes(role));
        const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403 && message(res) === expected;
        if (!ok) wrong.push(`${route.key} with a ${role} token: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('revoked, expired and unknown tokens get 401 on every route but sign-in, even with a valid session cookie', async () => {
    const admin = await operatorWithSession(store, 'admin');
    const revoked = await tokenOf('admin');
    const id = (await store.app.inject({ method: 'GET', url: `${API}/api-tokens?start=0&end=200`, headers: { authorization: `Bearer ${await tokenOf('admin')}` } }))
      .json<{ data: { id: number; prefix: string }[] }>()
      .data.find((t) => revoked.startsWith(t.prefix))?.id;
    await revokeApiToken(store.ctx, { userId: null, email: 'cli' }, id ?? 0);
    const expiring = await tokenOf('admin', new Date(Date.now() + 60_000));
    store.setNow(new Date(Date.now() + 120_000));
    const seen: string[] = [];
    try {
      for (const route of routes.filter((r) => !MATRIX[r.key]?.who.includes('public'))) {
        for (const [name, token] of [
          ['revoked', revoked],
          ['expired', expiring],
          ['unknown', `gt_${randomBytes(32).toString('base64url')}`],
        ] as const) {
          const res = route.path.endsWith('/stream')
            ? await callStream(route.path, { authorization: `Bearer ${token}`, cookie: admin.cookie })
            : await store.app.inject({ method: route.method as 'GET', url: `${API}${route.path}`, headers: { authorization: `Bearer ${token}`, cookie: admin.cookie } });
          seen.push(`${route.key} ${name} ${res.statusCode} ${message(res)}`);
        }
      }
    } finally {
      store.setNow(new Date());
    }
    expect(seen.filter((s) => !s.endsWith(`401 ${adminMessages.signInRequired}`))).toEqual([]);
  });

  it('keeps the admin API out of the booking API’s OpenAPI document', async () => {
    const doc = (await store.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });
});

describe('back office app under /admin', () => {
  it('serves the build with history fallback, hashed assets for a year, and 404 for a missing asset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gt-backoffice-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Back office</title><script type="module" src="/admin/assets/index-abc123.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await startTestStore({ seed: false, config: { BackofficeDir: dir } });
    try {
      for (const url of ['/admin', '/admin/', '/admin/users/3', '/admin/audit-log?filter=x']) {
        const res = await app.app.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        expect(res.body).toContain('<title>Back office</title>');
      }
      const asset = await app.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
      expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
      expect((await app.app.inject({ method: 'GET', url: '/admin/assets/missing-1.js' })).statusCode).toBe(404);
      expect((await app.app.inject({ method: 'GET', url: '/GT/products' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
