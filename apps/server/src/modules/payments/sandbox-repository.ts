/** Storage of the sandbox card provider: single-use tokens and idempotent charges. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCardTokens, sandboxCharges, sandboxRefunds } from '../../db/sandbox-schema';

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

export async function findCharge(db: Db, chargeId: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, chargeId));
  return row;
}

export async function insertCharge(db: Db, c: typeof sandboxCharges.$inferInsert): Promise<void> {
  await db.insert(sandboxCharges).values(c);
}

/**
 * Refunds `amountCents` of a charge under its row lock: the refund with this key again when it
 * was made (same charge), else a new one when the charge was captured and its refunds stay within
 * its amount (the charge becomes `refunded` once all of it is). `{ ok: false }` otherwise.
 */
export async function refundCharge(
  db: Db,
  r: { chargeId: string; amountCents: number; idempotencyKey: string; refundId: string; now: Date },
): Promise<{ ok: true; refundId: string } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, r.chargeId)).for('update');
    if (!charge || charge.status === 'declined') return { ok: false as const, message: `No captured charge ${r.chargeId}.` };
    const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, r.idempotencyKey));
    if (earlier) return earlier.chargeId === r.chargeId ? { ok: true as const, refundId: earlier.refundId } : { ok: false as const, message: 'Refund key used for another charge.' };
    const [done] = await tx.select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` }).from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, r.chargeId));
    const refunded = Number(done?.cents ?? 0);
    if (r.amountCents <= 0 || refunded + r.amountCents > charge.amountCents) return { ok: false as const, message: `Refund of ${r.amountCents} exceeds what is left of charge ${r.chargeId}.` };
    await tx.insert(sandboxRefunds).values({ refundId: r.refundId, chargeId: r.chargeId, idempotencyKey: r.idempotencyKey, amountCents: r.amountCents, createdAt: r.now });
    if (refunded + r.amountCents === charge.amountCents) await tx.update(sandboxCharges).set({ status: 'refunded' }).where(eq(sandboxCharges.chargeId, r.chargeId));
    return { ok: true as const, refundId: r.refundId };
  });
}
