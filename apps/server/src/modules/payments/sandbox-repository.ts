/** Storage of the sandbox card provider: single-use tokens and idempotent charges. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCardTokens, sandboxCharges } from '../../db/sandbox-schema';

export type SandboxToken = typeof sandboxCardTokens.$inferSelect;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export async function insertToken(db: Db, t: typeof sandboxCardTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxCardTokens).values(t);
}

/** A usable token (unused, not expired at `now`), without consuming it. */
export async function findUsableToken(db: Db, token: string, now: Date): Promise<SandboxToken | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCardTokens)
    .where(and(eq(sandboxCardTokens.token, token), isNull(sandboxCardTokens.usedAt), gt(sandboxCardTokens.expiresAt, now)));
  return row;
}

/** Marks a usable token used and returns it; undefined when unknown, used or expired. */
export async function consumeToken(db: Db, token: string, now: Date): Promise<SandboxToken | undefined> {
  const [row] = await db
    .update(sandboxCardTokens)
    .set({ usedAt: now })
    .where(and(eq(sandboxCardTokens.token, token), isNull(sandboxCardTokens.usedAt), gt(sandboxCardTokens.expiresAt, now)))
    .returning();
  return row;
}

export async function findChargeByKey(db: Db, idempotencyKey: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertCharge(db: Db, c: typeof sandboxCharges.$inferInsert): Promise<void> {
  await db.insert(sandboxCharges).values(c);
}

/** Marks a captured charge refunded; returns false for an unknown or declined charge. */
export async function refundCharge(db: Db, chargeId: string): Promise<boolean> {
  const [row] = await db.select({ status: sandboxCharges.status }).from(sandboxCharges).where(eq(sandboxCharges.chargeId, chargeId));
  if (!row || row.status === 'declined') return false;
  await db.update(sandboxCharges).set({ status: 'refunded' }).where(eq(sandboxCharges.chargeId, chargeId));
  return true;
}
