/**
 * One server process (docs/operations.md#processes): opens the database (migrations; while the database
 * cannot be reached it waits and retries with backoff instead of exiting), seeds the demo store
 * when asked, listens, runs the periodic passes (payment recovery, hold sweep and housekeeping;
 * the mail outbox runs inside the app) and shuts down gracefully on SIGTERM/SIGINT: /readyz turns
 * 503 at once and the process keeps serving for ShutdownDelaySeconds (SIGTERM only: the balancer
 * sees /readyz and moves visitors away; every answer meanwhile closes its keep-alive connection),
 * then the listener closes, idle keep-alive connections close, requests in flight (a payment
 * included) finish, the passes and the outbox stop, the database closes, and the process exits.
 * A shutdown that takes longer than SHUTDOWN_GRACE_MS past the delay exits anyway (an
 * interrupted payment is recovered by the next process's recovery pass).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config/server-config';
import { passErrorLogger, retryWhileUnavailable } from './db/availability';
import { openDatabase } from './db/client';
import { beginDrain } from './modules/health/routes';
import { metrics } from './modules/metrics/metrics';
import { extendSchedules } from './modules/schedules/service';
import { sweepLapsedHolds } from './modules/tour-holds/sweep';
import { recoverInterruptedPayments } from './modules/transactions/recovery';
import { seedDemoAdmin } from './seed/demo-admin';
import { alignDemoOpeningTimes } from './seed/demo-food';
import { seedDemoStore } from './seed/demo-store';
import { seedReferenceData } from './seed/reference-data';
import { startupSummary } from './startup-summary';

/** After the drain delay: how long requests in flight may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 20_000;

/** A periodic pass that never overlaps itself, and whose run in progress can be awaited. */
function every(ms: number, pass: () => Promise<unknown>, onError: (err: unknown) => void) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= pass()
      .catch(onError)
      .finally(() => (running = undefined));
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Opens the database, waiting (logged, with backoff) while it cannot be reached. */
const openWhenReachable = (config: ServerConfig) =>
  retryWhileUnavailable(`process ${process.pid} starting`, () =>
    openDatabase({ databaseUrl: config.DatabaseURL, dataDir: config.DataDir }),
  );

/**
 * Prepares the database: migrations, the demo store when `SeedDemoData` (first start only; the
 * demo café's opening times are aligned with the time of day at every start; the demo back office
 * admin while there is no operator, seed/demo-admin.ts), then the reference data every store needs
 * (seed/reference-data.ts, idempotent). Waits while the database cannot be reached.
 */
export async function prepareDatabase(config: ServerConfig): Promise<void> {
  const handle = await openWhenReachable(config);
  try {
    await seedIfAsked(config, handle.db);
  } finally {
    await handle.close();
  }
}

async function seedIfAsked(config: ServerConfig, db: Parameters<typeof seedDemoStore>[0]) {
  if (config.SeedDemoData) {
    const now = new Date();
    await seedDemoStore(db, { now, config });
    await alignDemoOpeningTimes(db, { now, zone: config.Public.VenueTimeZone });
    await seedDemoAdmin(db, now);
  }
  await seedReferenceData(db, config.Public);
}

/**
 * Runs one server process until SIGTERM/SIGINT. `seed`: seed here (a single process); several
 * processes are seeded once by the primary (cluster.ts). Returns once listening.
 */
export async function runServer(config: ServerConfig, opts: { seed: boolean }): Promise<FastifyInstance> {
  const started = Date.now();
  const handle = await openWhenReachable(config);
  if (opts.seed) await seedIfAsked(config, handle.db);
  const ctx = { db: handle.db, reportDb: handle.reportDb, config, clock: () => new Date(), poolStats: handle.poolStats, dbAvailability: handle.availability };
  metrics(ctx, { processMetrics: true });
  const app = await buildApp(ctx, { logger: true });
  handle.availability?.useLogger(app.log);
  await app.listen({ port: config.Port, host: config.Host });
  const log = (what: string) => passErrorLogger(app.log, handle.availability, what);
  // buildApp recovers interrupted payments at start-up; repeat whenever a payment lease may have lapsed.
  const stopRecovery = every(config.PaymentLeaseSeconds * 1000, () => recoverInterruptedPayments(ctx), log('payment recovery'));
  // Lapsed holds and old Idempotency-Keys are deleted once their retention is over (tour-holds/sweep.ts).
  const stopSweep = every(config.HoldSweepSeconds * 1000, () => sweepLapsedHolds(ctx), log('hold sweep'));
  // Schedules make the events of the days that come into their horizon (schedules/service.ts), once at start and then periodically.
  void extendSchedules(ctx).catch(log('schedule extension'));
  const stopExtend = every(config.ScheduleExtendSeconds * 1000, () => extendSchedules(ctx), log('schedule extension'));
  app.log.info(startupSummary(config));
  app.log.info(`storefront on http://localhost:${config.Port}/GT/ (${handle.driver}, ready in ${Date.now() - started} ms)`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (stopping) return;
      stopping = true;
      beginDrain(app);
      // SIGINT is a person at a terminal: no balancer to wait for.
      const delayMs = signal === 'SIGTERM' ? config.ShutdownDelaySeconds * 1000 : 0;
      app.log.info(`${signal}: /readyz answers 503; serving ${delayMs / 1000} s more, then finishing requests in flight and exiting`);
      setTimeout(() => process.exit(1), delayMs + SHUTDOWN_GRACE_MS).unref();
      await new Promise((r) => setTimeout(r, delayMs));
      await app.close(); // stops accepting, closes idle connections, waits for requests in flight; the mail outbox stops (onClose)
      await Promise.all([stopRecovery(), stopSweep(), stopExtend()]);
      await handle.close();
      app.log.info('stopped');
      process.exit(0);
    });
  }
  return app;
}
