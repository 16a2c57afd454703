/**
 * The bench's server process (forked by lib/server.ts): the product's own start-up — open the
 * database (migrations), seed the demo store, buildApp — with logging off and the rate limits
 * raised, listening on a random port that it reports to the parent over IPC. Answers 'stats'
 * (CPU time, event-loop delay) and stops on 'stop'.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@gt/server/app';
import { openDatabase } from '@gt/server/db/client';
import { seedDemoStore } from '@gt/server/seed/demo-store';
import { benchServerConfig } from './lib/server-config';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('server-main.ts runs as a child of bench/run.ts');
const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;

const config = benchServerConfig(databaseUrl);
const handle = await openDatabase({ databaseUrl, dataDir: config.DataDir, poolSize });
const clock = () => new Date();
await seedDemoStore(handle.db, { now: clock(), zone: config.Public.VenueTimeZone });
const app = await buildApp({ db: handle.db, config, clock }, { logger: false });
await app.listen({ port: 0, host: config.Host });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });

// 'stats': CPU time and event-loop delay since the previous 'stats' (lib/cpu.ts).
const LOOP_RESOLUTION_MS = 2;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
// The histogram records the whole timer interval: the delay is what exceeds the resolution.
const loopDelayMs = (p: number) => Math.max(0, loop.percentile(p) / 1e6 - LOOP_RESOLUTION_MS);
loop.enable();
let cpu = process.cpuUsage();
// The parent went away (crash, Ctrl-C): do not linger.
process.on('disconnect', () => process.exit(0));
process.on('message', async (m) => {
  if (m === 'stats') {
    const used = process.cpuUsage(cpu);
    process.send?.({ stats: { cpuUs: used.user + used.system, loopDelayP50Ms: loopDelayMs(50), loopDelayP99Ms: loopDelayMs(99) } });
    cpu = process.cpuUsage();
    loop.reset();
    return;
  }
  if (m !== 'stop') return;
  await app.close();
  await handle.close();
  process.exit(0);
});
