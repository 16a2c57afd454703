/**
 * SIGTERM during a burst of payments (issue 17 item 4): a real server process on the test's
 * PostgreSQL database is told to stop while 12 visitors pay. It stops accepting, finishes every
 * payment it had started, exits 0, and the ledger holds: every captured charge has its sale and
 * every answered 200 is a sale. PostgreSQL only (a second process cannot open PGlite).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartFor, freshEvent } from './checkout-support';
import { onPostgres, startTestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { payOver, spawnServer } from './server-process-support';

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
