/** Starts the server: configuration → database (migrate, seed when empty) → listen. */
import { buildApp } from './app';
import { loadConfig } from './config/server-config';
import { openDatabase } from './db/client';
import { recoverInterruptedPayments } from './modules/transactions/recovery';
import { seedDemoStore } from './seed/demo-store';

const config = loadConfig();
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.DatabaseURL, dataDir: config.DataDir });
const clock = () => new Date();
if (config.SeedDemoData) await seedDemoStore(handle.db, { now: clock(), zone: config.Public.VenueTimeZone });
const ctx = { db: handle.db, config, clock };
const app = await buildApp(ctx, { logger: true });
await app.listen({ port: config.Port, host: config.Host });
// buildApp recovers interrupted payments at start-up; repeat whenever a payment lease may have lapsed.
const recovery = setInterval(() => {
  recoverInterruptedPayments(ctx).catch((err: unknown) => app.log.error({ err }, 'payment recovery failed'));
}, config.PaymentLeaseSeconds * 1000);
recovery.unref();
app.log.info(`storefront on http://localhost:${config.Port}/GT/ (${handle.driver}, ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(recovery);
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
