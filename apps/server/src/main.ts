/** Starts the server: configuration → database (migrate, seed when empty) → listen. */
import { buildApp } from './app';
import { loadConfig } from './config/server-config';
import { openDatabase } from './db/client';
import { sweepLapsedHolds } from './modules/tour-holds/sweep';
import { recoverInterruptedPayments } from './modules/transactions/recovery';
import { alignDemoOpeningTimes } from './seed/demo-food';
import { seedDemoStore } from './seed/demo-store';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    // A bad configuration file: the message names the key; a stack trace would bury it.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
})();
const started = Date.now();
const handle = await openDatabase({ databaseUrl: config.DatabaseURL, dataDir: config.DataDir });
const clock = () => new Date();
if (config.SeedDemoData) {
  await seedDemoStore(handle.db, { now: clock(), zone: config.Public.VenueTimeZone });
  await alignDemoOpeningTimes(handle.db, { now: clock(), zone: config.Public.VenueTimeZone });
}
const ctx = { db: handle.db, config, clock };
const app = await buildApp(ctx, { logger: true });
await app.listen({ port: config.Port, host: config.Host });
// buildApp recovers interrupted payments at start-up; repeat whenever a payment lease may have lapsed.
const recovery = setInterval(() => {
  recoverInterruptedPayments(ctx).catch((err: unknown) => app.log.error({ err }, 'payment recovery failed'));
}, config.PaymentLeaseSeconds * 1000);
recovery.unref();
// Lapsed holds are deleted once their retention is over (tour-holds/sweep.ts).
const sweep = setInterval(() => {
  sweepLapsedHolds(ctx).catch((err: unknown) => app.log.error({ err }, 'hold sweep failed'));
}, config.HoldSweepSeconds * 1000);
sweep.unref();
app.log.info(`storefront on http://localhost:${config.Port}/GT/ (${handle.driver}, ready in ${Date.now() - started} ms)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(recovery);
    clearInterval(sweep);
    await app.close();
    await handle.close();
    process.exit(0);
  });
}
