/**
 * Idempotency keys of POST Transactions (docs/architecture.md#payments): the first request with a key
 * claims it for a lease; a finished request stores its response for replay.
 */
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/payment-schema';

export type Claim = { kind: 'claimed' } | { kind: 'replay'; statusCode: number; body: unknown } | { kind: 'mismatch' } | { kind: 'busy' };

/**
 * Claims `key` for a request with hash `requestHash` until now + leaseMs. Answers `replay` with
 * the stored response when the same request finished, `mismatch` when the key was used with
 * another body, `busy` while another attempt holds the lease; an attempt whose lease lapsed
 * (e.g. the process died after charging) is taken over so the retry can recover it.
 */
export async function claimIdempotencyKey(db: Db, c: { key: string; requestHash: string; now: Date; leaseMs: number; guard?: boolean }): Promise<Claim> {
  const lockedUntil = new Date(c.now.getTime() + c.leaseMs);
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key: c.key, requestHash: c.requestHash, status: 'in_progress', lockedUntil, createdAt: c.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, c.key));
  if (!row) return { kind: 'busy' };
  if (row.requestHash !== c.requestHash) return { kind: 'mismatch' };
  if (row.status === 'completed') return { kind: 'replay', statusCode: row.responseStatus ?? 200, body: row.responseBody };
  if (row.status === 'requires_action' || c.guard === false) {
    // Waiting for 3-D Secure: the browser's retry, the webhook or recovery takes it over, one at a time
    // (`guard: false`, the race test's control, takes over an unfinished key even while another request resumes it).
    const resumed = await db
      .update(idempotencyKeys)
      .set({ status: 'in_progress', lockedUntil })
      .where(and(eq(idempotencyKeys.key, c.key), c.guard === false ? ne(idempotencyKeys.status, 'completed') : eq(idempotencyKeys.status, 'requires_action')))
      .returning({ key: idempotencyKeys.key });
    return resumed.length > 0 ? { kind: 'claimed' } : { kind: 'busy' };
  }
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(and(eq(idempotencyKeys.key, c.key), eq(idempotencyKeys.status, 'in_progress'), lte(idempotencyKeys.lockedUntil, c.now)))
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0 ? { kind: 'claimed' } : { kind: 'busy' };
}

/** Stores the final response of a key (replayed to every later request with the same body). */
export async function completeIdempotencyKey(db: Db, key: string, statusCode: number, body: unknown): Promise<void> {
  await completeIdempotencyKeyQuery(db, key, statusCode, body);
}

/** The statement of completeIdempotencyKey, unexecuted (to run inside another statement: book.ts). */
export const completeIdempotencyKeyQuery = (db: Db, key: string, statusCode: number, body: unknown) =>
  db.update(idempotencyKeys).set({ status: 'completed', responseStatus: statusCode, responseBody: body }).where(eq(idempotencyKeys.key, key));

/**
 * Parks a claimed key while its payment waits for the card holder's authentication: any request
 * with the same body may claim it again; recovery finishes it after `until`.
 */
export async function parkIdempotencyKey(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'requires_action', lockedUntil: until })
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'in_progress')));
}

/** Turns a parked key back into an attempt whose lease lapsed at `now` (its payment no longer waits: recovery settles it). */
export async function unparkIdempotencyKey(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'in_progress', lockedUntil: now })
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'requires_action')));
}

/** Keys parked for authentication past their deadline at `now` (the visitor went away). */
export async function overdueParkedKeys(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.status, 'requires_action'), lte(idempotencyKeys.lockedUntil, now)));
  return rows.map((r) => r.key);
}

/** Keys whose attempt is unfinished and whose lease lapsed at `now` (the attempt died). */
export async function lapsedKeys(db: Db, now: Date): Promise<{ key: string; requestHash: string }[]> {
  return db
    .select({ key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.status, 'in_progress'), lte(idempotencyKeys.lockedUntil, now)));
}

/** Forgets an unfinished key (the request failed before any charge), so it can be used again. */
export async function releaseIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'in_progress')));
}

/** The stored state of a key: its final response once completed; undefined when unknown. */
export async function findIdempotencyKey(
  db: Db,
  key: string,
): Promise<{ status: 'in_progress' | 'requires_action' | 'completed'; responseStatus: number | null; responseBody: unknown } | undefined> {
  const [row] = await db
    .select({ status: idempotencyKeys.status, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row;
}
