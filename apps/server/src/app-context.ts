import type { Db } from './db/client';
import type { ServerConfig } from './config/server-config';

/** What every module gets: the database, the validated configuration and the clock (UTC instants). */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  clock: () => Date;
}
