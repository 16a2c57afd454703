/**
 * How the demo seed writes (docs/architecture.md#database): through the back office's own services,
 * as an operator would have typed it, inside the seed's one transaction. `seedContext` is an
 * AppContext whose database is that transaction (a service's own `transaction` becomes a
 * savepoint) and whose clock is the seed's `now`; `SEED_ACTOR` is who the audit log names.
 */
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import type { ServerConfig } from '../config/server-config';
import type { Actor } from '../modules/audit/repository';

/** The audit log's actor for what the demo seed wrote. */
export const SEED_ACTOR: Actor = { userId: null, email: 'demo-seed' };

/** An AppContext over the seed's transaction `tx`, at the seed's `now`. */
export function seedContext(tx: Tx, config: ServerConfig, now: Date): AppContext {
  return { db: tx as unknown as Db, config, clock: () => now };
}

/**
 * Stops the seed when a service gave a record another id than the one the demo data names (the
 * demo's ids are those of empty tables; tests and the storefront's links rely on them).
 */
export function expectSeedId(what: string, got: number, want: number): void {
  if (got !== want) throw new Error(`demo seed: ${what} got id ${got}, expected ${want}`);
}
