/**
 * GET /metrics with several server processes (cluster-metrics.ts): GT_WORKERS=2
 * on the test's PostgreSQL database takes 8 payments, spread over both processes; every scrape,
 * whichever process answers it, gives the true total of the two (not one process's share). The
 * log of the primary and both processes is JSON lines only, and no two requests share an id.
 * PostgreSQL only (a second process cannot open PGlite).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartFor, freshEvent } from './checkout-support';
import { onPostgres, startTestStore } from './harness';
import { payOver, spawnServer } from './server-process-support';

const suite = onPostgres ? describe : describe.skip;
const PAYMENTS = 8;

/** The value of the metric line `series` (name with labels) in a Prometheus text answer. */
const value = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1));

suite(`metrics of several processes${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  it(`2 processes take ${PAYMENTS} payments: four scrapes all say ${PAYMENTS} approved, ${PAYMENTS} answers of the payment route, and the pools of both`, { timeout: 240_000 }, async () => {
    const store = await startTestStore();
    try {
      const event = await freshEvent(store, 100);
      const carts = [];
      for (let i = 0; i < PAYMENTS; i++) carts.push(await cartFor(store, event, [{ TourProductID: 1, Quantity: 1 }]));
      const server = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://', GT_WORKERS: '2', GT_METRICS_TOKEN: 'scrape-secret' }, { readyWithinMs: 150_000 });
      try {
        // spawnServer returns once the first process listens: wait for the second.
        const listening = () => new Set([...server.log().matchAll(/"pid":(\d+)[^\n]*"msg":"storefront on/g)].map((m) => m[1])).size;
        for (let i = 0; i < 600 && listening() < 2; i++) await new Promise((r) => setTimeout(r, 100));
        expect(listening(), server.log()).toBe(2);
        const statuses = await Promise.all(carts.map((c) => payOver(server.base, c.body, randomUUID())));
        expect(statuses).toEqual(Array(PAYMENTS).fill(200));
        const scrapes: string[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
          expect(res.status).toBe(200);
          scrapes.push(await res.text());
        }
        const approved = scrapes.map((t) => value(t, 'gt_payments_total{outcome="approved"}'));
        expect(approved).toEqual(Array(4).fill(PAYMENTS));
        const answered = scrapes.map((t) => value(t, 'gt_http_request_duration_seconds_count{method="POST",route="/middleware/api/Transactions",status="200"}'));
        expect(answered).toEqual(Array(4).fill(PAYMENTS));
        // Both processes' pools are in the figure: each holds at least one connection after serving.
        for (const t of scrapes) expect(value(t, 'gt_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(2);
        // Both processes served payments (so one process's registry could not have been the whole truth).
        const servedBy = new Set([...server.log().matchAll(/"pid":(\d+)[^\n]*"url":"\/middleware\/api\/Transactions"/g)].map((m) => m[1]));
        expect(servedBy.size).toBe(2);
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
      }
      const lines = server.log().split('\n').filter(Boolean);
      expect(lines.filter((l) => !l.startsWith('{')), 'plain-text log lines').toEqual([]);
      const entries = lines.map((l) => JSON.parse(l) as { msg: string; reqId?: string });
      expect(entries.some((e) => e.msg === '2 server processes on port ' + new URL(server.base).port)).toBe(true);
      const ids = entries.filter((e) => e.msg === 'incoming request').map((e) => e.reqId);
      expect(ids.length).toBeGreaterThan(PAYMENTS);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await store.close();
    }
  });
});
