/**
 * Several server processes on one port (docs/operations.md#processes): GT_WORKERS=3 on the test's PostgreSQL
 * database serves payments from three processes, and their mail outboxes send each confirmation
 * exactly once; SIGTERM stops all three. On PGlite several workers are refused with a clear
 * message. A fault that kills every worker at start is retried with growing delays, not in a tight
 * loop. The production start under a supervisor: `npm run serve` (the built server) passes
 * SIGTERM on, so that no process outlives it.
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { platform, tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cartFor, freshEvent } from './checkout-support';
import { onPostgres, startTestStore } from './harness';
import { expectMoneyMatchesBookings } from './ledger';
import { freePort } from './private-postgres';
import { alive, payOver, spawnServer, startServerProcess, waitFor } from './server-process-support';

const root = resolve(import.meta.dirname, '../../..');
/** Pids of the processes that logged they serve the store. */
const servingPids = (log: string) => new Set([...log.matchAll(/"pid":(\d+)[^\n]*storefront on/g)].map((m) => Number(m[1])));
/** The parent of process `pid` (Linux /proc). */
const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]);

describe('GT_WORKERS', () => {
  it('more than one process on the embedded database is refused, naming what is needed', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
      env: { ...process.env, GT_WORKERS: '2', GT_DATA_DIR: 'memory://', DATABASE_URL: '', PORT: '0' },
    });
    let err = '';
    child.stdout.on('data', (d) => (err += d)); // a JSON log line (process-log.ts)
    child.stderr.on('data', (d) => (err += d));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(err).toContain('GT_WORKERS=2 needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be opened by one process only.');
  });

  (onPostgres ? it : it.skip)('3 processes serve 9 payments; each confirmation e-mail is sent once; SIGTERM stops them all', { timeout: 120_000 }, async () => {
    const store = await startTestStore();
    try {
      const event = await freshEvent(store, 100);
      const carts = [];
      for (let i = 0; i < 9; i++) carts.push(await cartFor(store, event, [{ TourProductID: 1, Quantity: 1 }]));
      const keys = carts.map(() => randomUUID());
      const dataDir = mkdtempSync(join(tmpdir(), 'gt-workers-'));
      const server = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: dataDir, GT_WORKERS: '3' });
      const statuses = await Promise.all(carts.map((c, i) => payOver(server.base, c.body, keys[i] as string)));
      expect(statuses).toEqual(Array(9).fill(200));
      // Every process's outbox polls the shared table; wait until the nine are sent.
      const deadline = Date.now() + 30_000;
      // The mail folder appears with the first e-mail.
      const mailDir = join(dataDir, 'mail');
      const sent = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0);
      while (Date.now() < deadline && sent() < 9) await new Promise((r) => setTimeout(r, 250));
      await new Promise((r) => setTimeout(r, 1000)); // a duplicate would arrive now
      server.process.kill('SIGTERM');
      expect(await server.exited, server.log()).toBe(0);
      expect(sent()).toBe(9);
      // Three server processes started (the primary logs JSON lines too, with its own pid).
      expect(new Set([...server.log().matchAll(/"pid":(\d+)[^\n]*"msg":"storefront on/g)].map((m) => m[1])).size).toBe(3);
      await expectMoneyMatchesBookings(store, keys);
    } finally {
      await store.close();
    }
  });

  (onPostgres ? it : it.skip)('workers that die at start (their port is taken) are replaced after 1, 2, 4 … s, not in a tight loop', { timeout: 150_000 }, async () => {
    const store = await startTestStore();
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(port, '127.0.0.1', r));
    try {
      const server = await startServerProcess({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://', GT_WORKERS: '2', PORT: String(port) });
      try {
        const exits = () => [...server.log().matchAll(/worker \d+ exited \(1\)[^;\n]*; starting another(?: in (\d+) s)?/g)];
        await waitFor('3 workers dying', () => exits().length >= 3 || server.process.exitCode !== null, 100_000);
        expect(server.process.exitCode, server.log()).toBeNull();
        // Each replacement waits twice as long as the one before (at most 30 s).
        expect(exits().map((m) => Number(m[1] ?? 0)).slice(0, 3), server.log()).toEqual([1, 2, 4]);
      } finally {
        server.process.kill('SIGKILL');
        await server.exited;
      }
    } finally {
      squatter.close();
      await store.close();
    }
  });

  (onPostgres && platform() === 'linux' ? it : it.skip)(
    'npm run serve (the built server) with GT_WORKERS=2: SIGTERM to npm stops npm, the primary and both workers',
    { timeout: 120_000 },
    async () => {
      await promisify(execFile)('npm', ['run', '--silent', 'build:server'], { cwd: root });
      const store = await startTestStore();
      try {
        const server = await spawnServer({ DATABASE_URL: store.databaseUrl as string, GT_DATA_DIR: 'memory://', GT_WORKERS: '2', GT_SHUTDOWN_DELAY_SECONDS: '1' }, { npmScript: 'serve' });
        await waitFor('both workers serving', () => servingPids(server.log()).size === 2);
        const workers = [...servingPids(server.log())];
        const primary = parentOf(workers[0] as number);
        expect(primary).not.toBe(server.process.pid);
        server.process.kill('SIGTERM');
        expect(await server.exited, server.log()).toBe(0);
        await waitFor('no process left', () => ![primary, ...workers].some(alive), 10_000).catch(() => undefined);
        expect([primary, ...workers].filter(alive), server.log()).toEqual([]);
      } finally {
        await store.close();
      }
    },
  );
});
