/**
 * Logs an operator can search: every request has a unique id, returned as
 * `X-Request-Id` and in each of its JSON log lines; a trusted proxy's own `X-Request-Id` is kept
 * (a well-formed one, and only from a proxy TrustProxy believes); `LogLevel` / `GT_LOG_LEVEL`
 * sets the level; start-up errors are JSON lines too.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config/server-config';
import { useTestStore } from './support';

const s = useTestStore();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = { level: number; msg: string; reqId?: string };

/** An app on the test store with `config` changes, and its log lines. */
async function logged(config: Partial<ServerConfig>): Promise<{ app: FastifyInstance; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line)));
  const app = await buildApp({ ...s.store.ctx, config: { ...s.store.ctx.config, ...config } }, { logger: { stream } });
  return { app, lines };
}

/** The X-Request-Id answered to a GET /api/v1/config from `remoteAddress` that sent `sent`. */
async function idOf(app: FastifyInstance, sent?: string, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/config', remoteAddress, headers: sent === undefined ? {} : { 'x-request-id': sent } });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-request-id']);
}

describe('request ids', () => {
  it('are random UUIDs, answered as X-Request-Id and in every log line of the request; a client cannot choose its own', async () => {
    const { app, lines } = await logged({ TrustProxy: false });
    try {
      const ids = [await idOf(app), await idOf(app), await idOf(app, 'chosen-by-the-client')];
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(3);
      // A 404 and a 429 carry it too.
      const missing = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(missing.headers['x-request-id']).toMatch(UUID);
      const requestLines = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
      expect(requestLines).toHaveLength(8);
      expect(requestLines.map((l) => l.reqId)).toEqual([ids[0], ids[0], ids[1], ids[1], ids[2], ids[2], missing.headers['x-request-id'], missing.headers['x-request-id']]);
    } finally {
      await app.close();
    }
  });

  it('behind a trusted proxy (TrustProxy: 1) keep the proxy’s X-Request-Id when it is well formed', async () => {
    const { app, lines } = await logged({ TrustProxy: 1 });
    try {
      expect(await idOf(app, 'lb-7f3a9c:1/abc=')).toBe('lb-7f3a9c:1/abc=');
      expect(lines.filter((l) => l.reqId === 'lb-7f3a9c:1/abc=')).toHaveLength(2);
      // Spaces and quotes (forged log text), too long, or empty: a fresh id instead.
      for (const bad of ['a b', 'x"}', 'x'.repeat(129), '']) expect(await idOf(app, bad)).toMatch(UUID);
      expect(await idOf(app, 'x'.repeat(128))).toBe('x'.repeat(128));
    } finally {
      await app.close();
    }
  });

  it('behind proxies named by address keep X-Request-Id only from those addresses', async () => {
    const { app } = await logged({ TrustProxy: ['10.0.0.0/8'] });
    try {
      expect(await idOf(app, 'from-the-balancer', '10.1.2.3')).toBe('from-the-balancer');
      expect(await idOf(app, 'from-a-visitor', '203.0.113.9')).toMatch(UUID);
    } finally {
      await app.close();
    }
  });
});

describe('log level', () => {
  it('GT_LOG_LEVEL (LogLevel, default info) sets the least severe line written', async () => {
    expect(loadConfig({}).LogLevel).toBe('info');
    expect(loadConfig({ GT_LOG_LEVEL: 'warn' }).LogLevel).toBe('warn');
    expect(() => loadConfig({ GT_LOG_LEVEL: 'loud' })).toThrow(/^Invalid configuration: LogLevel: /);
    const { app, lines } = await logged({ LogLevel: 'warn' });
    try {
      await idOf(app);
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

/** Runs src/main.ts with `env` until it exits; its exit code and every output line. */
async function start(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', GT_DATA_DIR: 'memory://', DATABASE_URL: '', ...env },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  return { code, lines: out.split('\n').filter(Boolean) };
}

describe('start-up errors', () => {
  it('are one JSON line at level fatal (60), then exit status 1', { timeout: 60_000 }, async () => {
    const refused = await start({ GT_WORKERS: '2' });
    expect(refused.code).toBe(1);
    expect(refused.lines.map((l) => JSON.parse(l) as Line).map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 60, msg: 'GT_WORKERS=2 needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be opened by one process only.' },
    ]);
    // A data folder that cannot be made (under a file). An unreachable database is no start-up
    // error: the process waits for it (db-outage.pg.test.ts).
    const noDataDir = await start({ GT_DATA_DIR: resolve(import.meta.dirname, '../package.json/data') });
    expect(noDataDir.code).toBe(1);
    const lines = noDataDir.lines.map((l) => JSON.parse(l) as Line);
    expect(lines.filter((l) => l.level === 60).map((l) => l.msg)).toEqual([expect.stringMatching(/^start failed: ENOTDIR: not a directory, mkdir '.*package\.json\/data'$/)]);
  });
});
