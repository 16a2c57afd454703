/**
 * Test harness: a seeded store on in-memory PGlite, or on a fresh schema of the PostgreSQL
 * server named by TEST_DATABASE_URL. Each call gets its own database; the clock is injectable.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { loadConfig, type ServerConfig } from '../src/config/server-config';
import { openDatabase } from '../src/db/client';
import { seedDemoStore } from '../src/seed/demo-store';

export interface TestStore {
  app: FastifyInstance;
  ctx: AppContext;
  /** Moves the injected clock (UTC instant). */
  setNow(now: Date): void;
  close(): Promise<void>;
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

/** Whether the suite runs on PostgreSQL (TEST_DATABASE_URL set) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Starts a seeded store at `now` (default: the real time) with config overrides. */
export async function startTestStore(opts: { now?: Date; config?: Partial<ServerConfig>; seed?: boolean; poolSize?: number } = {}): Promise<TestStore> {
  let now = opts.now ?? new Date();
  const config = loadConfig({}, { DataDir: 'memory://', RateLimitPerMinute: 100_000, ...opts.config });
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const handle = await openDatabase({ databaseUrl: pg?.url, dataDir: 'memory://', poolSize: opts.poolSize });
  const clock = () => now;
  if (opts.seed !== false) await seedDemoStore(handle.db, { now, zone: config.Public.VenueTimeZone });
  const ctx: AppContext = { db: handle.db, config, clock };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
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
