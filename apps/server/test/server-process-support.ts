/**
 * A real server process for the operation tests (SIGTERM, several workers): spawned with tsx on
 * the test store's PostgreSQL database, on its own port, with its log collected.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MIDDLEWARE_KEY } from './checkout-support';
import { freePort } from './private-postgres';

export { freePort };

export interface ServerProcess {
  base: string;
  process: ChildProcessWithoutNullStreams;
  log(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Starts `src/main.ts` with tsx (or the root package's npm script `npmScript`, e.g. `serve`, the
 * built server) with `env` (over this process's; a value `undefined` removes a variable) on a free
 * port, in `cwd` (default: the repository), with no drain delay on SIGTERM unless `env` sets
 * GT_SHUTDOWN_DELAY_SECONDS, without waiting for it (see `untilReady`).
 */
export async function startServerProcess(env: Record<string, string | undefined>, opts: { npmScript?: string; cwd?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', GT_SHUTDOWN_DELAY_SECONDS: '0', ...env };
  const [command, args] = opts.npmScript
    ? ['npm', ['run', '--silent', opts.npmScript]]
    : // tsx by its own address: `cwd` may be outside the project.
      [process.execPath, ['--import', import.meta.resolve('tsx'), resolve(import.meta.dirname, '../src/main.ts')]];
  const child = spawn(command, args, {
    cwd: opts.cwd ?? resolve(import.meta.dirname, '../../..'),
    env: Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined)),
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { base: `http://127.0.0.1:${port}`, process: child, log: () => log, exited };
}

/** Resolves once the server's /readyz answers 200; kills it and rejects (with its log) if not within `ms`. */
export async function untilReady(server: ServerProcess, ms = 60_000): Promise<ServerProcess> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await fetch(`${server.base}/readyz`).then((r) => r.ok, () => false)) return server;
    if (server.process.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.process.kill('SIGKILL');
  throw new Error(`server not ready:\n${server.log()}`);
}

/**
 * `startServerProcess`, resolved once /readyz answers 200 (within `readyWithinMs`, default 60 s).
 * The test stores are demo stores: `GT_SEED_DEMO=1` unless `env` says otherwise (on PostgreSQL
 * the demo is off by default).
 */
export async function spawnServer(env: Record<string, string | undefined>, opts: { npmScript?: string; cwd?: string; readyWithinMs?: number } = {}): Promise<ServerProcess> {
  return untilReady(await startServerProcess({ GT_SEED_DEMO: '1', ...env }, opts), opts.readyWithinMs);
}

/** POSTs one payment body with its Idempotency-Key; the status, or 0 when the request was not taken. */
export function payOver(base: string, body: unknown, key: string): Promise<number> {
  return fetch(`${base}/middleware/api/Transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-middleware-key': MIDDLEWARE_KEY, 'idempotency-key': key },
    body: JSON.stringify(body),
  }).then(
    (r) => r.status,
    () => 0,
  );
}

/** Resolves once `check` returns true (polled every 200 ms); rejects with `what` after `ms`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether process `pid` still runs (a zombie, exited but not yet reaped, does not). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
}
