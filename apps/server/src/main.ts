/** Starts the server: configuration → database (migrate, seed when empty) → listen. */
import { buildApp } from './app';
import { loadConfig } from './config/server-config';
import { openDatabase } from './db/client';
import { seedDemoStore } from './seed/demo-store';

const config = loadConfig();
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.DatabaseURL, dataDir: config.DataDir });
const clock = () => new Date();
if (config.SeedDemoData) await seedDemoStore(handle.db, { now: clock(), zone: config.Public.VenueTimeZone });
const app = await buildApp({ db: handle.db, config, clock }, { logger: true });
await app.listen({ port: config.Port, host: config.Host });
app.log.info(`storefront on http://localhost:${config.Port}/GT/ (${handle.driver}, ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
