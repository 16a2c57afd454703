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
