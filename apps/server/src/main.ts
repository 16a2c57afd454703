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
import { runServer } from './server-process';

const config: ServerConfig = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A bad configuration file: the message names the key; a stack trace would bury it.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
})();
const workers = config.Workers === 'auto' ? availableParallelism() : config.Workers;
if (workers > 1 && !config.DatabaseURL) {
  console.error(`GT_WORKERS=${config.Workers} needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be opened by one process only.`);
  process.exit(1);
}
if (workers === 1) await runServer(config, { seed: true });
else if (cluster.isPrimary) await runPrimary(config, workers);
else await runServer(config, { seed: false });
