/**
 * Production operation (docs/operations.md#health): health and readiness for a load balancer,
 * Prometheus metrics for the operator, and the e-mail an operator must hear about.
 */
import { describe, expect, it } from 'vitest';
import { sweepLapsedHolds } from '../src/modules/tour-holds/sweep';
import { cartFor, countRows, createGuest, freshEvent, NOW, pay } from './checkout-support';
import { useTestStore } from './support';

const s = useTestStore({ now: NOW, config: { MetricsToken: 'scrape-secret' } });

describe('health', () => {
  it('/healthz answers while the process serves; /readyz once every migration is applied', async () => {
    expect((await s.store.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await s.store.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    expect(ready.json().migrations).toBeGreaterThanOrEqual(12);
  });

  it('/readyz says which migrations are missing', async () => {
    await s.store.ctx.db.execute('delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)');
    const res = await s.store.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().Errors[0].ErrorMessage).toMatch(/^Database migrations pending: \d+ of \d+ applied$/);
  });
});

describe('GET /metrics', () => {
  it('is hidden without the token (404), and with it gives request latency by route, holds and payments', async () => {
    expect((await s.store.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await s.store.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
    await createGuest(s.store);
    await s.store.app.inject({ method: 'POST', url: '/api/v1/TourHolds', payload: { TourHoldRef: '', Events: [] } });
    const res = await s.store.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/gt_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/customers",status="201"\} 1/);
    expect(res.body).toMatch(/gt_holds_total\{outcome="refused"\} 1/);
    expect(res.body).toMatch(/gt_mail_outbox_backlog\{state="stuck"\} 0/);
  });
});

describe('housekeeping', () => {
  it('deletes completed Idempotency-Keys (and their stored receipts) after IdempotencyRetentionHours (24)', async () => {
    s.store.setNow(NOW);
    const event = await freshEvent(s.store, 10);
    const cart = await cartFor(s.store, event, [{ TourProductID: 1, Quantity: 1 }]);
    const key = 'housekeeping-key-1';
    expect((await pay(s.store, cart.body, key)).statusCode).toBe(200);
    s.store.setNow(new Date(NOW.getTime() + 23 * 3_600_000));
    await sweepLapsedHolds(s.store.ctx);
    expect(await countRows(s.store, 'idempotency_keys', `key = '${key}'`)).toBe(1);
    s.store.setNow(new Date(NOW.getTime() + 25 * 3_600_000));
    expect((await sweepLapsedHolds(s.store.ctx)).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await countRows(s.store, 'idempotency_keys', `key = '${key}'`)).toBe(0);
    // The sale stays; the same key cannot book it again.
    expect(await countRows(s.store, 'transactions', `idempotency_key = '${key}'`)).toBe(1);
    s.store.setNow(NOW);
  });
});
