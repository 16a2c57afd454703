/**
 * Mixed load: the full checkout flow of the checkouts phase (scenarios/checkouts.ts, the same
 * connections and seconds, on an event of the same day) while an operator works in the back
 * office, three browser tabs each reading one page again and again, one request at a time, the
 * operator reading each answer for BENCH_OPERATOR_PAUSE_MS (1 s) before the tab's next request
 * (back to back, the tabs took half a core from the checkouts: no person reloads a manifest four
 * times a second), for the phase (lib/operator.ts):
 * - the day's sales report, GET /sales?from=today&to=today (the Sales page: it counts sales by
 *   their date, so today's are the earlier bookings sold today and every checkout of the run);
 * - the checkout event's manifest, GET /manifests/events/:id (earlier bookings, then the
 *   checkouts as they complete);
 * - a booking search, GET /bookings?q|date (the kinds of lib/booking-search.ts in turn), for
 *   earlier bookings and for the bookings the checkouts have just made, alternately.
 * Reports checkouts/min against the checkout-only phase of the same round (goal ≥ 90 %), and
 * each page's count, p50 and p99 against its target.
 */
import { performance } from 'node:perf_hooks';
import { venueDate } from '@gt/domain/venue-time';
import type pg from 'pg';
import type { RunSql } from '../lib/booking-seed';
import { latestPeople, randomPeople, searchKinds, searchPath, SEARCH_TARGET_P50_MS, type SearchPerson } from '../lib/booking-search';
import { DAY_REPORT_TARGET_P99_MS, loop, MANIFEST_TARGET_MS, signInOperator, type LoopResult, type Operator } from '../lib/operator';
import type { ScenarioResult } from '../lib/report';
import { perMinute, round } from '../lib/stats';
import { runCheckouts } from './checkouts';

export const MIXED_TARGET_RATIO = 0.9;

/** The booking search's paths: the kinds in turn, for an earlier booking and a just-made one alternately. */
function searchPaths(run: RunSql, earlier: SearchPerson[], day: string): (i: number) => Promise<string> {
  let latest: SearchPerson[] = [];
  return async (i) => {
    const fresh = i % 2 === 1;
    // The checkouts' newest bookings, read again every 14 searches (7 kinds × 2).
    if (fresh && (latest.length === 0 || i % 14 === 1)) latest = await latestPeople(run, 20);
    const from = fresh && latest.length > 0 ? latest : earlier;
    const [, query] = searchKinds[Math.floor(i / 2) % searchKinds.length] ?? [];
    return searchPath(query ? query(from[i % from.length], day) : {});
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

interface Page {
  key: 'report' | 'manifest' | 'search';
  name: string;
  /** What `figure` counts in an answer. */
  counts: string;
  figure: (body: string) => number;
  target: string;
  met: (r: LoopResult) => boolean;
  path: (i: number) => string | Promise<string>;
}

export async function runMixed(o: {
  baseUrl: string;
  db: pg.Client;
  tourEventId: number;
  zone: string;
  clients: number;
  seconds: number;
  /** The checkout-only phase's rate in this round (NaN when it did not run). */
  checkoutOnlyPerMinute: number;
  /** How long the operator reads an answer before the tab's next request (0: back to back). */
  operatorPauseMs: number;
}): Promise<ScenarioResult[]> {
  const run: RunSql = async <T>(q: string) => (await o.db.query(q)).rows as T[];
  const operator: Operator = await signInOperator(o.baseUrl);
  const today = venueDate(new Date(), o.zone);
  const startsAt = (await o.db.query<{ s: Date }>('select starts_at as s from tour_events where tour_event_id = $1', [o.tourEventId]))
    .rows[0]?.s;
  const eventDay = venueDate(startsAt ?? new Date(), o.zone);
  const pages: Page[] = [
    {
      key: 'report',
      name: 'day report',
      counts: `transactions (GET /sales?from=${today}&to=${today})`,
      figure: (body) => (JSON.parse(body) as { totals: { transactions: number } }).totals.transactions,
      target: `p99 ≤ ${DAY_REPORT_TARGET_P99_MS} ms`,
      met: (r) => r.p99Ms <= DAY_REPORT_TARGET_P99_MS,
      path: () => `/sales?from=${today}&to=${today}`,
    },
    {
      key: 'manifest',
      name: 'event manifest',
      counts: `bookings (GET /manifests/events/${o.tourEventId})`,
      figure: (body) => (JSON.parse(body) as { rows: unknown[] }).rows.length,
      target: `p99 ≤ ${MANIFEST_TARGET_MS.toLocaleString('en-US')} ms`,
      met: (r) => r.p99Ms <= MANIFEST_TARGET_MS,
      path: () => `/manifests/events/${o.tourEventId}`,
    },
    {
      key: 'search',
      name: 'booking search',
      counts: `bookings found (GET /bookings?q|date, ${searchKinds.length} kinds in turn)`,
      figure: (body) => (JSON.parse(body) as { total: number }).total,
      target: `p50 ≤ ${SEARCH_TARGET_P50_MS} ms`,
      met: (r) => r.p50Ms <= SEARCH_TARGET_P50_MS,
      path: searchPaths(run, await randomPeople(run, 100), eventDay),
    },
  ];
  for (const p of pages) await operator.get(await p.path(0)); // warm-up, not counted
  const until = performance.now() + o.seconds * 1000;
  const t0 = performance.now();
  const [checkouts, ...loops] = await Promise.all([
    runCheckouts({ baseUrl: o.baseUrl, db: o.db, tourEventId: o.tourEventId, clients: o.clients, seconds: o.seconds }),
    ...pages.map((p) => loop(operator, p.path, until, p.figure, o.operatorPauseMs)),
  ]);
  const loopMs = performance.now() - t0;
  const ratio = (checkouts.perMinute ?? 0) / o.checkoutOnlyPerMinute;
  const oversold = (checkouts.details.seats as { oversold: number } | undefined)?.oversold ?? 0;
  const mixed: ScenarioResult = {
    ...checkouts,
    name: 'mixed: checkouts while an operator reads',
    key: 'mixed',
    ratio,
    target: `≥ ${MIXED_TARGET_RATIO * 100} % of checkout-only`,
    met: ratio >= MIXED_TARGET_RATIO && oversold === 0,
    notes: [
      `ratio = checkouts/min ÷ the checkout-only phase of this round (${Math.round(o.checkoutOnlyPerMinute).toLocaleString('en-US')}/min)`,
      ...checkouts.notes,
    ],
  };
  const admin = pages.map((p, i): ScenarioResult => {
    const r = loops[i] as LoopResult;
    return {
      name: `mixed: operator, ${p.name}`,
      key: `mixed-${p.key}`,
      perMinute: perMinute(r.count, loopMs),
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      target: p.target,
      met: r.count > 0 && Object.keys(r.failures).length === 0 && p.met(r),
      notes: [
        `${r.count} requests, one at a time, failures ${JSON.stringify(r.failures)}; answers of ${fmt(mean(r.bytes) / 1024, 1)} KiB ` +
          `and ${fmt(mean(r.figures))} ${p.counts} on average, ${fmt(Math.max(...r.figures))} at most`,
      ],
      details: {
        page: p.key,
        count: r.count,
        failures: r.failures,
        meanMs: round(mean(r.ms), 1),
        meanBytes: Math.round(mean(r.bytes)),
        figures: r.figures,
      },
    };
  });
  return [mixed, ...admin];
}
