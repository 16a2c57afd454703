/** Storage of the mail outbox (db/mail-schema.ts). */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingChangeResult } from '@gt/contract/booking-changes';
import type { TransactionResult } from '@gt/contract/transactions';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/mail-schema';
import type { AdminAlertPayload } from './admin-alert-email';
import type { MemberNumberPayload } from './member-number-email';

/** Attempts after which an e-mail is given up (an operator sees it in metrics and the log). */
export const MAIL_MAX_ATTEMPTS = 8;

export type OutboxMessage = { outboxId: number; attempts: number } & (
  | { kind: 'booking-confirmation'; payload: TransactionResult }
  | { kind: 'member-number'; payload: MemberNumberPayload }
  | { kind: 'booking-change'; payload: BookingChangeResult }
  | { kind: 'admin-alert'; payload: AdminAlertPayload }
);

/** Queues the confirmation of a receipt, due at once; call inside the booking's transaction. */
export async function queueConfirmation(db: Db, receipt: TransactionResult, now: Date): Promise<void> {
  await queueConfirmationQuery(db, receipt, now);
}

/** The statement of queueConfirmation, unexecuted (to run inside another statement: transactions/book.ts). */
export const queueConfirmationQuery = (db: Db, receipt: TransactionResult, now: Date) =>
  db.insert(mailOutbox).values({ kind: 'booking-confirmation', payload: receipt, createdAt: now, nextAttemptAt: now });

/** Queues a lost-member-number request (due at once; the sender looks the members up). */
export async function queueMemberNumber(db: Db, payload: { to: string; lastName: string }, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ kind: 'member-number', payload, createdAt: now, nextAttemptAt: now });
}

/** Replaces a claimed message's payload (a request resolved into the e-mail to send). */
export async function setPayload(db: Db, outboxId: number, payload: unknown): Promise<void> {
  await db.update(mailOutbox).set({ payload }).where(and(eq(mailOutbox.outboxId, outboxId), isNull(mailOutbox.sentAt)));
}

/** Deletes a claimed message that sends nothing (a request without a member, or past its recipient's budget). */
export async function dropMessage(db: Db, outboxId: number): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.outboxId, outboxId), isNull(mailOutbox.sentAt)));
}

/** Queues the e-mail of a booking change (what changed, what was paid or refunded); call inside the change's transaction. */
export async function queueBookingChange(db: Db, result: BookingChangeResult, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({ kind: 'booking-change', payload: result, createdAt: now, nextAttemptAt: now });
}

/**
 * Claims up to `limit` of the oldest messages due at `now` that have had fewer than
 * `maxAttempts` attempts: counts the attempt and moves each next attempt `leaseMs` ahead, so
 * that no other sender (another process) takes them meanwhile. Skips rows another sender is
 * claiming right now. Empty: none due.
 */
export async function claimDueMessages(db: Db, now: Date, o: { leaseMs: number; maxAttempts: number; limit: number }): Promise<OutboxMessage[]> {
  const due = sql`(select o.outbox_id from mail_outbox o where o.sent_at is null and o.next_attempt_at <= ${now.toISOString()}::timestamptz
    and o.attempts < ${o.maxAttempts}::int order by o.next_attempt_at, o.outbox_id limit ${o.limit}::int for update skip locked)`;
  const rows = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + o.leaseMs) })
    .where(inArray(mailOutbox.outboxId, due))
    .returning({ outboxId: mailOutbox.outboxId, kind: mailOutbox.kind, payload: mailOutbox.payload, attempts: mailOutbox.attempts });
  return (rows as OutboxMessage[]).sort((a, b) => a.outboxId - b.outboxId);
}

/**
 * A copy of a payload without its secrets: every `Pin` (the PINs of gift cards bought, which the
 * confirmation e-mail delivers) becomes null. The database keeps only PIN hashes otherwise.
 */
export function withoutSecrets(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(withoutSecrets);
  if (payload === null || typeof payload !== 'object') return payload;
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, k === 'Pin' ? null : withoutSecrets(v)]));
}

/** Marks a claimed message sent and drops the secrets from its stored payload (withoutSecrets). */
export async function markSent(db: Db, message: { outboxId: number; payload: unknown }, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: now, lastError: null, payload: withoutSecrets(message.payload) })
    .where(and(eq(mailOutbox.outboxId, message.outboxId), isNull(mailOutbox.sentAt)));
}

/** Records a failed attempt and when to try again. */
export async function markFailed(db: Db, outboxId: number, error: string, retryAt: Date): Promise<void> {
  await db.update(mailOutbox).set({ lastError: error.slice(0, 1000), nextAttemptAt: retryAt }).where(eq(mailOutbox.outboxId, outboxId));
}

/** Messages not yet sent (due or waiting for a retry); for the bench and operators. */
export async function unsentCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return Number(row?.n ?? 0);
}
