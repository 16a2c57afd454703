/**
 * Several server processes on one port (docs/operations.md#processes; node:cluster): the primary prepares the
 * database once (migrations, demo seed; it waits while the database cannot be reached), then forks
 * `workers` processes that share the listening port; a worker that dies is replaced, after a
 * doubling delay when workers keep dying young (restartDelayMs), so that a fault that kills every
 * new process is not a tight crash loop. SIGTERM/SIGINT is passed to every worker, each drains and
 * finishes its requests in flight (server-process.ts), and the primary exits when all have.
 */
import cluster from 'node:cluster';
import type { ServerConfig } from './config/server-config';
import { serveClusterMetrics } from './modules/metrics/cluster-metrics';
import { processLog } from './process-log';
import { prepareDatabase } from './server-process';

/** A worker that ran at least this long before dying is replaced at once. */
const HEALTHY_UPTIME_MS = 30_000;
/** Longest wait before replacing a worker. */
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Wait before replacing a worker, after `youngExits` workers in a row died within
 * HEALTHY_UPTIME_MS of their start: 0 for none, then 1 s, 2 s, 4 s … at most 30 s.
 */
export const restartDelayMs = (youngExits: number): number =>
  youngExits === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (youngExits - 1));

export async function runPrimary(config: ServerConfig, workers: number): Promise<void> {
  await prepareDatabase(config);
  const log = processLog(config.LogLevel);
  let stopping = false;
  let youngExits = 0;
  const startedAt = new Map<number, number>();
  const pending = new Set<NodeJS.Timeout>();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    youngExits = uptime < HEALTHY_UPTIME_MS ? youngExits + 1 : 0;
    const delay = restartDelayMs(youngExits);
    log.error(
      { worker: worker.process.pid, code, signal, uptimeMs: uptime, restartInMs: delay },
      `worker ${worker.process.pid} exited (${signal ?? code}) after ${(uptime / 1000).toFixed(1)} s; starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, delay);
    pending.add(timer);
  });
  serveClusterMetrics();
  for (let i = 0; i < workers; i++) fork();
  log.info(`${workers} server processes on port ${config.Port}`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit(0);
      for (const w of running) w?.process.kill(sig);
    });
  }
}
