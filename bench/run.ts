/**
 * `npm run bench`: load benchmarks of the booking server on the machine's PostgreSQL, all in
 * one run so that ratios compare like with like (docs/architecture.md#testing; not part of npm test).
 *
 * For each server process count of BENCH_WORKERS (default 1, then 2; a round each):
 * 1. a fresh database `gt_bench_*` (BENCH_DATABASE_URL's server); the server child migrates
 *    and seeds it; bench events and a busy booking type are added (lib/fixtures.ts);
 * 2. (first round only) physical baseline: hot-row UPDATE via node-postgres (and pgbench when installed);
 * 3. seat holds on one hot event, a sell-out oversell check, full checkouts on one event (plain,
 *    then with an operator reading the back office's reports at the same time (mixed load), then
 *    with a coupon and a gift card in each) and the month listing of the busy booking type,
 *    against the server over HTTP;
 * 4. stops the server, drops the database.
 * Then prints the table, each phase's scaling from the first round's worker count and the goals
 * of the performance goals met or not (lib/goals.ts), and writes bench/results/<timestamp>.json. Targets are
 * reported, never asserted.
 */
import { cpus, loadavg } from 'node:os';
import { DEFAULT_POOL_SIZE } from '@gt/server/db/client';
import pg from 'pg';
import { describeCpu, measureCpu } from './lib/cpu';
import { createBenchDatabase, waitForIdle } from './lib/database';
import { addBenchData, addBenchGiftCards, ADULT } from './lib/fixtures';
import { issueGoals, renderGoals } from './lib/goals';
import { fire } from './lib/load';
import { renderTable, writeReport, type ScenarioResult } from './lib/report';
import { startServer, type BenchServer } from './lib/server';
import { benchServerConfig } from './lib/server-config';
import { benchSettings, runs } from './lib/settings';
import { runNodeBaseline } from './scenarios/baseline-node';
import { hasPgbench, runPgbenchBaseline } from './scenarios/baseline-pgbench';
import { runCheckouts } from './scenarios/checkouts';
import { runHolds, runHoldsAtTargetRate } from './scenarios/holds';
import { runMixed } from './scenarios/mixed';
import { runMonthEvents } from './scenarios/month-events';
import { runSellOut } from './scenarios/sell-out';

const settings = benchSettings();
const poolSize = settings.poolSize ?? DEFAULT_POOL_SIZE;
const log = (s: string) => console.error(`[bench] ${s}`);
const loadBefore = loadavg()[0] ?? 0;

/**
 * Runs a phase while measuring where the CPU goes; adds the split to its (first) result's notes and details.
 * With `db`, first waits until the previous phase's requests are all answered (lib/database.ts waitForIdle).
 */
async function withCpu<R extends ScenarioResult | ScenarioResult[]>(server: BenchServer, phase: () => Promise<R>, db?: pg.Client): Promise<R> {
  if (db) await waitForIdle(db);
  const end = await measureCpu(server, cpus().length);
  const r = await phase();
  const cpu = await end();
  const add = (x: ScenarioResult) => ({ ...x, notes: [...x.notes, describeCpu(cpu)], details: { ...x.details, cpu } });
  return (Array.isArray(r) ? r.map((x, i) => (i === 0 ? add(x) : x)) : add(r)) as R;
}

/** Results of one round's phases, tagged with its worker count. */
interface Round {
  workers: number;
  /** The physical baseline (first round only), then the server's phases. */
  baseline: ScenarioResult[];
  results: ScenarioResult[];
  env?: { v: string; sc: string };
}

/**
 * One round: a fresh database, the server with `workers` processes, the bench data, the phases;
 * then the server stops and the database is dropped (also on Ctrl-C).
 */
async function runRound(workers: number, withBaseline: boolean): Promise<Round> {
  const database = await createBenchDatabase(settings.baseUrl);
  log(`${workers} worker(s): database ${database.name}`);
  const db = new pg.Client({ connectionString: database.url });
  let server: BenchServer | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await server?.stop();
      await db.end().catch(() => undefined);
      await database.drop();
      log(`dropped ${database.name}`);
    })());
  const onSigint = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSigint);
  try {
    server = await startServer({ databaseUrl: database.url, poolSize: settings.poolSize, profile: settings.profile, workers });
    log(`server pid ${server.pid} on ${server.baseUrl} (${workers} process(es), pool ${poolSize} each)`);
    await db.connect();
    const zone = benchServerConfig(database.url).Public.VenueTimeZone;
    const { events, month } = await addBenchData(db, zone);
    const env = (await db.query<{ v: string; sc: string }>(`select current_setting('server_version') as v, current_setting('synchronous_commit') as sc`)).rows[0];
    const s = server;
    const baseline = withBaseline ? await runBaseline(s, database.url) : [];
    const results = await runPhases(s, db, zone, events, month);
    return { workers, baseline, results, env };
  } finally {
    process.off('SIGINT', onSigint);
    await cleanUp();
  }
}

/** The physical baseline: a hot-row UPDATE through node-postgres, and pgbench when installed. */
async function runBaseline(server: BenchServer, databaseUrl: string): Promise<ScenarioResult[]> {
  const { clients, seconds } = settings;
  const results: ScenarioResult[] = [];
  if (runs(settings, 'baseline')) {
    log(`baseline: ${clients} callers, pool ${poolSize}, ${seconds} s`);
    const baseline = await withCpu(server, () => runNodeBaseline({ databaseUrl, clients, poolSize, seconds }));
    baselinePerMinute = baseline.perMinute ?? Number.NaN;
    results.push({ ...baseline, key: 'baseline', ratio: 1 });
    if (await hasPgbench()) {
      log('baseline: pgbench');
      const r = await runPgbenchBaseline({ databaseUrl, connections: poolSize, seconds: Math.min(seconds, 15) });
      results.push({ ...r, key: 'pgbench', ratio: (r.perMinute ?? 0) / baselinePerMinute });
    }
  }
  return results;
}

/** The server's phases of one round, in order. */
async function runPhases(
  server: BenchServer,
  db: pg.Client,
  zone: string,
  events: Awaited<ReturnType<typeof addBenchData>>['events'],
  month: Awaited<ReturnType<typeof addBenchData>>['month'],
): Promise<ScenarioResult[]> {
  const { clients, seconds } = settings;
  const results: ScenarioResult[] = [];
  const base = server.baseUrl;
  log('warm-up: holds on another event, 3 s');
  const warmBody = { Action: 'add', TourEventID: events.warmUp, TourProducts: [{ TourProductID: ADULT, Quantity: 1 }] };
  await fire({ url: `${base}/api/v1/TourHolds`, method: 'POST', body: warmBody, connections: 50, seconds: 3 });
  if (runs(settings, 'holds')) {
    log(`holds: ${clients} connections, ${seconds} s`);
    results.push({ ...(await withCpu(server, () => runHolds({ baseUrl: base, db, tourEventId: events.hot, clients, seconds, baselinePerMinute }), db)), key: 'holds' });
  }
  if (runs(settings, 'holds') || runs(settings, 'holds-rate')) {
    log(`holds at the target rate: ${clients} connections, ${seconds} s`);
    results.push({ ...(await withCpu(server, () => runHoldsAtTargetRate({ baseUrl: base, db, tourEventId: events.steady, clients, seconds }), db)), key: 'holds-rate' });
  }
  if (runs(settings, 'sellout')) {
    log('sell-out');
    await waitForIdle(db);
    results.push({ ...(await runSellOut({ baseUrl: base, db, tourEventId: events.sellOut, clients, seconds: 10 })), key: 'sellout' });
  }
  if (runs(settings, 'checkouts')) {
    log(`checkouts: ${clients} connections, ${seconds} s`);
    const checkouts = await withCpu(server, () => runCheckouts({ baseUrl: base, db, tourEventId: events.checkout, clients, seconds }), db);
    results.push({ ...checkouts, key: 'checkouts', ratio: (checkouts.perMinute ?? 0) / baselinePerMinute });
  }
  if (runs(settings, 'mixed')) {
    const operatorPauseMs = settings.operatorPauseMs;
    log(`mixed load: checkouts, ${clients} connections, ${seconds} s, and an operator reading the day report, a manifest and searches (${operatorPauseMs} ms between a tab's requests)`);
    const checkoutOnlyPerMinute = results.find((r) => r.key === 'checkouts')?.perMinute ?? Number.NaN;
    const o = { baseUrl: base, db, zone, tourEventId: events.mixed, clients, seconds, checkoutOnlyPerMinute, operatorPauseMs };
    results.push(...(await withCpu(server, () => runMixed(o), db)));
  }
  if (runs(settings, 'promotions')) {
    log(`checkouts with a coupon and a gift card: ${clients} connections, ${seconds} s`);
    await addBenchGiftCards(db);
    const checkouts = await withCpu(server, () => runCheckouts({ baseUrl: base, db, tourEventId: events.promotions, clients, seconds, promotions: true }), db);
    results.push({ ...checkouts, key: 'promotions', ratio: (checkouts.perMinute ?? 0) / baselinePerMinute });
  }
  if (runs(settings, 'month')) {
    log('month listing');
    await waitForIdle(db);
    results.push(...(await runMonthEvents({ baseUrl: base, month, requests: 200 })));
  }
  return results;
}

const workersLabel = (n: number) => `${n} worker${n > 1 ? 's' : ''}`;

/** "holds …: 2 workers 41,000/min = 112 % of 1 worker" for every phase measured in several rounds. */
function renderScaling(all: readonly Round[]): string[] {
  const [first, ...others] = all;
  if (!first || others.length === 0) return [];
  const lines = ['', `Scaling (the same phase, ${workersLabel(first.workers)} = 100 %):`];
  for (const r of others) {
    for (const x of r.results) {
      const one = first.results.find((y) => y.name === x.name);
      if (!one?.perMinute || !x.perMinute) continue;
      const pct = Math.round((x.perMinute / one.perMinute) * 100);
      lines.push(`  ${x.name}: ${workersLabel(r.workers)} ${Math.round(x.perMinute).toLocaleString('en-US')}/min = ${pct} % of ${Math.round(one.perMinute).toLocaleString('en-US')}/min`);
    }
  }
  return lines;
}

let baselinePerMinute = Number.NaN;
const rounds: Round[] = [];
for (const [i, workers] of settings.workers.entries()) rounds.push(await runRound(workers, i === 0));
const results = rounds.flatMap((r) => [...r.baseline, ...r.results.map((x) => ({ ...x, name: `${x.name} · ${workersLabel(r.workers)}` }))]);
const env = rounds[0]?.env;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`;
const header = [
  `GT booking server benchmark — ${new Date().toISOString()}`,
  `Machine: ${machine}; Node ${process.version}; PostgreSQL ${env?.v} (synchronous_commit ${env?.sc}); server pool ${poolSize}.`,
  `The load generator (autocannon, this process), the server (child process; a node:cluster primary and its workers when more than 1) and PostgreSQL share these ${cpus().length} cores` +
    ` (1-minute load average before the run: ${loadBefore.toFixed(2)}; other work on the machine skews the figures).`,
  '',
];
console.log([...header, renderTable(results), ...renderScaling(rounds), renderGoals(rounds)].join('\n'));
const file = writeReport({
  at: new Date().toISOString(),
  machine,
  node: process.version,
  postgres: env?.v,
  settings: { ...settings, baseUrl: undefined, poolSize },
  loadAverageBefore: loadBefore,
  results,
  goals: issueGoals(rounds),
});
log(`wrote ${file}`);
