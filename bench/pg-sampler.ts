/**
 * Samples PostgreSQL every BENCH_SAMPLE_MS (10) while a bench runs, until SIGTERM/SIGINT, then
 * writes `$BENCH_TRACE_DIR/pg.jsonl` (lib/trace.ts): the bench database's backends counted by
 * state and wait event, the oldest active statement's age, ungranted locks, autovacuum workers,
 * checkpoints and WAL written so far, and the machine's busy jiffies (/proc/stat). One connection of its own, to the maintenance database.
 *   BENCH_TRACE_DIR=/tmp/t npx tsx bench/pg-sampler.ts &   (then the bench, then kill %1)
 */
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineJiffies, traceDir, writeTrace } from './lib/trace';

const dir = traceDir();
if (!dir) throw new Error('BENCH_TRACE_DIR is not set');
const everyMs = Number(process.env.BENCH_SAMPLE_MS ?? 10);
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await db.connect();
const rows: unknown[] = [];
let running = true;
const stop = () => void (running = false);
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
const query = `
  select extract(epoch from clock_timestamp()) * 1000 as t,
    (select coalesce(json_object_agg(k, n), '{}') from (
       select state || ':' || coalesce(wait_event_type || '/' || wait_event, '-') as k, count(*) as n
       from pg_stat_activity where datname like 'gt_bench_%' and pid <> pg_backend_pid() group by 1) w) as waits,
    (select round(extract(epoch from max(clock_timestamp() - query_start)) * 1000) from pg_stat_activity
       where datname like 'gt_bench_%' and state = 'active' and pid <> pg_backend_pid()) as oldest_ms,
    (select count(*) from pg_locks where not granted) as ungranted,
    (select count(*) from pg_stat_activity where backend_type = 'autovacuum worker') as autovacuum,
    (select string_agg(query, ' | ') from pg_stat_activity where backend_type = 'autovacuum worker') as av_query,
    (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter) as checkpoints,
    (select wait_event from pg_stat_activity where backend_type = 'checkpointer') as checkpointer,
    (select wait_event from pg_stat_activity where backend_type = 'walwriter') as walwriter,
    pg_current_wal_lsn() - '0/0'::pg_lsn as wal`;
while (running) {
  const started = Date.now();
  rows.push({ ...(await db.query(query)).rows[0], ...machineJiffies() });
  await sleep(Math.max(0, everyMs - (Date.now() - started)));
}
writeTrace(dir, 'pg', rows);
await db.end();
