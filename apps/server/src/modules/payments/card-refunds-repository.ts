/**
 * The card refunds' way to their end in the database (`card_refunds`, db/payment-schema.ts): claimed
 * for an attempt at the provider, then `succeeded`, kept `pending` while the provider says so,
 * refused for a retry, or `failed`. Every change is guarded by the row's status, so that a refund
 * settled twice (a webhook replayed, a webhook and a re-ask together) changes once. Cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

const rows = async <T>(db: Db | Tx, q: SQL): Promise<T[]> => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A card refund written but not yet confirmed by the provider, claimed for an attempt (the `attempts`-th). */
export interface PendingRefund {
  refundId: number;
  paymentId: number;
  /** The change that refunds; null: the refund of an attempt that never booked. */
  receiptNo: number | null;
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
  attempts: number;
  /** When the provider first answered `pending` (null: it never did). */
  providerPendingSince: Date | null;
}

/** Which pending refunds to send: those of a change, of a payment, or one. */
export type RefundSelector = { receiptNo: number } | { paymentId: number } | { refundId: number };

const selected = (only?: RefundSelector): SQL => {
  if (!only) return sql``;
  if ('receiptNo' in only) return sql`and r.receipt_no = ${only.receiptNo}::int`;
  if ('paymentId' in only) return sql`and r.payment_id = ${only.paymentId}::int`;
  return sql`and r.refund_id = ${only.refundId}::int`;
};

/**
 * Claims the pending card refunds due at `now` (all, or those `only` selects), oldest first:
 * counts the attempt and moves the next one `leaseMs` ahead, so that no other process sends them
 * meanwhile (rows another process is claiming are skipped).
 */
export async function claimDueRefunds(db: Db, now: Date, o: { only?: RefundSelector; leaseMs: number }): Promise<PendingRefund[]> {
  const at = now.toISOString();
  const list = await rows<{
    refund_id: number;
    payment_id: number;
    receipt_no: number | null;
    charge_id: string;
    amount_cents: number;
    idempotency_key: string;
    attempts: number;
    provider_pending_since: string | Date | null;
  }>(
    db,
    sql`with due as (select r.refund_id from card_refunds r where r.status = 'pending' and r.next_attempt_at <= ${at}::timestamptz
          ${selected(o.only)} order by r.refund_id for update skip locked),
        claimed as (update card_refunds r set attempts = r.attempts + 1,
            next_attempt_at = ${at}::timestamptz + ${o.leaseMs}::int * interval '1 millisecond'
          from due where r.refund_id = due.refund_id
          returning r.refund_id, r.receipt_no, r.payment_id, r.amount_cents, r.idempotency_key, r.attempts, r.provider_pending_since)
        select c.refund_id, c.payment_id, c.receipt_no, p.provider_charge_id as charge_id, c.amount_cents, c.idempotency_key, c.attempts, c.provider_pending_since
        from claimed c join payments p on p.payment_id = c.payment_id order by c.refund_id`,
  );
  return list.map((r) => ({
    refundId: r.refund_id,
    paymentId: r.payment_id,
    receiptNo: r.receipt_no,
    chargeId: r.charge_id,
    amountCents: r.amount_cents,
    idempotencyKey: r.idempotency_key,
    attempts: r.attempts,
    providerPendingSince: r.provider_pending_since === null ? null : new Date(r.provider_pending_since),
  }));
}

/**
 * Records the provider's confirmation of refund `refundId`; `fromFailed` also turns a `failed` one
 * (the provider's word after our deadline: the money did go back). Returns whether it changed.
 */
export async function markRefundSucceeded(
  db: Db,
  refundId: number,
  providerRefundId: string,
  now: Date,
  fromFailed = false,
): Promise<boolean> {
  const changed = await rows<{ refund_id: number }>(
    db,
    sql`update card_refunds set status = 'succeeded', provider_refund_id = ${providerRefundId}, last_error = null, updated_at = ${now.toISOString()}::timestamptz
        where refund_id = ${refundId}::int and status ${fromFailed ? sql`<> 'succeeded'` : sql`= 'pending'`} returning refund_id`,
  );
  return changed.length > 0;
}

/**
 * Records the provider's `pending` answer: its refund reference, since when it is pending (the first
 * such answer), and when to ask again (`askAt`); the claim's attempt is not counted (not a refusal).
 */
export async function markRefundProviderPending(
  db: Db,
  refundId: number,
  r: { providerRefundId: string; now: Date; askAt: Date },
): Promise<void> {
  const at = r.now.toISOString();
  await db.execute(
    sql`update card_refunds set provider_refund_id = ${r.providerRefundId}, provider_pending_since = coalesce(provider_pending_since, ${at}::timestamptz),
          attempts = greatest(attempts - 1, 0), last_error = null, next_attempt_at = ${r.askAt.toISOString()}::timestamptz, updated_at = ${at}::timestamptz
        where refund_id = ${refundId}::int and status = 'pending'`,
  );
}

/** Records a refused attempt, tried again at `retryAt` (failing for good is markRefundFailed). */
export async function markRefundRefused(db: Db, refundId: number, r: { error: string; now: Date; retryAt: Date }): Promise<void> {
  await db.execute(
    sql`update card_refunds set last_error = ${r.error.slice(0, 1000)}, updated_at = ${r.now.toISOString()}::timestamptz,
          next_attempt_at = ${r.retryAt.toISOString()}::timestamptz
        where refund_id = ${refundId}::int and status = 'pending'`,
  );
}

/** What an alert about a failed refund tells: the refund, its payment and card, and its booking(s). */
export interface FailedRefund {
  refundId: number;
  paymentId: number;
  receiptNo: number | null;
  amountCents: number;
  currency: string;
  brand: string | null;
  last4: string | null;
  reason: string;
}

/**
 * Marks pending refund `refundId` failed with `reason` (in its transaction); `uncount`: the claim's
 * attempt was answered `pending`, not refused. Undefined when it was not pending (settled already).
 */
export async function markRefundFailed(
  tx: Tx,
  refundId: number,
  r: { reason: string; now: Date; uncount: boolean },
): Promise<FailedRefund | undefined> {
  const { reason, now } = r;
  const at = now.toISOString();
  const [row] = await rows<{
    refund_id: number;
    payment_id: number;
    receipt_no: number | null;
    amount_cents: number;
    currency: string;
    card_brand: string | null;
    card_last4: string | null;
    last_error: string;
  }>(
    tx,
    sql`with failed as (update card_refunds set status = 'failed', attempts = greatest(attempts - ${r.uncount ? 1 : 0}::int, 0), last_error = ${reason.slice(0, 1000)}, next_attempt_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          where refund_id = ${refundId}::int and status = 'pending' returning refund_id, payment_id, receipt_no, amount_cents, last_error)
        select f.*, p.currency, p.card_brand, p.card_last4 from failed f join payments p on p.payment_id = f.payment_id`,
  );
  return (
    row && {
      refundId: row.refund_id,
      paymentId: row.payment_id,
      receiptNo: row.receipt_no,
      amountCents: row.amount_cents,
      currency: row.currency,
      brand: row.card_brand,
      last4: row.card_last4,
      reason: row.last_error,
    }
  );
}

/** The refund the provider knows as `providerRefundId`, with its status, or undefined. */
export async function findRefundByProviderId(
  db: Db,
  providerRefundId: string,
): Promise<{ refundId: number; status: 'pending' | 'succeeded' | 'failed' } | undefined> {
  const [r] = await rows<{ refund_id: number; status: 'pending' | 'succeeded' | 'failed' }>(
    db,
    sql`select refund_id, status from card_refunds where provider_refund_id = ${providerRefundId} order by refund_id limit 1`,
  );
  return r && { refundId: r.refund_id, status: r.status };
}
