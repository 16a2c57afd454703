/**
 * The holds' tail trace (BENCH_TRACE_DIR=<dir>): the load generator writes every request of an
 * open-loop phase (scheduled time, how late it was sent, latency), the server child a timeline
 * every 10 ms (event-loop lag, pool waiting, GC pauses), and `bench/pg-sampler.ts` what
 * PostgreSQL's backends wait on, all stamped with wall-clock milliseconds so that
 * `bench/trace-tail.ts` can line the slow requests up with what happened meanwhile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

export const traceDir = (): string | undefined => process.env.BENCH_TRACE_DIR || undefined;

/** Wall-clock milliseconds of a performance.now() value. */
export const wallMs = (perfNow: number): number => performance.timeOrigin + perfNow;

/** Writes `rows` (one JSON object a line) to `<dir>/<name>.jsonl`. */
export function writeTrace(dir: string, name: string, rows: unknown[]): void {
  writeFileSync(join(dir, `${name}.jsonl`), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

/**
 * Samples this process every `everyMs`: the timer's lag (how late the tick ran: the event loop
 * was busy), the pool's waiting count, and every GC pause (PerformanceObserver 'gc'). Returns the
 * function that stops it and writes `<dir>/<name>.jsonl`.
 */
export function traceProcess(
  dir: string,
  name: string,
  o: { pool?: () => { total: number; idle: number; waiting: number }; http?: Server } = {},
  everyMs = 10,
): () => void {
  const rows: Record<string, unknown>[] = [];
  // Every request the HTTP server parsed: when it arrived and how long until its answer was written.
  o.http?.on('request', (_req, res) => {
    const at = performance.now();
    res.once('finish', () => rows.push({ t: wallMs(at), serverMs: performance.now() - at }));
  });
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rows.push({ t: wallMs(e.startTime), gcMs: e.duration, kind: (e as { detail?: { kind?: number } }).detail?.kind });
  });
  gc.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let due = performance.now() + everyMs;
  const timer = setInterval(() => {
    const now = performance.now();
    rows.push({ t: wallMs(now), lagMs: Math.max(0, now - due), loopMaxMs: loop.max / 1e6, ...o.pool?.() });
    loop.reset();
    due = now + everyMs;
  }, everyMs);
  return () => {
    clearInterval(timer);
    gc.disconnect();
    loop.disable();
    writeTrace(dir, name, rows);
  };
}

/** The machine's busy and steal jiffies so far (/proc/stat; zeros where it is missing). */
export function machineJiffies(): { busy: number; steal: number } {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = cpu.reduce((a, b) => a + b, 0);
    return { busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), steal: cpu[7] ?? 0 };
  } catch {
    return { busy: 0, steal: 0 };
  }
}
