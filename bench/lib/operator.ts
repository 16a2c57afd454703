/**
 * A back office operator over HTTP, as the browser is: signs in with POST /api/admin/v1/session
 * (the demo store's admin, seed/demo-admin.ts) and keeps the session cookie; then `loop` reads
 * admin API pages one at a time, back to back (an operator's browser), until a deadline, timing
 * each answer as the client sees it (body read). Only GETs: they need no CSRF token. The targets
 * of the back office pages that the bench measures are here too.
 */
import { performance } from 'node:perf_hooks';
import { SESSION_COOKIE } from '@gt/server/http/admin-access';
import { DEMO_ADMIN } from '@gt/server/seed/demo-admin';
import { percentile } from './stats';

export const ADMIN_API = '/api/admin/v1';

/** `npm run bench:manifest`'s goal: an event's manifest in ≤ 1 s. */
export const MANIFEST_TARGET_MS = 1000;
/** No target stated elsewhere: the day's sales report in ≤ 500 ms (p99), as a page that opens at once. */
export const DAY_REPORT_TARGET_P99_MS = 500;

export interface AdminAnswer {
  ms: number;
  status: number;
  body: string;
}

export interface Operator {
  /** GET `${ADMIN_API}${path}` with the session; the body is read before the clock stops. */
  get(path: string): Promise<AdminAnswer>;
}

/** Signs in as the demo admin (or `who`) and answers the operator's browser. */
export async function signInOperator(baseUrl: string, who: { email: string; password: string } = DEMO_ADMIN): Promise<Operator> {
  const res = await fetch(`${baseUrl}${ADMIN_API}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!res.ok || !cookie) throw new Error(`operator sign-in: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return {
    async get(path) {
      const t = performance.now();
      const r = await fetch(`${baseUrl}${ADMIN_API}${path}`, { headers: { cookie, accept: 'application/json' } });
      const body = await r.text();
      return { ms: performance.now() - t, status: r.status, body };
    },
  };
}

/** What one loop saw: latencies of the 200s, failures by status, sizes and `figure` of the answers. */
export interface LoopResult {
  count: number;
  ms: number[];
  p50Ms: number;
  p99Ms: number;
  failures: Record<string, number>;
  bytes: number[];
  figures: number[];
}

/**
 * GETs `pathOf(i)` for i = 0, 1, … one at a time until `until` (performance.now() ms); a request
 * started before the deadline is counted. `figure` reads a number from each answer (e.g. rows found).
 * `pauseMs`: the operator reads each answer that long before the next request (0: back to back).
 */
export async function loop(
  operator: Operator,
  pathOf: (i: number) => string | Promise<string>,
  until: number,
  figure: (body: string) => number = () => Number.NaN,
  pauseMs = 0,
): Promise<LoopResult> {
  const ms: number[] = [];
  const bytes: number[] = [];
  const figures: number[] = [];
  const failures: Record<string, number> = {};
  for (let i = 0; performance.now() < until; i++) {
    if (i > 0 && pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
    if (performance.now() >= until) break;
    const a = await operator.get(await pathOf(i)).catch((e: Error) => ({ ms: 0, status: 0, body: e.message }));
    if (a.status !== 200) {
      failures[String(a.status)] = (failures[String(a.status)] ?? 0) + 1;
      continue;
    }
    ms.push(a.ms);
    bytes.push(a.body.length);
    try {
      figures.push(figure(a.body));
    } catch {
      figures.push(Number.NaN);
    }
  }
  return { count: ms.length, ms, p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99), failures, bytes, figures };
}
