/**
 * The month of a busy booking type: GET /api/v1/TourEvents?BookingTypeID&From&To for a whole
 * month of 12 events a day (with sales and live holds), one request at a time on an otherwise
 * idle server (after a warm-up). Reports p50/p99 of the response time as the client sees it.
 */
import { performance } from 'node:perf_hooks';
import type { BusyMonth } from '../lib/fixtures';
import type { ScenarioResult } from '../lib/report';
import { percentile, round } from '../lib/stats';

export const MONTH_TARGET_P50_MS = 20;

export async function runMonthEvents(o: { baseUrl: string; month: BusyMonth; requests: number }): Promise<ScenarioResult> {
  const url = `${o.baseUrl}/api/v1/TourEvents?BookingTypeID=${o.month.bookingTypeId}&From=${o.month.from}&To=${o.month.to}`;
  const get = async () => {
    const t = performance.now();
    const res = await fetch(url);
    const body = await res.text();
    return { ms: performance.now() - t, status: res.status, bytes: body.length, events: res.ok ? (JSON.parse(body) as unknown[]).length : 0 };
  };
  for (let i = 0; i < 20; i++) await get();
  const samples = [];
  for (let i = 0; i < o.requests; i++) samples.push(await get());
  const ms = samples.map((s) => s.ms);
  const last = samples[samples.length - 1];
  const p50 = percentile(ms, 50);
  return {
    name: `month listing: ${o.month.events} events`,
    p50Ms: p50,
    p99Ms: percentile(ms, 99),
    target: `p50 ≤ ${MONTH_TARGET_P50_MS} ms`,
    met: p50 <= MONTH_TARGET_P50_MS && last?.events === o.month.events,
    notes: [
      `${o.month.from} … ${o.month.to}, ${o.requests} sequential requests: ${last?.events} events, ${Math.round((last?.bytes ?? 0) / 1024)} KiB JSON`,
    ],
    details: { url: url.replace(o.baseUrl, ''), requests: o.requests, bytes: last?.bytes, events: last?.events, meanMs: round(ms.reduce((a, b) => a + b, 0) / ms.length, 2) },
  };
}
