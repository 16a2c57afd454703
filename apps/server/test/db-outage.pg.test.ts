/**
 * The server survives a lost database (docs/architecture.md#resilience), against a private PostgreSQL
 * cluster that the test stops and starts (private-postgres.ts), with real server processes:
 * a connection killed by `pg_terminate_backend`, PostgreSQL stopped for 6 s under one process
 * (503 with a clear message and Retry-After meanwhile, /readyz 503 then 200, one log line per
 * outage, every acknowledged sale still there), and under GT_WORKERS=2 started while PostgreSQL
 * is down (no worker exits; a worker killed during an outage is replaced once, not in a loop).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFor, freshEvent } from './checkout-support';
import { onPostgres, startTestStore } from './harness';
import { ledger } from './ledger';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { alive, payOver, spawnServer, startServerProcess, untilReady, waitFor } from './server-process-support';

const missing = onPostgres ? privatePostgresMissing : 'set TEST_DATABASE_URL';
const UNAVAILABLE = 'The booking service is temporarily unavailable, please try again in a moment.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An answer's status, first error message and Retry-After header. */
async function call(base: string, path: string, body?: unknown) {
  const r = await fetch(
    `${base}${path}`,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  const json = (await r.json().catch(() => undefined)) as { Errors?: { ErrorMessage: string }[] } | undefined;
  return { status: r.status, error: json?.Errors?.[0]?.ErrorMessage, retryAfter: r.headers.get('retry-after'), json };
}

const count = (log: string, re: RegExp) => log.split('\n').filter((l) => re.test(l)).length;
/** Pids of the processes that logged they serve the store. */
const servingPids = (log: string) => new Set([...log.matchAll(/"pid":(\d+)[^\n]*storefront on/g)].map((m) => Number(m[1])));

(missing ? describe.skip : describe)(`a lost database, on a private PostgreSQL${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    pg = await startPrivatePostgres();
  }, 120_000);
  afterAll(async () => {
    await pg?.remove();
  });

  it(
    'one idle connection terminated (pg_terminate_backend): the process lives on and answers the next request',
    { timeout: 120_000 },
    async () => {
      const store = await startTestStore({ postgresUrl: pg.url() });
      const server = await spawnServer({
        DATABASE_URL: store.databaseUrl as string,
        GT_DATA_DIR: 'memory://',
        PGAPPNAME: 'gt-lost-connection',
      });
      try {
        const event = await freshEvent(store, 7);
        // /readyz left the server's connection idle in its pool.
        const killed = (await store.ctx.db.execute(
          sql`select pg_terminate_backend(pid) as done from (select pid from pg_stat_activity where application_name = 'gt-lost-connection' and state = 'idle' limit 1) s`,
        )) as unknown as { rows: { done: boolean }[] };
        expect(killed.rows).toEqual([{ done: true }]);
        await sleep(1000);
        expect(server.process.exitCode, server.log()).toBeNull();
        expect((await call(server.base, '/healthz')).status).toBe(200);
        const listed = await call(server.base, `/api/v1/TourEvents?TourEventList=${event.TourEventID}`);
        expect(listed.status).toBe(200);
        expect((listed.json as unknown as { SeatsAvailable: number }[])[0]?.SeatsAvailable).toBe(7);
        expect((await call(server.base, '/readyz')).status).toBe(200);
        expect(server.log()).toContain('a database connection was lost; the pool opens another');
        expect(server.log()).not.toContain('database unavailable');
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
        await store.close();
      }
    },
  );

  it(
    'PostgreSQL stopped for 6 s: 503 with Retry-After and a clear message, /readyz 503 then 200, one log line each way, every sale kept',
    { timeout: 120_000 },
    async () => {
      const store = await startTestStore({ postgresUrl: pg.url() });
      const server = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://' });
      try {
        const event = await freshEvent(store, 10);
        const carts = [
          await cartFor(store, event, [{ TourProductID: 1, Quantity: 1 }]),
          await cartFor(store, event, [{ TourProductID: 1, Quantity: 2 }]),
        ];
        const keys = carts.map(() => randomUUID());
        expect(await payOver(server.base, carts[0]?.body, keys[0] as string)).toBe(200);

        const stoppedAt = Date.now();
        await pg.stop();
        const ready = await call(server.base, '/readyz');
        expect([ready.status, ready.error]).toEqual([503, 'Database unreachable']);
        const listing = await call(server.base, `/api/v1/TourEvents?TourEventList=${event.TourEventID}`);
        expect([listing.status, listing.error, listing.retryAfter]).toEqual([503, UNAVAILABLE, '5']);
        const hold = await call(server.base, '/api/v1/TourHolds', {
          TourEventID: event.TourEventID,
          TourProducts: [{ TourProductID: 1, Quantity: 1 }],
        });
        expect([hold.status, hold.error]).toEqual([503, UNAVAILABLE]);
        expect(await payOver(server.base, carts[1]?.body, keys[1] as string)).toBe(503);
        expect((await call(server.base, '/healthz')).status).toBe(200);
        await waitFor(
          'gt_db_available 0',
          async () => (await fetch(`${server.base}/metrics`).then((r) => r.text())).includes('gt_db_available 0'),
          10_000,
        );
        await sleep(stoppedAt + 6000 - Date.now());
        expect(server.process.exitCode, server.log()).toBeNull();

        await pg.start();
        const startedAt = Date.now();
        await waitFor('/readyz 200', async () => (await call(server.base, '/readyz')).status === 200, 30_000);
        const readyAfterMs = Date.now() - startedAt;
        // The visitor's retry with the same Idempotency-Key goes through.
        expect(await payOver(server.base, carts[1]?.body, keys[1] as string)).toBe(200);
        const l = await ledger(store, keys);
        expect([l.captured, l.chargesWithoutBooking, l.bookingsWithoutCharge]).toEqual([2, 0, 0]);
        await waitFor(
          'gt_db_available 1',
          async () => (await fetch(`${server.base}/metrics`).then((r) => r.text())).includes('gt_db_available 1'),
          10_000,
        );
        expect(await fetch(`${server.base}/metrics`).then((r) => r.text())).toContain('gt_db_unavailable_total 1');
        const log = server.log();
        expect(count(log, /database unavailable: requests that need it answer 503/), log).toBe(1);
        expect(count(log, /database available again after/), log).toBe(1);
        console.info(
          `PostgreSQL stopped ${((startedAt - stoppedAt) / 1000).toFixed(1)} s: process alive, 503s meanwhile; /readyz 200 ${readyAfterMs} ms after the restart`,
        );
      } finally {
        server.process.kill('SIGTERM');
        await server.exited;
        await store.close();
      }
    },
  );

  it(
    'GT_WORKERS=2 started while PostgreSQL is down waits for it; in a later outage no worker exits, and one killed is replaced once',
    { timeout: 180_000 },
    async () => {
      const store = await startTestStore({ postgresUrl: pg.url() });
      await pg.stop();
      try {
        const server = await startServerProcess({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://', GT_WORKERS: '2' });
        try {
          await waitFor(
            'a retry at start',
            () => /starting: database unavailable \(.*ECONNREFUSED.*\); retrying in/.test(server.log()) || server.process.exitCode !== null,
            60_000,
          );
          await sleep(3000);
          expect(server.process.exitCode, server.log()).toBeNull();
          await pg.start();
          await untilReady(server);
          await waitFor('both workers serving', () => servingPids(server.log()).size === 2);
          const [victim] = [...servingPids(server.log())];

          await pg.stop();
          expect((await call(server.base, '/readyz')).status).toBe(503);
          process.kill(victim as number, 'SIGKILL');
          await sleep(6000);
          expect(server.process.exitCode, server.log()).toBeNull();
          // The replacement waits for the database instead of dying at start (no crash loop).
          expect(count(server.log(), /worker \d+ exited/), server.log()).toBe(1);
          expect((await call(server.base, '/readyz')).status).toBe(503);

          await pg.start();
          await waitFor('the replacement serving', () => servingPids(server.log()).size === 3, 60_000);
          await waitFor('/readyz 200', async () => (await call(server.base, '/readyz')).status === 200);
          expect(count(server.log(), /worker \d+ exited/), server.log()).toBe(1);
          server.process.kill('SIGTERM');
          expect(await server.exited, server.log()).toBe(0);
          expect([...servingPids(server.log())].filter(alive)).toEqual([]);
        } finally {
          if (server.process.exitCode === null) server.process.kill('SIGKILL');
        }
      } finally {
        await store.close();
      }
    },
  );
});
