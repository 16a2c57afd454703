/**
 * Several server processes on one port (issue 17 item 2; node:cluster): the primary prepares the
 * database once (migrations, demo seed), then forks `workers` processes that share the listening
 * port; a worker that dies is replaced. SIGTERM/SIGINT is passed to every worker, each finishes
 * its requests in flight (server-process.ts), and the primary exits when all have.
 */
import cluster from 'node:cluster';
import type { ServerConfig } from './config/server-config';
import { serveClusterMetrics } from './modules/metrics/cluster-metrics';
import { processLog } from './process-log';
import { prepareDatabase } from './server-process';

export async function runPrimary(config: ServerConfig, workers: number): Promise<void> {
  await prepareDatabase(config);
  const log = processLog(config.LogLevel);
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, `worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  serveClusterMetrics();
  for (let i = 0; i < workers; i++) fork();
  log.info(`${workers} server processes on port ${config.Port}`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    });
  }
}
