/**
 * Lines up the slow requests of a traced open-loop phase (BENCH_TRACE_DIR, lib/trace.ts) with
 * what the generator, the server and PostgreSQL were doing meanwhile:
 *   npx tsx bench/trace-tail.ts <dir> [phase=holds-rate] [slowMs=100]
 * Prints the latency percentiles, then each stall (slow requests whose scheduled times are
 * within 50 ms of each other) with the generator's lateness, the server's timer lag, pool
 * waiting and GC pauses, and PostgreSQL's backends by wait event over the stall.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './lib/stats';

type Row = Record<string, number | string | null | Record<string, number>> & { t: number };
const [dir = '.', phase = 'holds-rate', slowArg = '100'] = process.argv.slice(2);
const slowMs = Number(slowArg);
const read = (file: string): Row[] =>
  readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row).map((r) => ({ ...r, t: Number(r.t) }));
const files = readdirSync(dir);
const requests = read(`${phase}-requests.jsonl`) as unknown as { t: number; lateMs: number; ms: number; status: number }[];
const generator = read(`${phase}-generator.jsonl`);
const server = files.filter((f) => f.startsWith('server-')).flatMap(read);
const pgRows = files.includes('pg.jsonl') ? read('pg.jsonl') : [];
const from = Math.min(...requests.map((r) => r.t));
const to = Math.max(...requests.map((r) => r.t + r.ms));
const rel = (t: number) => ((t - from) / 1000).toFixed(3);
const within = (rows: Row[], a: number, b: number) => rows.filter((r) => r.t >= a && r.t <= b);
const max = (rows: Row[], k: string) => Math.max(0, ...rows.map((r) => Number(r[k] ?? 0)));
const sum = (rows: Row[], k: string) => rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);

/** PostgreSQL's backends by state and wait event, averaged over the samples. */
function waits(rows: Row[]): string {
  const total: Record<string, number> = {};
  for (const r of rows) for (const [k, n] of Object.entries((r.waits ?? {}) as Record<string, number>)) total[k] = (total[k] ?? 0) + Number(n);
  return Object.entries(total)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([k, n]) => `${k} ${(n / Math.max(1, rows.length)).toFixed(1)}`)
    .join(', ');
}

/** One line of what happened between a and b. */
function during(a: number, b: number): string {
  const g = within(generator, a, b);
  const s = within(server, a, b);
  const p = within(pgRows, a, b);
  const gcs = s.filter((r) => r.gcMs !== undefined);
  const checkpoints = p.length ? Number(p[p.length - 1]?.checkpoints) - Number(p[0]?.checkpoints) : 0;
  const walKb = p.length ? (Number(p[p.length - 1]?.wal) - Number(p[0]?.wal)) / 1024 : 0;
  return [
    `generator lag max ${max(g, 'lagMs').toFixed(0)} ms, gc ${sum(within(generator, a, b).filter((r) => r.gcMs !== undefined), 'gcMs').toFixed(0)} ms`,
    `server lag max ${max(s, 'lagMs').toFixed(0)} ms, pool waiting max ${max(s, 'waiting')}, gc ${gcs.length}× ${sum(gcs, 'gcMs').toFixed(0)} ms`,
    `pg: oldest active ${max(p, 'oldest_ms')} ms, ungranted locks max ${max(p, 'ungranted')}, autovacuum ${max(p, 'autovacuum')}, checkpoints +${checkpoints}, WAL ${walKb.toFixed(0)} kB, checkpointer ${[...new Set(p.map((r) => r.checkpointer))].join('/')}`,
    `pg waits: ${waits(p)}`,
  ].join('\n    ');
}

const ms = requests.map((r) => r.ms);
console.log(`${requests.length} requests over ${rel(to)} s: p50 ${percentile(ms, 50).toFixed(1)} / p99 ${percentile(ms, 99).toFixed(1)} / max ${Math.max(...ms).toFixed(0)} ms; sent late > 5 ms: ${requests.filter((r) => r.lateMs > 5).length}`);
console.log(`whole phase:\n    ${during(from, to)}`);
const slow = requests.filter((r) => r.ms > slowMs).sort((a, b) => a.t - b.t);
const stalls: (typeof slow)[] = [];
for (const r of slow) {
  const last = stalls[stalls.length - 1];
  if (last && r.t - (last[last.length - 1]?.t ?? 0) <= 50) last.push(r);
  else stalls.push([r]);
}
console.log(`${slow.length} requests > ${slowMs} ms in ${stalls.length} stall(s):`);
for (const s of stalls) {
  const a = s[0]?.t ?? 0;
  const b = Math.max(...s.map((r) => r.t + r.ms));
  console.log(`  at ${rel(a)}–${rel(b)} s: ${s.length} slow, worst ${Math.max(...s.map((r) => r.ms)).toFixed(0)} ms, sent late max ${Math.max(...s.map((r) => r.lateMs)).toFixed(0)} ms`);
  console.log(`    ${during(a - 20, b)}`);
}
