/**
 * `npm run bench`: load benchmarks of the booking server on the machine's PostgreSQL, all in
 * one run so that ratios compare like with like (DESIGN.md "Testing"; not part of npm test).
 *
 * 1. a fresh database `gt_bench_*` (BENCH_DATABASE_URL's server); the server child migrates
 *    and seeds it; bench events and a busy booking type are added (lib/fixtures.ts);
 * 2. physical baseline: hot-row UPDATE via node-postgres (and pgbench when installed);
 * 3. seat holds on one hot event, a sell-out oversell check, full checkouts on one event (plain,
 *    then with a coupon and a gift card in each) and the month listing of the busy booking type,
 *    against the server over HTTP;
 * 4. prints the table, writes bench/results/<timestamp>.json, stops the server, drops the
 *    database. Targets are reported, never asserted.
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_POOL_SIZE } from '@gt/server/db/client';
import pg from 'pg';
import { describeCpu, measureCpu } from './lib/cpu';
import { createBenchDatabase } from './lib/database';
import { addBenchData, addBenchGiftCards, ADULT } from './lib/fixtures';
import { fire } from './lib/load';
import { renderTable, writeReport, type ScenarioResult } from './lib/report';
import { startServer, type BenchServer } from './lib/server';
import { benchServerConfig } from './lib/server-config';
import { benchSettings, runs } from './lib/settings';
import { runNodeBaseline } from './scenarios/baseline-node';
import { hasPgbench, runPgbenchBaseline } from './scenarios/baseline-pgbench';
import { runCheckouts } from './scenarios/checkouts';
import { runHolds, runHoldsAtTargetRate } from './scenarios/holds';
import { runMonthEvents } from './scenarios/month-events';
import { runSellOut } from './scenarios/sell-out';

const settings = benchSettings();
const poolSize = settings.poolSize ?? DEFAULT_POOL_SIZE;
const log = (s: string) => console.error(`[bench] ${s}`);
const loadBefore = loadavg()[0] ?? 0;

/** Runs a phase while measuring where the CPU goes; adds the split to its notes and details. */
async function withCpu(server: BenchServer, phase: () => Promise<ScenarioResult>): Promise<ScenarioResult> {
  const end = await measureCpu(server, cpus().length);
  const r = await phase();
  const cpu = await end();
  return { ...r, notes: [...r.notes, describeCpu(cpu)], details: { ...r.details, cpu } };
}

const database = await createBenchDatabase(settings.baseUrl);
log(`database ${database.name}`);
const db = new pg.Client({ connectionString: database.url });
let server: BenchServer | undefined;
let cleaned: Promise<void> | undefined;
/** Stops the server and drops the database (once; also on Ctrl-C). */
const cleanUp = () =>
  (cleaned ??= (async () => {
    await server?.stop();
    await db.end().catch(() => undefined);
    await database.drop();
    log(`dropped ${database.name}`);
  })());
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
try {
  server = await startServer({ databaseUrl: database.url, poolSize: settings.poolSize, profile: settings.profile });
  log(`server pid ${server.pid} on ${server.baseUrl} (pool ${poolSize})`);
  await db.connect();
  const { events, month } = await addBenchData(db, benchServerConfig(database.url).Public.VenueTimeZone);
  const env = (await db.query<{ v: string; sc: string }>(`select current_setting('server_version') as v, current_setting('synchronous_commit') as sc`)).rows[0];

  const { clients, seconds } = settings;
  const results: ScenarioResult[] = [];
  let baselinePerMinute = Number.NaN;
  if (runs(settings, 'baseline')) {
    log(`baseline: ${clients} callers, pool ${poolSize}, ${seconds} s`);
    const baseline = await withCpu(server, () => runNodeBaseline({ databaseUrl: database.url, clients, poolSize, seconds }));
    baselinePerMinute = baseline.perMinute ?? Number.NaN;
    results.push({ ...baseline, ratio: 1 });
    if (await hasPgbench()) {
      log('baseline: pgbench');
      const r = await runPgbenchBaseline({ databaseUrl: database.url, connections: poolSize, seconds: Math.min(seconds, 15) });
      results.push({ ...r, ratio: (r.perMinute ?? 0) / baselinePerMinute });
    }
  }
  log('warm-up: holds on another event, 3 s');
  const warmBody = { Action: 'add', TourEventID: events.warmUp, TourProducts: [{ TourProductID: ADULT, Quantity: 1 }] };
  await fire({ url: `${server.baseUrl}/api/v1/TourHolds`, method: 'POST', body: warmBody, connections: 50, seconds: 3 });
  if (runs(settings, 'holds')) {
    log(`holds: ${clients} connections, ${seconds} s`);
    const base = server.baseUrl;
    results.push(await withCpu(server, () => runHolds({ baseUrl: base, db, tourEventId: events.hot, clients, seconds, baselinePerMinute })));
    log(`holds at the target rate: ${clients} connections, ${seconds} s`);
    results.push(await withCpu(server, () => runHoldsAtTargetRate({ baseUrl: base, db, tourEventId: events.steady, clients, seconds })));
  }
  if (runs(settings, 'sellout')) {
    log('sell-out');
    results.push(await runSellOut({ baseUrl: server.baseUrl, db, tourEventId: events.sellOut, clients, seconds: 10 }));
  }
  if (runs(settings, 'checkouts')) {
    log(`checkouts: ${clients} connections, ${seconds} s`);
    const base = server.baseUrl;
    const checkouts = await withCpu(server, () => runCheckouts({ baseUrl: base, db, tourEventId: events.checkout, clients, seconds }));
    results.push({ ...checkouts, ratio: (checkouts.perMinute ?? 0) / baselinePerMinute });
  }
  if (runs(settings, 'promotions')) {
    log(`checkouts with a coupon and a gift card: ${clients} connections, ${seconds} s`);
    await addBenchGiftCards(db);
    const base = server.baseUrl;
    const checkouts = await withCpu(server, () => runCheckouts({ baseUrl: base, db, tourEventId: events.promotions, clients, seconds, promotions: true }));
    results.push({ ...checkouts, ratio: (checkouts.perMinute ?? 0) / baselinePerMinute });
  }
  if (runs(settings, 'month')) {
    log('month listing');
    results.push(await runMonthEvents({ baseUrl: server.baseUrl, month, requests: 200 }));
  }

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`;
  const header = [
    `GT booking server benchmark — ${new Date().toISOString()}`,
    `Machine: ${machine}; Node ${process.version}; PostgreSQL ${env?.v} (synchronous_commit ${env?.sc}); server pool ${poolSize}.`,
    `The load generator (autocannon, this process), the server (child process) and PostgreSQL share these ${cpus().length} cores` +
      ` (1-minute load average before the run: ${loadBefore.toFixed(2)}; other work on the machine skews the figures).`,
    '',
  ];
  console.log([...header, renderTable(results)].join('\n'));
  const file = writeReport({ at: new Date().toISOString(), machine, node: process.version, postgres: env?.v, settings: { ...settings, baseUrl: undefined, poolSize }, loadAverageBefore: loadBefore, results });
  log(`wrote ${file}`);
} finally {
  await cleanUp();
}
