/**
 * Starts the server as a child process (its own event loop, as in production; the load
 * generator runs in the parent) and stops it. With `profile`, the child writes a V8 CPU
 * profile (.cpuprofile) into bench/results/profiles when it stops.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { benchDir } from './settings';

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** CPU time (µs) and event-loop delay of the server since the previous call. */
  stats(): Promise<{ cpuUs: number; loopDelayP50Ms: number; loopDelayP99Ms: number }>;
  stop(): Promise<void>;
}

/** `workers` > 1: a node:cluster of that many server processes on one port (server-main.ts). */
export async function startServer(o: { databaseUrl: string; poolSize?: number; profile: boolean; workers: number }): Promise<BenchServer> {
  const profileArgs = o.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(benchDir, 'results', 'profiles')}`] : [];
  const child = fork(join(benchDir, 'server-main.ts'), [], {
    execArgv: ['--import', 'tsx', ...profileArgs],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_SERVER_DATABASE_URL: o.databaseUrl,
      BENCH_WORKERS: String(o.workers),
      ...(o.poolSize ? { BENCH_POOL_SIZE: String(o.poolSize) } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with code ${code} before listening`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stats: () =>
      new Promise((resolve) => {
        const onMessage = (m: unknown) => {
          const stats = (m as { stats?: { cpuUs: number; loopDelayP50Ms: number; loopDelayP99Ms: number } }).stats;
          if (!stats) return;
          child.off('message', onMessage);
          resolve(stats);
        };
        child.on('message', onMessage);
        child.send('stats');
      }),
    async stop() {
      if (child.exitCode === null) child.send('stop');
      await exited;
    },
  };
}
