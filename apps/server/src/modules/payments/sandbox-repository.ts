/** Storage of the sandbox card provider: single-use tokens and idempotent charges. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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

export async function findChargeBySecret(db: Db, clientSecret: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.clientSecret, clientSecret));
  return row;
}

/** What the card of a token does (undefined for an unknown token). */
export async function tokenOutcome(db: Db, token: string): Promise<SandboxToken['outcome'] | undefined> {
  const [row] = await db.select({ outcome: sandboxCardTokens.outcome }).from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
  return row?.outcome;
}

/**
 * Ends the authentication of a `requires_action` charge: captured when approved, else declined
 * with `message`. `changed`: this call settled it (a settled charge keeps its outcome).
 */
export async function settleAuthentication(
  db: Db,
  chargeId: string,
  a: { approve: boolean; message: string },
): Promise<{ status: SandboxCharge['status'] | undefined; changed: boolean }> {
  const [row] = await db
    .update(sandboxCharges)
    .set(a.approve ? { status: 'captured' } : { status: 'declined', failureCode: 'authentication_failed', failureMessage: a.message })
    .where(and(eq(sandboxCharges.chargeId, chargeId), eq(sandboxCharges.status, 'requires_action')))
    .returning({ status: sandboxCharges.status });
  if (row) return { status: row.status, changed: true };
  return { status: (await findCharge(db, chargeId))?.status, changed: false };
}

/** Settles a pending refund (the sandbox's asynchronous refund outcome). */
export async function settleRefund(db: Db, refundId: string, status: 'succeeded' | 'failed'): Promise<void> {
  await db
    .update(sandboxRefunds)
    .set({ status })
    .where(and(eq(sandboxRefunds.refundId, refundId), eq(sandboxRefunds.status, 'pending')));
}

export async function findCharge(db: Db, chargeId: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, chargeId));
  return row;
}

/**
 * The captured (or refunded) charges made in `[from, to)` or whose id is in `ids`, each with what
 * its refunds took back (failed ones aside), cents: the provider's side of the reconciliation.
 */
export async function listCapturedCharges(
  db: Db,
  q: { from: Date; to: Date; ids: string[] },
): Promise<{ chargeId: string; amountCents: number; refundedCents: number; createdAt: Date }[]> {
  const ids = q.ids.length ? sql`or c.charge_id in ${q.ids}` : sql``;
  const res = (await db.execute(
    sql`select c.charge_id, c.amount_cents, c.created_at,
          coalesce((select sum(r.amount_cents) from sandbox_refunds r where r.charge_id = c.charge_id and r.status <> 'failed'), 0)::int as refunded_cents
        from sandbox_charges c
        where c.status in ('captured', 'refunded') and ((c.created_at >= ${q.from.toISOString()}::timestamptz
          and c.created_at < ${q.to.toISOString()}::timestamptz) ${ids})
        order by c.created_at, c.charge_id`,
  )) as unknown as { rows: { charge_id: string; amount_cents: number; created_at: string | Date; refunded_cents: number }[] };
  return res.rows.map((r) => ({
    chargeId: r.charge_id,
    amountCents: r.amount_cents,
    refundedCents: r.refunded_cents,
    createdAt: new Date(r.created_at),
  }));
}

export async function insertCharge(db: Db, c: typeof sandboxCharges.$inferInsert): Promise<void> {
  await db.insert(sandboxCharges).values(c);
}

/**
 * Refunds `amountCents` of a charge under its row lock: the refund with this key again when it
 * was made (same charge), else a new one (`created`) with `status` when the charge was captured and
 * its refunds (failed ones aside) stay within its amount (the charge becomes `refunded` once all of
 * it is). `{ ok: false }` otherwise.
 */
export async function refundCharge(
  db: Db,
  r: { chargeId: string; amountCents: number; idempotencyKey: string; refundId: string; now: Date; status: 'pending' | 'succeeded' },
): Promise<{ ok: true; refundId: string; status: 'pending' | 'succeeded' | 'failed'; created: boolean } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.chargeId, r.chargeId)).for('update');
    if (!charge || charge.status === 'declined' || charge.status === 'requires_action')
      return { ok: false as const, message: `No captured charge ${r.chargeId}.` };
    const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, r.idempotencyKey));
    if (earlier)
      return earlier.chargeId === r.chargeId
        ? { ok: true as const, refundId: earlier.refundId, status: earlier.status, created: false }
        : { ok: false as const, message: 'Refund key used for another charge.' };
    const [done] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.chargeId, r.chargeId), ne(sandboxRefunds.status, 'failed')));
    const refunded = Number(done?.cents ?? 0);
    if (r.amountCents <= 0 || refunded + r.amountCents > charge.amountCents)
      return { ok: false as const, message: `Refund of ${r.amountCents} exceeds what is left of charge ${r.chargeId}.` };
    await tx
      .insert(sandboxRefunds)
      .values({
        refundId: r.refundId,
        chargeId: r.chargeId,
        idempotencyKey: r.idempotencyKey,
        amountCents: r.amountCents,
        status: r.status,
        createdAt: r.now,
      });
    if (refunded + r.amountCents === charge.amountCents && r.status === 'succeeded')
      await tx.update(sandboxCharges).set({ status: 'refunded' }).where(eq(sandboxCharges.chargeId, r.chargeId));
    return { ok: true as const, refundId: r.refundId, status: r.status, created: true };
  });
}
