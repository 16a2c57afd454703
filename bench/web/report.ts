/**
 * bench:web's summary: medians per route and preset, the targets of docs/performance.md#storefront-on-a-phone, the per-route
 * first-load JS budget, the build's entry chunk and largest chunks (raw / gzip / brotli), the
 * printed table and bench/results/web-<time>.json.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchDir } from '../lib/settings';
import type { RunFigures } from './lighthouse';
import type { WebRoute } from './routes';

type Numeric = Omit<RunFigures, 'lcpElement' | 'scripts'>;

export type Medians = Numeric & {
  lcpElement?: string;
  /** Scripts of the run nearest the median LCP, and their brotli size in the build (bytes). */
  scripts: string[];
  firstLoadJsBrotli: number;
};

export interface RouteSummary {
  name: string;
  path: string;
  jsBudgetKb: number;
  mobile: Medians;
  desktop: Medians;
  runs: { mobile: RunFigures[]; desktop: RunFigures[] };
}

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BuildSizes {
  /** The scripts index.html loads first (entry and module preloads). */
  entry: AssetSize[];
  largest: AssetSize[];
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  loadBefore: number;
  loadAfter: number;
  node: string;
}

/** Targets of docs/performance.md#storefront-on-a-phone for the mobile preset. */
export const targets = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

function median(values: number[]): number {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] as number) : ((v[mid - 1] as number) + (v[mid] as number)) / 2;
}

function medians(runs: RunFigures[], brotliOf: (path: string) => number): Medians {
  const m = (k: keyof Numeric) => median(runs.map((r) => r[k]));
  const lcpMs = m('lcpMs');
  // The LCP element of the run closest to the median LCP.
  const closest = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0];
  return {
    score: m('score'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    fcpMs: m('fcpMs'),
    lcpMs,
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    transferredBytes: m('transferredBytes'),
    jsBytes: m('jsBytes'),
    benchmarkIndex: m('benchmarkIndex'),
    requests: m('requests'),
    scriptRequests: m('scriptRequests'),
    chainLength: m('chainLength'),
    chainMs: m('chainMs'),
    mainThreadMs: m('mainThreadMs'),
    scriptEvalMs: m('scriptEvalMs'),
    lcpElement: closest?.lcpElement,
    scripts: closest?.scripts ?? [],
    firstLoadJsBrotli: closest ? closest.scripts.reduce((sum, path) => sum + brotliOf(path), 0) : Number.NaN,
  };
}

/** The scripts the runs loaded that are not files of the build `distDir` (the payment fields' frame, served by the server). */
export function scriptsOutsideBuild(runs: Iterable<{ mobile: RunFigures[]; desktop: RunFigures[] }>, distDir: string): string[] {
  const paths = [...runs].flatMap((r) => [...r.mobile, ...r.desktop].flatMap((f) => f.scripts));
  return [...new Set(paths)].filter((p) => !existsSync(join(distDir, p.replace(/^\/GT\//, ''))));
}

/**
 * Medians of a route's runs. `distDir`: the build that was served; a route's first-load JS is the
 * brotli size there of the scripts its (median) run loaded, a figure that does not depend on the
 * machine's load. `served`: the bodies of the scripts outside the build (scriptsOutsideBuild), as
 * the server sent them.
 */
export function summarise(
  route: WebRoute,
  runs: { mobile: RunFigures[]; desktop: RunFigures[] },
  distDir: string,
  served: ReadonlyMap<string, Buffer> = new Map(),
): RouteSummary {
  const cache = new Map<string, number>();
  const brotliOf = (path: string) => {
    const file = path.replace(/^\/GT\//, '');
    const body = served.get(path);
    if (!cache.has(file)) {
      cache.set(file, body ? brotliCompressSync(body).length : existsSync(join(distDir, file)) ? sizeOf(distDir, file).brotli : Number.NaN);
    }
    return cache.get(file) as number;
  };
  return {
    name: route.name,
    path: route.path,
    jsBudgetKb: route.jsBudgetKb,
    mobile: medians(runs.mobile, brotliOf),
    desktop: medians(runs.desktop, brotliOf),
    runs,
  };
}

function sizeOf(dir: string, file: string): AssetSize {
  const body = readFileSync(join(dir, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length };
}

/** Sizes of the built scripts: what index.html loads first, and the 8 largest chunks. */
export function buildSizes(distDir: string): BuildSizes {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/(?:src|href)="\/GT\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const all = readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => sizeOf(distDir, `assets/${f}`));
  return { entry: entryFiles.map((f) => sizeOf(distDir, f)), largest: all.sort((a, b) => b.brotli - a.brotli).slice(0, 8) };
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? '' : `${(bytes / 1024).toFixed(0)} KB`);
const ms = (v: number) => (Number.isNaN(v) ? '' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(0)} ms`);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Whether a mobile median meets every target of docs/performance.md#storefront-on-a-phone (score, LCP, TBT, CLS). */
export const meetsTargets = (m: Medians) =>
  m.score >= targets.score && m.lcpMs <= targets.lcpMs && m.tbtMs <= targets.tbtMs && m.cls <= targets.cls;

export function renderWebTable(routes: RouteSummary[], sizes: BuildSizes, machine: Machine, mobileRuns: number): string {
  const head = ['route', 'preset', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'JS', 'first-load JS (br)', 'a11y', 'BP', 'targets'];
  const rows = routes.flatMap((r) =>
    (['mobile', 'desktop'] as const).map((preset) => {
      const m = r[preset];
      return [
        r.name,
        preset === 'mobile' ? `mobile ×${mobileRuns}` : 'desktop ×1',
        String(m.score),
        ms(m.fcpMs),
        ms(m.lcpMs),
        ms(m.tbtMs),
        Number.isNaN(m.cls) ? '' : m.cls.toFixed(3),
        kb(m.transferredBytes),
        kb(m.jsBytes),
        preset === 'mobile' ? `${kb(m.firstLoadJsBrotli)} / ${r.jsBudgetKb} KB ${m.firstLoadJsBrotli <= r.jsBudgetKb * 1024 ? 'ok' : 'OVER'}` : '',
        String(m.accessibility),
        String(m.bestPractices),
        preset === 'mobile' ? (meetsTargets(m) ? 'met' : 'NOT MET') : '',
      ];
    }),
  );
  const entry = sizes.entry.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip, brotli: s.brotli + a.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  const bIndex = routes.flatMap((r) => [...r.runs.mobile, ...r.runs.desktop].map((x) => x.benchmarkIndex)).filter((x) => !Number.isNaN(x));
  const lcp = routes.map((r) => `  ${r.name}: ${r.mobile.lcpElement ?? '?'}`);
  const work = table(
    ['route (mobile medians)', 'requests', 'scripts', 'critical chain', 'main thread', 'script eval'],
    routes.map((r) => [
      r.name,
      String(r.mobile.requests),
      String(r.mobile.scriptRequests),
      `${r.mobile.chainLength} requests, ${ms(r.mobile.chainMs)}`,
      ms(r.mobile.mainThreadMs),
      ms(r.mobile.scriptEvalMs),
    ]),
  );
  return [
    table(head, rows),
    '',
    work,
    '',
    `Targets (mobile medians): perf ≥ ${targets.score}, LCP ≤ ${ms(targets.lcpMs)}, TBT ≤ ${ms(targets.tbtMs)}, CLS ≤ ${targets.cls}; JS = script bytes transferred on the first load; first-load JS (br) = brotli size in the build of the scripts the page loaded, against the route's budget.`,
    `Entry scripts (${sizes.entry.length} files): ${kb(entry.raw)} raw, ${kb(entry.gzip)} gzip, ${kb(entry.brotli)} brotli.`,
    `Largest chunks (brotli): ${sizes.largest.map((a) => `${a.file.replace('assets/', '')} ${kb(a.brotli)}`).join(', ')}.`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, load average ${machine.loadBefore.toFixed(1)} before / ${machine.loadAfter.toFixed(1)} after; Lighthouse benchmark index ${Math.min(...bIndex).toFixed(0)}–${Math.max(...bIndex).toFixed(0)}.`,
    'LCP element (mobile, run nearest the median):',
    ...lcp,
  ].join('\n');
}

/** Writes the whole result to bench/results/web-<time>.json; returns the path. */
export function writeWebReport(report: {
  at: string;
  machine: Machine;
  mobileRuns: number;
  sizes: BuildSizes;
  routes: RouteSummary[];
}): string {
  const dir = join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `web-${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
