/**
 * Starts the server: configuration → one process (database: migrate, seed when empty; listen),
 * or with `GT_WORKERS` > 1 (or `auto`: one per core) a primary that prepares the database and
 * forks that many processes on the one port (cluster.ts). Several processes need PostgreSQL
 * (`DATABASE_URL`): the embedded PGlite database belongs to one process.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { runPrimary } from './cluster';
import { loadConfig, type ServerConfig } from './config/server-config';
import { exitOnStartError, processLog } from './process-log';
import { runServer } from './server-process';

const config: ServerConfig = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A bad configuration file: the message names the key; a stack trace would bury it.
    processLog().fatal(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
})();
const log = processLog(config.LogLevel);
const workers = config.Workers === 'auto' ? availableParallelism() : config.Workers;
if (workers > 1 && !config.DatabaseURL) {
  log.fatal(`GT_WORKERS=${config.Workers} needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be opened by one process only.`);
  process.exit(1);
}
// A database that cannot be reached or migrated: one JSON line saying why, exit status 1.
const start = workers === 1 ? runServer(config, { seed: true }) : cluster.isPrimary ? runPrimary(config, workers) : runServer(config, { seed: false });
await start.catch((err: unknown) => exitOnStartError(log, err));
