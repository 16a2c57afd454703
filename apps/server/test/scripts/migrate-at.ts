/**
 * One process's start-up migration for the migration race test (migration-lock.pg.test.ts):
 * `migrate-at.ts <databaseUrl> <epoch ms> [skip-lock]` waits until the given instant (so that
 * several processes start together), opens the database (applies the migrations) and closes it.
 * Exits 0 and prints `migrated`, or exits 1 with the error.
 */
import { openDatabase } from '../../src/db/client';

const [databaseUrl, at, control] = process.argv.slice(2);
await new Promise((r) => setTimeout(r, Math.max(0, Number(at) - Date.now())));
try {
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://', testHooks: { skipMigrationLock: control === 'skip-lock' } });
  await handle.close();
  console.log('migrated');
} catch (err) {
  console.error(err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : err);
  process.exit(1);
}
