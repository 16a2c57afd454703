/**
 * SIGTERM during a burst of payments (docs/operations.md#health): a real server process on the test's
 * PostgreSQL database is told to stop while 12 visitors pay. It stops accepting, finishes every
 * payment it had started, exits 0, and the ledger holds: every captured charge has its sale and
 * every answered 200 is a sale. PostgreSQL only (a second process cannot open PGlite).
 * The drain (ShutdownDelaySeconds), on a private PostgreSQL cluster (private-postgres.ts): /readyz
 * answers 503 at once while requests on kept-alive connections are still served.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartFor, freshEvent } from './checkout-support';
import { onPostgres, startTestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { payOver, spawnServer, waitFor, type ServerProcess } from './server-process-support';

/** One request through `agent`: status, first error message, whether it reused a kept-alive socket, its Connection header. */
function viaAgent(agent: Agent, base: string, method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; error?: string; reused: boolean; connection?: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { agent, method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        const json = (() => {
          try {
            return JSON.parse(text) as { Errors?: { ErrorMessage: string }[] };
          } catch {
            return undefined;
          }
        })();
        resolve({ status: res.statusCode ?? 0, error: json?.Errors?.[0]?.ErrorMessage, reused: req.reusedSocket, connection: res.headers.connection });
      });
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

const suite = onPostgres ? describe : describe.skip;

suite(`graceful shutdown${onPostgres ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, () => {
  it('SIGTERM while 12 payments are in flight: each started one completes, the process exits 0, the ledger holds', { timeout: 120_000 }, async () => {
    const store = await startTestStore();
    try {
      const event = await freshEvent(store, 100);
      const carts = [];
      for (let i = 0; i < 12; i++) carts.push(await cartFor(store, event, [{ TourProductID: 1, Quantity: 1 }]));
      const keys = carts.map(() => randomUUID());
      const server = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://' });
      const answers = carts.map((c, i) => payOver(server.base, c.body, keys[i] as string));
      // Stop as soon as the first payment is answered: the others are in flight or queued.
      await Promise.race(answers);
      server.process.kill('SIGTERM');
      const statuses = await Promise.all(answers);

      expect(await server.exited, server.log()).toBe(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      // Nothing half-done: a request is either a sale (200) or was never taken (0 / 503).
      expect(statuses.every((s) => s === 200 || s === 0 || s === 503), statuses.join()).toBe(true);
      const l = await expectMoneyMatchesBookings(store, keys);
      expect(l.captured).toBe(statuses.filter((s) => s === 200).length);
      console.info(`SIGTERM during 12 payments: statuses ${statuses.join(',')}; captured ${l.captured}, refunded ${l.refunded}`);
    } finally {
      await store.close();
    }
  });
});

const clusterMissing = onPostgres ? privatePostgresMissing : 'set TEST_DATABASE_URL';

(clusterMissing ? describe.skip : describe)(`drain on SIGTERM, on a private PostgreSQL${clusterMissing ? ` (skipped: ${clusterMissing})` : ''}`, () => {
  let pg: PrivatePostgres;
  beforeAll(async () => {
    pg = await startPrivatePostgres();
  }, 120_000);
  afterAll(async () => {
    await pg?.remove();
  });

  it('SIGTERM with GT_SHUTDOWN_DELAY_SECONDS=2: /readyz 503 at once, a hold and a payment 0.5 s later get their normal answers, exit 0 after the delay', { timeout: 120_000 }, async () => {
    const store = await startTestStore({ postgresUrl: pg.url() });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let started: ServerProcess | undefined;
    try {
      const event = await freshEvent(store, 10);
      const cart = await cartFor(store, event, [{ TourProductID: 1, Quantity: 1 }]);
      const server = (started = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://', GT_SHUTDOWN_DELAY_SECONDS: '2' }));
      const listed = await viaAgent(agent, server.base, 'GET', `/api/v1/TourEvents?TourEventList=${event.TourEventID}`);
      expect([listed.status, listed.reused]).toEqual([200, false]);

      const signalledAt = Date.now();
      server.process.kill('SIGTERM');
      await waitFor('/readyz 503', async () => (await fetch(`${server.base}/readyz`)).status === 503, 1000);
      const readyz503AfterMs = Date.now() - signalledAt;
      await new Promise((r) => setTimeout(r, signalledAt + 500 - Date.now()));
      // The visitor's browser (or the balancer) still has its connection: served, then told to reconnect.
      const held = await viaAgent(agent, server.base, 'POST', '/api/v1/TourHolds', { TourEventID: event.TourEventID, TourProducts: [{ TourProductID: 1, Quantity: 1 }] });
      expect(held, server.log()).toMatchObject({ status: 200, reused: true, connection: 'close' });
      expect(await payOver(server.base, cart.body, randomUUID())).toBe(200);
      const answeredAt = Date.now() - signalledAt;

      expect(await server.exited, server.log()).toBe(0);
      const exitedAfterMs = Date.now() - signalledAt;
      expect(exitedAfterMs).toBeGreaterThanOrEqual(2000);
      expect(server.log()).toContain('SIGTERM: /readyz answers 503; serving 2 s more');
      console.info(`SIGTERM: /readyz 503 after ${readyz503AfterMs} ms; hold and payment answered by ${answeredAt} ms; exit 0 after ${exitedAfterMs} ms`);
    } finally {
      if (started?.process.exitCode === null) started.process.kill('SIGKILL');
      agent.destroy();
      await store.close();
    }
  });
});
