/**
 * The storefront's figures for the goals of `npm run bench` (goals.ts): they come from the
 * separate `npm run bench:web` (Lighthouse), so this reads its latest result here
 * (bench/results/web-<time>.json, the newest by name) and checks every route's mobile medians
 * against bench:web's targets (web/report.ts) and first-load JS budgets. Undefined when bench:web
 * has not run in this checkout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { targets, type RouteSummary } from '../web/report';
import { benchDir } from './settings';

export interface Goal {
  goal: string;
  measured: string;
  /** Undefined: not measured in this run. */
  met?: boolean;
}

/** The route with the largest `of` (smallest with `min`), e.g. "1.2 s (/GT/calendar/3)". */
function worst(routes: RouteSummary[], of: (r: RouteSummary) => number, show: (n: number) => string, min = false): string {
  const sorted = [...routes].sort((a, b) => (min ? of(a) - of(b) : of(b) - of(a)));
  const r = sorted[0];
  return r ? `${min ? 'lowest' : 'highest'} ${show(of(r))} (${r.name})` : '';
}

export function latestWebGoals(): Goal[] | undefined {
  const dir = join(benchDir, 'results');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => /^web-.*\.json$/.test(f));
  } catch {
    return undefined;
  }
  const file = files.sort().at(-1);
  if (!file) return undefined;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { at: string; routes: RouteSummary[] };
  const routes = report.routes;
  const m = (r: RouteSummary) => r.mobile;
  const label = `storefront (bench:web of ${report.at.slice(0, 16).replace('T', ' ')} UTC), mobile medians`;
  const over = routes.filter((r) => m(r).firstLoadJsBrotli > r.jsBudgetKb * 1024).map((r) => r.name);
  return [
    {
      goal: `${label}: perf ≥ ${targets.score}`,
      measured: worst(routes, (r) => m(r).score, String, true),
      met: routes.every((r) => m(r).score >= targets.score),
    },
    {
      goal: `${label}: LCP ≤ ${targets.lcpMs / 1000} s`,
      measured: worst(
        routes,
        (r) => m(r).lcpMs,
        (n) => `${(n / 1000).toFixed(1)} s`,
      ),
      met: routes.every((r) => m(r).lcpMs <= targets.lcpMs),
    },
    {
      goal: `${label}: TBT ≤ ${targets.tbtMs} ms`,
      measured: worst(
        routes,
        (r) => m(r).tbtMs,
        (n) => `${Math.round(n)} ms`,
      ),
      met: routes.every((r) => m(r).tbtMs <= targets.tbtMs),
    },
    {
      goal: `${label}: CLS ≤ ${targets.cls}`,
      measured: worst(
        routes,
        (r) => m(r).cls,
        (n) => n.toFixed(3),
      ),
      met: routes.every((r) => m(r).cls <= targets.cls),
    },
    {
      goal: `${label}: first-load JS within each route's budget`,
      measured: over.length ? `over on ${over.join(', ')}` : `${routes.length} routes within`,
      met: over.length === 0,
    },
  ];
}
