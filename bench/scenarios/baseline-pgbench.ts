/**
 * The same hot-row UPDATE run by pgbench (C client, one connection per client, as many
 * connections as the server's pool), when pgbench is installed: the database's own limit
 * without any Node.js in the loop. Informational; the ratio uses the node-postgres baseline.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ScenarioResult } from '../lib/report';
import { HOT_ROW_TABLE } from './baseline-node';

const run = promisify(execFile);

/** Whether pgbench is on the PATH. */
export async function hasPgbench(): Promise<boolean> {
  return run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );
}

export async function runPgbenchBaseline(o: { databaseUrl: string; connections: number; seconds: number }): Promise<ScenarioResult> {
  const script = join(tmpdir(), `gt-bench-hot-row-${process.pid}.sql`);
  writeFileSync(script, `update ${HOT_ROW_TABLE} set n = n + 1 where id = 1;\n`);
  const args = ['-n', '-M', 'prepared', '-c', String(o.connections), '-j', '2', '-T', String(o.seconds), '-f', script, o.databaseUrl];
  const { stdout } = await run('pgbench', args);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  return {
    name: 'baseline: pgbench hot-row UPDATE',
    perMinute: tps * 60,
    notes: [`pgbench -c ${o.connections} -j 2 -M prepared; average latency ${latency} ms (pgbench reports no p50)`],
    details: { tps, latencyAverageMs: latency, connections: o.connections },
  };
}
