/**
 * Database handle (DESIGN.md "Database"): PGlite embedded by default (a data directory, or
 * `memory://` in tests), node-postgres when a connection URL is given. Same schema, same
 * migrations, same queries on both.
 */
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as admin from './admin-schema';
import * as coupon from './coupon-schema';
import * as customer from './customer-schema';
import * as giftCard from './gift-card-schema';
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
export const schema = { ...admin, ...booking, ...coupon, ...customer, ...food, ...giftCard, ...mail, ...membership, ...payment, ...product, ...reference, ...sandbox };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Connections of the node-postgres pool when the caller does not choose (see the bench). */
export const DEFAULT_POOL_SIZE = 20;

/** Opens the database and applies the checked-in migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // pipeline: statements issued one after another on a connection (inside a transaction) are
    // sent without waiting for the previous result; see tour-holds/repository.ts.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? DEFAULT_POOL_SIZE, pipeline: true });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
