/**
 * Migrations across machines (docs/architecture.md#database: migrations run under a PostgreSQL advisory
 * lock, one process at a time): 3 processes that start together on a fresh database, on a private
 * PostgreSQL cluster (private-postgres.ts), each run the start-up migration (scripts/migrate-at.ts,
 * synchronised to one instant); all start and each migration is applied once. The control, without
 * the lock (testHooks.skipMigrationLock), shows the race: processes fail on each other's tables.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './harness';
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

const missing = onPostgres ? privatePostgresMissing : 'set TEST_DATABASE_URL';
const journal = JSON.parse(readFileSync(resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };

/** Runs 3 start-up migrations together on a fresh database; their exit codes and output, and the migrations recorded. */
async function threeStarts(cluster: PrivatePostgres, name: string, control: boolean) {
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // Far enough ahead that all three have loaded their modules on a busy machine.
  const at = Date.now() + 8000;
  const runs = [0, 1, 2].map(() => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      resolve(import.meta.dirname, 'scripts/migrate-at.ts'),
      cluster.url(name),
      String(at),
      ...(control ? ['skip-lock'] : []),
    ]);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return once(child, 'exit').then(([code]) => ({ code: code as number, out }));
  });
  const results = await Promise.all(runs);
  const db = new pg.Client({ connectionString: cluster.url(name) });
  await db.connect();
  const { rows } = await db
    .query('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations')
    .catch(() => ({ rows: [{ n: 0, distinct: 0 }] }));
  await db.end();
  return { results, recorded: rows[0] as { n: number; distinct: number } };
}

(missing ? describe.skip : describe)(`migrations at start-up, on a private PostgreSQL${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let cluster: PrivatePostgres;
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.remove();
  });

  it(
    '3 processes starting together on a fresh database: all three start, each migration is applied once',
    { timeout: 120_000 },
    async () => {
      const { results, recorded } = await threeStarts(cluster, 'gt_migrate_locked', false);
      expect(
        results.map((r) => r.code),
        results.map((r) => r.out).join('\n'),
      ).toEqual([0, 0, 0]);
      expect(results.every((r) => r.out.includes('migrated'))).toBe(true);
      expect(recorded).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    },
  );

  it('control: without the advisory lock, processes starting together fail on each other’s tables', { timeout: 120_000 }, async () => {
    const { results } = await threeStarts(cluster, 'gt_migrate_unlocked', true);
    const failed = results.filter((r) => r.code !== 0);
    expect(failed.length, results.map((r) => r.out).join('\n')).toBeGreaterThan(0);
    console.info(
      `without the lock: ${failed.length} of 3 processes failed: ${failed.map((r) => r.out.match(/error: [^\n]*/)?.[0]).join('; ')}`,
    );
  });
});
