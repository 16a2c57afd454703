/**
 * The bench's server (forked by lib/server.ts): the product's own start-up — open the database
 * (migrations), seed the demo store and its back office admin, buildApp — with logging off and
 * the rate limits raised, listening on a random port that it reports to the parent over IPC. Answers 'stats' (CPU time,
 * event-loop delay) and stops on 'stop'.
 *
 * With BENCH_WORKERS=N (N > 1) it runs as production does with GT_WORKERS=N (src/cluster.ts):
 * this process prepares the database once and forks N node:cluster workers sharing one port
 * (in a cluster, `listen(0)` gives every worker the same port); 'stats' then sums the CPU time of
 * the primary and every worker and reports the worst event-loop delay.
 */
import cluster from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@gt/server/app';
import { openDatabase } from '@gt/server/db/client';
import { seedDemoAdmin } from '@gt/server/seed/demo-admin';
import { seedDemoStore } from '@gt/server/seed/demo-store';
import { benchServerConfig } from './lib/server-config';
import { traceDir, traceProcess } from './lib/trace';

interface Stats {
  cpuUs: number;
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
}

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl) throw new Error('server-main.ts runs as a child of bench/run.ts');
const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
const workers = Math.max(1, Number(process.env.BENCH_WORKERS ?? '1'));
const config = benchServerConfig(databaseUrl);
/** The parent: bench/run.ts for a single process or the cluster's primary, the primary for a worker. */
const send = (m: unknown) => process.send?.(m);

/** The demo store and its back office admin (the mixed load phase signs in as it), as server-process.ts seeds them. */
async function seed(db: Parameters<typeof seedDemoStore>[0]) {
  await seedDemoStore(db, { now: new Date(), config });
  await seedDemoAdmin(db, new Date());
}

/** Migrations and the demo seed, once. */
async function prepare() {
  const handle = await openDatabase({ databaseUrl, dataDir: config.DataDir, poolSize });
  await seed(handle.db);
  await handle.close();
}

/** This process's CPU time and event-loop delay since the previous call. */
function statsMeter(): () => Stats {
  const LOOP_RESOLUTION_MS = 2;
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  // The histogram records the whole timer interval: the delay is what exceeds the resolution.
  const delay = (p: number) => Math.max(0, loop.percentile(p) / 1e6 - LOOP_RESOLUTION_MS);
  loop.enable();
  let cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    const s = { cpuUs: used.user + used.system, loopDelayP50Ms: delay(50), loopDelayP99Ms: delay(99) };
    cpu = process.cpuUsage();
    loop.reset();
    return s;
  };
}

/** One server process: listens, answers 'stats', stops on 'stop'. */
async function serve() {
  const handle = await openDatabase({ databaseUrl, dataDir: config.DataDir, poolSize });
  const clock = () => new Date();
  if (workers === 1) await seed(handle.db);
  const app = await buildApp({ db: handle.db, reportDb: handle.reportDb, config, clock }, { logger: false });
  await app.listen({ port: 0, host: config.Host });
  const address = app.server.address();
  const stats = statsMeter();
  const dir = traceDir();
  const stopTrace = dir ? traceProcess(dir, `server-${process.pid}`, { pool: handle.poolStats, http: app.server }) : undefined;
  // The parent went away (crash, Ctrl-C): do not linger.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (m) => {
    if (m === 'stats') return send({ stats: stats() });
    if (m !== 'stop') return;
    stopTrace?.();
    await app.close();
    await handle.close();
    process.exit(0);
  });
  send({ port: typeof address === 'object' && address ? address.port : 0 });
}

/** Asks one worker for its stats. */
const workerStats = (w: NonNullable<ReturnType<typeof cluster.fork>>) =>
  new Promise<Stats>((resolve) => {
    const onMessage = (m: { stats?: Stats }) => {
      if (!m.stats) return;
      w.off('message', onMessage);
      resolve(m.stats);
    };
    w.on('message', onMessage);
    w.send('stats');
  });

/** The cluster's primary: prepares the database, forks the workers, relays 'stats' and 'stop'. */
async function primary() {
  await prepare();
  const forked = Array.from({ length: workers }, () => cluster.fork());
  const ports = await Promise.all(
    forked.map(
      (w) =>
        new Promise<number>((resolve, reject) => {
          w.once('message', (m: { port: number }) => resolve(m.port));
          w.once('exit', (code) => reject(new Error(`bench worker exited with code ${code} before listening`)));
        }),
    ),
  );
  const own = statsMeter();
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (m) => {
    if (m === 'stats') {
      const all = [own(), ...(await Promise.all(forked.map(workerStats)))];
      return send({
        stats: {
          cpuUs: all.reduce((sum, s) => sum + s.cpuUs, 0),
          loopDelayP50Ms: Math.max(...all.map((s) => s.loopDelayP50Ms)),
          loopDelayP99Ms: Math.max(...all.map((s) => s.loopDelayP99Ms)),
        },
      });
    }
    if (m !== 'stop') return;
    await Promise.all(forked.map((w) => new Promise((resolve) => (w.once('exit', resolve), w.send('stop')))));
    process.exit(0);
  });
  send({ port: ports[0] });
}

await (workers > 1 && cluster.isPrimary ? primary() : serve());
