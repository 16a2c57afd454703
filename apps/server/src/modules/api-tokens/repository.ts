/** Storage of API tokens (db/integration-schema.ts `api_tokens`). */
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiTokens } from '../../db/integration-schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Rows `start`..`end` (exclusive) by id, and the total. */
export async function listApiTokens(db: Db, start: number, end: number): Promise<{ rows: ApiTokenRow[]; total: number }> {
  const rows = await db
    .select()
    .from(apiTokens)
    .orderBy(asc(apiTokens.tokenId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(apiTokens);
  return { rows, total: n?.n ?? 0 };
}

export async function findApiToken(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<ApiTokenRow | undefined> {
  const q = db.select().from(apiTokens).where(eq(apiTokens.tokenId, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** The token whose SHA-256 is `hash`, whatever its state. */
export async function findApiTokenByHash(db: Db, hash: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, hash));
  return row;
}

export async function insertApiToken(tx: Tx, values: Omit<typeof apiTokens.$inferInsert, 'tokenId'>): Promise<ApiTokenRow> {
  const [row] = await tx.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('api token not inserted');
  return row;
}

export async function setRevoked(tx: Tx, id: number, at: Date): Promise<ApiTokenRow> {
  const [row] = await tx.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.tokenId, id)).returning();
  if (!row) throw new Error('api token not revoked');
  return row;
}

/** Records a use at `now`, at most once per `everyMs` (a busy integration does not write on every call). */
export async function touchApiToken(db: Db, id: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.tokenId, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - everyMs)))));
}
