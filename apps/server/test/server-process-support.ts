/**
 * A real server process for the operation tests (SIGTERM, several workers): spawned with tsx on
 * the test store's PostgreSQL database, on its own port, with its log collected.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { MIDDLEWARE_KEY } from './checkout-support';

export interface ServerProcess {
  base: string;
  process: ChildProcessWithoutNullStreams;
  log(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** A TCP port on 127.0.0.1 that was free a moment ago (the system's pick). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Starts `src/main.ts` with `env` (over this process's; a value `undefined` removes a variable) on
 * a free port, in `cwd` (default: this process's), without waiting for it.
 */
export async function startServerProcess(env: Record<string, string | undefined>, opts: { cwd?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const merged: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env };
  // tsx by its own address: `cwd` may be outside the project.
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve(import.meta.dirname, '../src/main.ts')], {
    env: Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined)),
    cwd: opts.cwd,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { base: `http://127.0.0.1:${port}`, process: child, log: () => log, exited };
}

/**
 * Starts `src/main.ts` with `env` on a free port; resolves once /readyz answers 200 (within
 * `readyWithinMs`, default 60 s). The test stores are demo stores: `GT_SEED_DEMO=1` unless `env`
 * says otherwise (on PostgreSQL the demo is off by default).
 */
export async function spawnServer(env: Record<string, string | undefined>, opts: { cwd?: string; readyWithinMs?: number } = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ GT_SEED_DEMO: '1', ...env }, opts);
  const { base, process: child, log } = server;
  const deadline = Date.now() + (opts.readyWithinMs ?? 60_000);
  while (Date.now() < deadline) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return server;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready:\n${log()}`);
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
