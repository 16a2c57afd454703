/**
 * Test harness: a seeded store on in-memory PGlite, or on a fresh schema of the PostgreSQL
 * server named by TEST_DATABASE_URL. Each call gets its own database; the clock is injectable.
 * PGlite stores start from a cached, already migrated data directory (see pgliteTemplate).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import type { z } from 'zod';
import { loadConfig, type ServerConfig } from '../src/config/server-config';
import { openDatabase, schema, type Db, type DbHandle } from '../src/db/client';

import { seedDemoStore } from '../src/seed/demo-store';

export interface TestStore {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the injected clock (UTC instant). */
  setNow(now: Date): void;
  close(): Promise<void>;
  /** The store's PostgreSQL database (another process may open it); unset on PGlite. */
  databaseUrl?: string;
}

/** A database URL for a fresh, empty PostgreSQL database (created on the TEST_DATABASE_URL server). */
async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `gt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // pool.end() resolves before its sockets close; forcing the drop while they close makes
      // the closing clients emit unhandled 57P01 errors. Wait for them, force only as a fallback.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A migrated, empty PGlite data directory as a tarball, built once per set of migrations and
 * kept in the OS temp folder (shared by test files and runs): a store loads it in about a second
 * instead of running initdb and every migration (about three on this machine).
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const dir of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const name of (await readdir(dir, { withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()) {
      hash.update(name).update(await readFile(join(dir, name)));
    }
  }
  const file = join(tmpdir(), `gt-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    const blob = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await blob.arrayBuffer()));
    await rename(partial, file);
    return blob;
  }
}

/** An in-memory PGlite database loaded from `dataDir` (default: the migrated template; migrations re-checked: a no-op). */
async function templatePglite(dataDir?: Blob): Promise<DbHandle & { dump: () => Promise<Blob> }> {
  const { PGlite: Pglite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new Pglite({ loadDataDir: dataDir ?? (await pgliteTemplate()) });
  const db = drizzle(client, { schema });
  if (!dataDir) await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close(), dump: () => client.dumpDataDir('none') };
}

/**
 * Seeded PGlite data directories of this test file, by seed `now`, config and demo bookings: a
 * file's later stores at the same instant load the seeded store instead of seeding again.
 */
const seededPglite = new Map<string, Promise<Blob>>();

/** Whether the suite runs on PostgreSQL (TEST_DATABASE_URL set) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Starts a seeded store at `now` (default: the real time) with config overrides, without the demo
 * bookings unless `demoBookings`; on a fresh database of the PostgreSQL server `postgresUrl`
 * (default TEST_DATABASE_URL; e.g. a private cluster, private-postgres.ts). Every injected
 * request comes from one address, so the per-client hold limits are off unless a test sets them.
 */
export async function startTestStore(
  opts: {
    now?: Date;
    config?: Partial<z.input<typeof ServerConfig>>;
    seed?: boolean;
    poolSize?: number;
    demoBookings?: boolean;
    postgresUrl?: string;
  } = {},
): Promise<TestStore> {
  let now = opts.now ?? new Date();
  const config = loadConfig(
    {},
    {
      DataDir: 'memory://',
      RateLimitPerMinute: 100_000,
      PaymentRateLimitPerMinute: 100_000,
      HoldLimits: { SeatsPerEvent: 0, SeatsPerClient: 0, WritesPerMinute: 0 },
      ...opts.config,
    },
  );
  const pgServer = opts.postgresUrl ?? process.env.TEST_DATABASE_URL;
  const pg = pgServer ? await freshPostgresDatabase(pgServer) : undefined;
  const seed = opts.seed !== false;
  // The demo bookings (manage my booking) only where a test asks: other tests count sales and charges from zero.
  const bookings = opts.demoBookings ?? false;
  const seededKey = !pg && seed && opts.now ? JSON.stringify([now.toISOString(), bookings, config]) : undefined;
  const seeded = seededKey ? seededPglite.get(seededKey) : undefined;
  const local = pg ? undefined : await templatePglite(seeded && (await seeded));
  const handle = local ?? (await openDatabase({ databaseUrl: pg?.url, dataDir: 'memory://', poolSize: opts.poolSize }));
  // The test's own pool may see a private cluster stopped (db-outage.pg.test.ts): not the server's log.
  handle.availability?.useLogger({ error: () => undefined, warn: () => undefined, info: () => undefined });
  const clock = () => now;
  if (seed && !seeded) {
    await seedDemoStore(handle.db, { now, config, bookings });
    if (seededKey && local) {
      // Taken before the store answers anything, so later stores start from the seed alone.
      const dump = local.dump();
      seededPglite.set(seededKey, dump);
      await dump;
    }
  }
  const ctx: AppContext = { db: handle.db, reportDb: handle.reportDb, config, clock };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    databaseUrl: pg?.url,
    setNow: (d) => {
      now = d;
    },
    async close() {
      await app.close();
      await handle.close();
      await pg?.drop();
    },
  };
}
