/**
 * Settings of one bench run: where PostgreSQL is, how long each load phase lasts and how many
 * clients it uses. Environment overrides: BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CLIENTS,
 * BENCH_POOL_SIZE (server's node-postgres pool; unset = the product default), BENCH_PROFILE=1
 * (the server child writes a V8 CPU profile under bench/results/profiles), BENCH_ONLY=holds,month
 * (run only the named phases: baseline, holds (with holds-rate), holds-rate, sellout, checkouts, mixed, promotions, month),
 * BENCH_WORKERS=1,2 (server processes of each round: the phases run once per count, each round on
 * a fresh database; the default compares 1 and 2), BENCH_OPERATOR_PAUSE_MS (the mixed phase's operator
 * reads each answer that long before the tab's next request; default 1000, 0: back to back).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchSettings {
  /** Maintenance URL of the PostgreSQL server; a fresh database is created beside it. */
  baseUrl: string;
  /** Seconds of each measured load phase (holds, checkouts, baseline). */
  seconds: number;
  /** Concurrent clients of the load phases (HTTP connections, or baseline callers). */
  clients: number;
  /** node-postgres pool size of the server (undefined: the product default). */
  poolSize?: number;
  profile: boolean;
  /** Phases to run; undefined: all. */
  only?: string[];
  /** Server process counts, one round each (GT_WORKERS of production). */
  workers: number[];
  /** Mixed phase: ms an operator's tab waits after an answer before its next request. */
  operatorPauseMs: number;
}

/** Whether a phase runs in this invocation (all by default). */
export const runs = (s: BenchSettings, phase: string): boolean => !s.only || s.only.includes(phase);

const int = (v: string | undefined) => (v ? Number.parseInt(v, 10) : undefined);

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    baseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    seconds: int(env.BENCH_SECONDS) ?? 30,
    clients: int(env.BENCH_CLIENTS) ?? 200,
    poolSize: int(env.BENCH_POOL_SIZE),
    profile: env.BENCH_PROFILE === '1',
    only: env.BENCH_ONLY?.split(',').map((s) => s.trim()),
    workers: (env.BENCH_WORKERS ?? '1,2').split(',').map((s) => Math.max(1, Number.parseInt(s, 10) || 1)),
    operatorPauseMs: int(env.BENCH_OPERATOR_PAUSE_MS) ?? 1000,
  };
}
