/**
 * Physical baseline: the same single-row hot update, on one row, with the same concurrency as
 * the hold load (`clients` callers sharing a node-postgres pool of the server's size), each
 * `update … set n = n + 1 where id = $1` in its own transaction. What one row lock and one WAL
 * flush per commit allow on this machine, through the driver the server uses.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ScenarioResult } from '../lib/report';
import { percentile, perMinute, round } from '../lib/stats';

export const HOT_ROW_TABLE = 'bench_hot_row';

/** Creates the one-row table used by both baselines. */
export async function createHotRow(c: pg.Client): Promise<void> {
  await c.query(`create table ${HOT_ROW_TABLE} (id int primary key, n bigint not null)`);
  await c.query(`insert into ${HOT_ROW_TABLE} values (1, 0)`);
}

/** Runs `clients` update loops for `ms` milliseconds; returns the count and latencies. */
async function updateLoops(pool: pg.Pool, clients: number, ms: number): Promise<{ count: number; latencies: number[]; ms: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      await pool.query(`update ${HOT_ROW_TABLE} set n = n + 1 where id = $1`, [1]);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { count: latencies.length, latencies, ms: performance.now() - started };
}

export async function runNodeBaseline(o: { databaseUrl: string; clients: number; poolSize: number; seconds: number }): Promise<ScenarioResult> {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: o.poolSize });
  try {
    await updateLoops(pool, o.clients, 2_000); // warm-up: connections, plan cache, JIT
    const r = await updateLoops(pool, o.clients, o.seconds * 1000);
    return {
      name: 'baseline: node-postgres hot-row UPDATE',
      perMinute: perMinute(r.count, r.ms),
      p50Ms: percentile(r.latencies, 50),
      p99Ms: percentile(r.latencies, 99),
      notes: [`${o.clients} callers on a pool of ${o.poolSize} connections, autocommit UPDATE of one row`],
      details: { updates: r.count, seconds: round(r.ms / 1000, 2), clients: o.clients, poolSize: o.poolSize },
    };
  } finally {
    await pool.end();
  }
}
