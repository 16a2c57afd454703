/**
 * A lost Redis (docs/architecture.md#database: limits fall back per process, logged and counted), against
 * a real redis-server the test starts and stops on a free port, and two real server processes
 * (embedded database each, as two machines would be) with a budget of 5 requests a minute:
 * started while Redis is down they serve, log one warning and count it, and each holds a client
 * to its own 5; once Redis starts the two share one budget of 5; when it stops again each falls
 * back to its own budget, logged and counted once more.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, redisServer, type RedisServer } from './redis-support';
import { spawnServer, type ServerProcess } from './server-process-support';

const BUDGET = 5;
const suite = hasRedisServer ? describe : describe.skip;

/** GET /api/v1/config as the client at `address` (the processes trust X-Forwarded-For). */
const get = (s: ServerProcess, address: string) => fetch(`${s.base}/api/v1/config`, { headers: { 'x-forwarded-for': address } }).then((r) => r.status);

async function statuses(calls: [ServerProcess, string][]): Promise<number[]> {
  const out: number[] = [];
  for (const [s, address] of calls) out.push(await get(s, address));
  return out;
}

/** The value of an unlabelled metric in the process's GET /metrics (loopback: no token needed). */
async function metric(s: ServerProcess, name: string): Promise<number> {
  const text = await fetch(`${s.base}/metrics`).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1]);
}

/** The process's JSON log lines about the rate-limit store at `level` (pino: 30 info, 40 warn). */
const storeLines = (s: ServerProcess, level: number) =>
  s
    .log()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .filter((l) => l.level === level && l.msg.startsWith('rate limits: Redis'));

async function until(what: string, ok: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

suite(`a lost Redis${hasRedisServer ? '' : ' (skipped: no redis-server binary)'}`, () => {
  let redis: RedisServer | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGKILL');
    await redis?.stop();
  });

  it('servers started with Redis down serve and count per process; Redis started: one shared budget; Redis stopped: per process again, logged and counted', { timeout: 240_000 }, async () => {
    redis = await redisServer();
    const dir = mkdtempSync(join(tmpdir(), 'gt-redis-'));
    writeFileSync(join(dir, 'gt.config.json'), JSON.stringify({ RateLimitPerMinute: BUDGET, TrustProxy: true, SeedDemoData: false }));
    const env = { GT_DATA_DIR: 'memory://', DATABASE_URL: '', GT_REDIS_URL: redis.url, GT_CONFIG_FILE: join(dir, 'gt.config.json') };
    // Two embedded databases initialise side by side: slow on a busy 2-core machine.
    const [a, b] = await Promise.all([spawnServer(env, { readyWithinMs: 150_000 }), spawnServer(env, { readyWithinMs: 150_000 })]);
    servers.push(a, b);

    // Redis down at start: both serve; one warning each, counted; a client has 5 per process (not unlimited).
    for (const s of [a, b]) {
      expect(storeLines(s, 40).map((l) => l.msg)).toEqual(['rate limits: Redis unreachable; each process counts its own budgets until it is back']);
      expect(await metric(s, 'gt_rate_limit_store_unavailable_total')).toBe(1);
      expect(await metric(s, 'gt_rate_limit_store_shared')).toBe(0);
    }
    const alone = await statuses([...Array(BUDGET + 1).fill([a, '10.0.0.1']), ...Array(BUDGET + 1).fill([b, '10.0.0.1'])]);
    expect(alone).toEqual([200, 200, 200, 200, 200, 429, 200, 200, 200, 200, 200, 429]);

    // Redis started: both reconnect by themselves, and a client has one budget of 5 across the two.
    await redis.start();
    for (const s of [a, b]) await until('the shared store', async () => (await metric(s, 'gt_rate_limit_store_shared')) === 1);
    const shared = await statuses([[a, '10.0.0.2'], [a, '10.0.0.2'], [a, '10.0.0.2'], [b, '10.0.0.2'], [b, '10.0.0.2'], [a, '10.0.0.2'], [b, '10.0.0.2']]);
    expect(shared).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(storeLines(a, 30).map((l) => l.msg)).toEqual(['rate limits: Redis reachable again; budgets are shared by every process']);

    // Redis stopped: per-process budgets again, one more warning and count each.
    await redis.stop();
    for (const s of [a, b]) await until('the fallback', async () => (await metric(s, 'gt_rate_limit_store_shared')) === 0);
    const again = await statuses([...Array(BUDGET + 1).fill([a, '10.0.0.3']), ...Array(BUDGET + 1).fill([b, '10.0.0.3'])]);
    expect(again).toEqual([200, 200, 200, 200, 200, 429, 200, 200, 200, 200, 200, 429]);
    for (const s of [a, b]) {
      expect(storeLines(s, 40)).toHaveLength(2);
      expect(await metric(s, 'gt_rate_limit_store_unavailable_total')).toBe(2);
    }
    expect(a.process.exitCode).toBe(null);
  });
});
