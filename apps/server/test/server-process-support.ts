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

/** Starts `src/main.ts` with `env` on a free port; resolves once /readyz answers 200 (within `readyWithinMs`). */
export async function spawnServer(env: Record<string, string>, readyWithinMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { base, process: child, log: () => log, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready:\n${log}`);
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
