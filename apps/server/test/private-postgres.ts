/**
 * A private PostgreSQL cluster for tests that stop and start the database (docs/architecture.md#resilience:
 * the server survives a lost database): `initdb` in a temporary folder, `pg_ctl` to start, stop
 * and restart it on a free port of 127.0.0.1, trust authentication for user `postgres`. initdb
 * takes a few seconds: create one cluster per test file (beforeAll) and `remove()` it at the end.
 * PostgreSQL refuses to run as root: as root the binaries run as the `postgres` user (runuser).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A binary on PATH or in /usr/local/bin, /usr/lib/postgresql/<v>/bin; undefined when absent. */
function findBinary(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/bin'];
  for (const v of ['17', '16', '15', '14']) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  return dirs.map((d) => join(d, name)).find((p) => existsSync(p));
}

const asRoot = process.getuid?.() === 0;
const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
const runuser = asRoot ? findBinary('runuser') : undefined;
/** The `postgres` user's uid and gid (root runs the cluster as that user). */
function postgresUser(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}
const pgUser = asRoot ? postgresUser() : undefined;

/** Why a private cluster cannot run here (for a skip title), or undefined when it can. */
export const privatePostgresMissing: string | undefined =
  !initdb || !pgCtl
    ? 'initdb/pg_ctl not found'
    : asRoot && (!runuser || !pgUser)
      ? 'running as root without runuser or a postgres user'
      : undefined;

/** A free TCP port on 127.0.0.1 (the OS picks it; a server on port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface PrivatePostgres {
  port: number;
  /** Connection URL of database `name` (default `postgres`). */
  url(name?: string): string;
  /** Starts the server (waits until it accepts connections). */
  start(): Promise<void>;
  /** Stops the server: `fast` (default) disconnects clients and shuts down cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  /** The server's log (pg_ctl -l). */
  log(): string;
  /** Stops the server if running and deletes its folder. */
  remove(): Promise<void>;
}

/** Runs a PostgreSQL binary as the cluster's owner. */
function pgBinary(binary: string, args: string[]) {
  return asRoot ? run(runuser as string, ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

/** Creates a cluster in a temporary folder and starts it on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (privatePostgresMissing) throw new Error(`no private PostgreSQL: ${privatePostgresMissing}`);
  const dir = mkdtempSync(join(tmpdir(), 'gt-pg-'));
  if (pgUser) chownSync(dir, pgUser.uid, pgUser.gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const port = await freePort();
  await pgBinary(initdb as string, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    url: (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`,
    async start() {
      await pgBinary(pgCtl as string, ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgBinary(pgCtl as string, ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async restart() {
      await cluster.stop();
      await cluster.start();
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async remove() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
