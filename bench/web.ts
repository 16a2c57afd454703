/**
 * `npm run bench:web`: how fast the storefront loads on a phone (docs/performance.md#storefront-on-a-phone). Builds the storefront
 * (skip with BENCH_WEB_BUILD=0), starts the real server on a throw-away PGlite store
 * (BENCH_WEB_PORT, default 3720), runs Lighthouse (npm package, Debian Chromium; mobile preset
 * with simulated throttling BENCH_WEB_RUNS times, default 3, and the desktop preset once) on every
 * route of web/routes.ts (BENCH_WEB_ONLY=products,checkout keeps routes whose name contains one of
 * the words; BENCH_WEB_DIST=<folder> serves and sizes another build, without building; BENCH_WEB_LHR=<folder>
 * keeps every whole Lighthouse report), prints
 * medians, deterministic figures (requests, critical chain, main-thread work) and each route's
 * first-load JS in brotli bytes against its budget, and writes bench/results/web-<time>.json.
 * Not part of npm test; targets are reported, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { benchDir } from './lib/settings';
import { launchBrowser, measure, type FormFactor, type RunFigures } from './web/lighthouse';
import { buildSizes, renderWebTable, scriptsOutsideBuild, summarise, writeWebReport, type RouteSummary } from './web/report';
import { webRoutes } from './web/routes';
import { startWebServer } from './web/server';

const log = (s: string) => console.error(`[bench:web] ${s}`);
const mobileRuns = Number(process.env.BENCH_WEB_RUNS ?? 3);
const port = Number(process.env.BENCH_WEB_PORT ?? 3720);
const only = process.env.BENCH_WEB_ONLY?.split(',').filter(Boolean);
const routes = webRoutes.filter((r) => !only || only.some((w) => r.name.includes(w)));
const root = join(benchDir, '..');
/** BENCH_WEB_DIST: serve and size another build (e.g. a copy of the dist before a change); it is not rebuilt. */
const distDir = process.env.BENCH_WEB_DIST ?? join(root, 'apps/storefront/dist');

if (process.env.BENCH_WEB_BUILD !== '0' && !process.env.BENCH_WEB_DIST) {
  log('building the storefront');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const loadBefore = loadavg()[0] ?? 0;
const server = await startWebServer(port, process.env.BENCH_WEB_DIST);
const web = await launchBrowser();
const runs = new Map<string, { mobile: RunFigures[]; desktop: RunFigures[] }>(routes.map((r) => [r.name, { mobile: [], desktop: [] }]));
/** Scripts the pages loaded from outside the build (the payment fields' frame), fetched from the server to be sized. */
const served = new Map<string, Buffer>();
try {
  const plan: FormFactor[] = [...Array.from({ length: mobileRuns }, () => 'mobile' as const), 'desktop'];
  // Runs interleave the routes, so a busy moment of the machine does not fall on one route only.
  for (const [i, formFactor] of plan.entries()) {
    for (const route of routes) {
      log(`run ${i + 1}/${plan.length} (${formFactor}) ${route.name}`);
      // A run that failed three times is left out of the medians (and said so), not the whole bench.
      const figures = await measure(web, server.origin, route, formFactor, log).catch((err: unknown) => {
        log(`gave up on this run: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      });
      if (figures) runs.get(route.name)?.[formFactor].push(figures);
    }
  }
  for (const path of scriptsOutsideBuild(runs.values(), distDir)) {
    const res = await fetch(new URL(path, server.origin));
    if (res.ok) served.set(path, Buffer.from(await res.arrayBuffer()));
  }
} finally {
  await web.close();
  await server.stop();
}

const summaries: RouteSummary[] = routes.map((r) => summarise(r, runs.get(r.name) ?? { mobile: [], desktop: [] }, distDir, served));
const sizes = buildSizes(distDir);
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', loadBefore, loadAfter: loadavg()[0] ?? 0, node: process.version };
console.log(renderWebTable(summaries, sizes, machine, mobileRuns));
const file = writeWebReport({ at: new Date().toISOString(), machine, mobileRuns, sizes, routes: summaries });
log(`wrote ${file}`);
