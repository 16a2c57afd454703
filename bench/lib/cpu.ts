/**
 * Where the CPU went during a phase: the machine (from /proc/stat, Linux), the server child
 * (its process.cpuUsage, over IPC), this process (the load generator) and the rest (mostly
 * PostgreSQL, plus anything else running on the machine), in cores busy on average.
 */
import { readFileSync } from 'node:fs';
import type { BenchServer } from './server';

export interface CpuSplit {
  /** Average busy cores over the phase, per consumer. */
  machine: number;
  server: number;
  loadGenerator: number;
  /** machine − server − load generator: PostgreSQL and anything else. */
  rest: number;
  /** Server event-loop delay over the phase (ms). */
  serverLoopDelayP50Ms: number;
  serverLoopDelayP99Ms: number;
}

/** Busy and total jiffies of all cores (0s where /proc/stat is missing). */
function machineTicks(): { busy: number; total: number } {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = cpu.reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Starts measuring; the returned function ends the measurement and returns the split. */
export async function measureCpu(child: BenchServer, cores: number): Promise<() => Promise<CpuSplit>> {
  const t0 = machineTicks();
  const own0 = process.cpuUsage();
  const started = process.hrtime.bigint();
  await child.stats(); // resets the server's counters
  return async () => {
    const s = await child.stats();
    const wallUs = Number(process.hrtime.bigint() - started) / 1000;
    const t1 = machineTicks();
    const own = process.cpuUsage(own0);
    const machine = t1.total > t0.total ? ((t1.busy - t0.busy) / (t1.total - t0.total)) * cores : Number.NaN;
    const server = s.cpuUs / wallUs;
    const loadGenerator = (own.user + own.system) / wallUs;
    return {
      machine,
      server,
      loadGenerator,
      rest: machine - server - loadGenerator,
      serverLoopDelayP50Ms: s.loopDelayP50Ms,
      serverLoopDelayP99Ms: s.loopDelayP99Ms,
    };
  };
}

/** "cores: machine 1.9 = server 1.0 + load generator 0.3 + PostgreSQL/other 0.6; loop delay p99 12 ms". */
export function describeCpu(c: CpuSplit): string {
  const f = (n: number) => n.toFixed(2);
  return (
    `cores busy: ${f(c.machine)} = server ${f(c.server)} + load generator ${f(c.loadGenerator)} + PostgreSQL/other ${f(c.rest)}; ` +
    `server event-loop delay p50 ${c.serverLoopDelayP50Ms.toFixed(1)} ms, p99 ${c.serverLoopDelayP99Ms.toFixed(1)} ms`
  );
}
