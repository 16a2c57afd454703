/**
 * Database handle (docs/architecture.md#database): PGlite embedded by default (a data directory, or
 * `memory://` in tests), node-postgres when a connection URL is given. Same schema, same
 * migrations, same queries on both. On PostgreSQL a lost connection or a stopped server is an
 * error of the requests that need it, never of the process (availability.ts), and migrations run
 * under an advisory lock, one process at a time across machines.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { autoPrepare } from './auto-prepare';
import type { TestHooks } from '../app-context';
import { fallbackLog, watchAvailability, type DbAvailability } from './availability';
import * as admin from './admin-schema';
import * as coupon from './coupon-schema';
import * as customer from './customer-schema';
import * as eventOps from './event-ops-schema';
import * as giftCard from './gift-card-schema';
import * as integration from './integration-schema';
import * as food from './food-schema';
import * as mail from './mail-schema';
import * as membership from './membership-schema';
import * as payment from './payment-schema';
import * as product from './product-schema';
import * as reference from './reference-schema';
import * as sandbox from './sandbox-schema';
import * as booking from './schema';
import { migrationsFolder } from '../paths';

/** Every table, for Drizzle's typed handle. */
export const schema = { ...admin, ...booking, ...coupon, ...customer, ...eventOps, ...food, ...giftCard, ...integration, ...mail, ...membership, ...payment, ...product, ...reference, ...sandbox };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Whether the database can be reached (PostgreSQL only; PGlite lives in the process). */
  availability?: DbAvailability;
  /**
   * The back office's session checks and reading pages (sales report, manifests, booking search)
   * on a small pool of their own (PostgreSQL only; REPORT_POOL_SIZE connections), so that an operator's page does
   * not wait for a connection behind a rush of checkouts holding the main pool.
   */
  reportDb?: Db;
}

/** Connections of the node-postgres pool when the caller does not choose (see the bench). */
export const DEFAULT_POOL_SIZE = 20;

/** Connections of the back office's reading pool (`DbHandle.reportDb`): a few operators' tabs at a time. */
export const REPORT_POOL_SIZE = 4;

/**
 * A waiting request gives up on a connection after this long (a database that does not answer
 * at all, or a pool exhausted for that long) and answers 503 instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** pg_advisory_lock key of the migration run (any bigint of our own; "GTMIGRAT" in ASCII). */
export const MIGRATION_LOCK_KEY = '5139771051405017428';

/**
 * Opens the database and applies the checked-in migrations (PostgreSQL: under an advisory lock,
 * so that processes starting together on several machines migrate one after another; the others
 * then find nothing to do). Rejects when the database cannot be reached (see
 * availability.ts `retryWhileUnavailable`) or a migration fails. `testHooks.skipMigrationLock`:
 * the control of the migration race test.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number; testHooks?: TestHooks }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // pipeline: statements issued one after another on a connection (inside a transaction) are
    // sent without waiting for the previous result; see tour-holds/repository.ts.
    const newPool = (max: number) =>
      new pg.Pool({ connectionString: opts.databaseUrl, max, pipeline: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    const pool = newPool(opts.poolSize ?? DEFAULT_POOL_SIZE);
    const reportPool = newPool(REPORT_POOL_SIZE);
    const availability = watchAvailability(() => pool.query('select 1'));
    // A connection that dies idle in the pool, or checked out between two statements, emits
    // 'error': without listeners that event ends the process.
    const lost = (err: Error) => {
      if (!availability.report(err)) fallbackLog().error({ err }, 'database connection error');
    };
    for (const p of [pool, reportPool]) {
      p.on('error', lost);
      p.on('connect', (client) => {
        client.on('error', lost);
        autoPrepare(client);
      });
    }
    const closeAll = () => Promise.all([pool.end(), reportPool.end()]).then(() => undefined);
    try {
      const client = await pool.connect();
      try {
        if (!opts.testHooks?.skipMigrationLock) await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        client.release(true); // closes this connection, and with its session the lock
      }
    } catch (err) {
      availability.stop();
      await closeAll();
      throw err;
    }
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      reportDb: drizzle(reportPool, { schema }) as unknown as Db,
      driver: 'postgres',
      close: () => {
        availability.stop();
        return closeAll();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      availability,
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A transaction handle; also usable wherever a `Db` is expected. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
