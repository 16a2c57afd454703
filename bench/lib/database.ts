/** A fresh, empty PostgreSQL database per bench run, dropped at the end. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `gt_bench_<random>` on the server of `baseUrl` (a maintenance database URL). */
export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `gt_bench_${randomBytes(5).toString('hex')}`;
  await withClient(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withClient(baseUrl, async (c) => {
        // Let closing pools go first; force only as a fallback.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** Runs `fn` with a short-lived client of `url`. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Waits (at most `timeoutMs`) until no other session of `c`'s database is running a statement,
 * three polls in a row: a closed-loop phase stops its clients, but the server still answers the
 * requests they left queued (200 connections: up to 180 waiting for the pool, for seconds on a hot
 * event), and a phase started meanwhile measures that backlog, not its own load.
 */
export async function waitForIdle(c: pg.Client, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 3 && Date.now() < until; ) {
    const { rows } = await c.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    quiet = rows[0]?.n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}
