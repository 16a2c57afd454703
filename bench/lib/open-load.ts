/**
 * Open-model HTTP load at a fixed rate: requests are sent on an even schedule (one every
 * 1000/rate ms) over a pool of keep-alive connections (undici), whatever the answers' pace,
 * and each latency runs from the request's scheduled time, so that a late generator or a full
 * pool counts against the server and not for it (coordinated omission corrected at the source).
 * autocannon's overallRate instead sends each connection's quota back to back at the start of
 * every second (200 connections: 200 requests at once, then nothing), and its correction adds
 * synthetic samples for every millisecond of a slow answer: both inflate the tail at a rate
 * the server keeps up with (docs/performance.md).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { LoadStats } from './load';
import { percentile } from './stats';
import { traceDir, traceProcess, wallMs, writeTrace } from './trace';

export async function fireAtRate(o: {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Requests per second, evenly spaced. */
  ratePerSecond: number;
  seconds: number;
  /** Most requests in flight at once (the pool's connections); a request beyond waits for one, its wait counted. */
  connections: number;
  /** With BENCH_TRACE_DIR: writes every request (lib/trace.ts) and this process's timeline under this name. */
  trace?: string;
}): Promise<LoadStats> {
  const url = new URL(o.url);
  const pool = new Pool(url.origin, { connections: o.connections, pipelining: 1 });
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  const total = Math.round(o.ratePerSecond * o.seconds);
  const gapMs = 1000 / o.ratePerSecond;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const dir = o.trace ? traceDir() : undefined;
  const stopTrace = dir && o.trace ? traceProcess(dir, `${o.trace}-generator`) : undefined;
  const requests: { t: number; lateMs: number; ms: number; status: number }[] = [];
  const send = (scheduled: number) => {
    const lateMs = performance.now() - scheduled;
    const p = pool
      .request({ path: `${url.pathname}${url.search}`, method: o.method, headers: { 'content-type': 'application/json' }, body })
      .then(async (res) => {
        await res.body.dump();
        latencies.push(performance.now() - scheduled);
        if (dir) requests.push({ t: wallMs(scheduled), lateMs, ms: performance.now() - scheduled, status: res.statusCode });
        statusCodes[res.statusCode] = (statusCodes[res.statusCode] ?? 0) + 1;
      })
      .catch(() => void errors++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * gapMs <= now) send(start + sent++ * gapMs);
    await sleep(Math.max(0, Math.min(gapMs, start + sent * gapMs - performance.now())));
  }
  await Promise.all(inFlight);
  const ms = performance.now() - start;
  await pool.close();
  stopTrace?.();
  if (dir && o.trace) writeTrace(dir, `${o.trace}-requests`, requests);
  const ok = Object.entries(statusCodes).reduce((n, [code, c]) => (code.startsWith('2') ? n + c : n), 0);
  return {
    ms,
    ok,
    non2xx: latencies.length - ok,
    errors,
    timeouts: 0,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    statusCodes,
  };
}
