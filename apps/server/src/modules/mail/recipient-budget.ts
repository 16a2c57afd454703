/**
 * Per-recipient e-mail budgets (db/mail-schema.ts `mail_recipient_budgets`;
 * docs/architecture.md#identity-and-secrets): on top of the per-client rate limits, an address
 * receives at most `perHour` e-mails of a kind per hour however many clients ask, across every
 * server process.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const WINDOW_MS = 3_600_000;

/** The stored form of an address: SHA-256 (hex) of it trimmed and lower-cased. */
const recipientHash = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/**
 * Takes one e-mail of `kind` to `to` from its budget at `now`: true when granted (fewer than
 * `perHour` sent in its window, or the window is older than an hour and starts again at `now`),
 * false when spent (nothing written). One guarded upsert under the row's lock: concurrent
 * senders never grant more than `perHour`. `guard` false (race-test control only): a plain read,
 * `afterCheck`, then an unguarded write.
 */
export async function takeRecipientBudget(
  db: Db,
  b: { kind: string; to: string; perHour: number; now: Date; guard?: boolean; afterCheck?: () => Promise<void> },
): Promise<boolean> {
  if (b.perHour <= 0) return false;
  const at = b.now.toISOString();
  const hash = recipientHash(b.to);
  const expired = sql`mail_recipient_budgets.window_start <= ${at}::timestamptz - ${WINDOW_MS}::int * interval '1 millisecond'`;
  if (b.guard === false) {
    const read = (await db.execute(
      sql`select 1 from mail_recipient_budgets where kind = ${b.kind} and recipient_hash = ${hash} and not ${expired} and sent >= ${b.perHour}::int`,
    )) as unknown as { rows: unknown[] };
    if (read.rows.length > 0) return false;
    await b.afterCheck?.();
  }
  const res = (await db.execute(
    sql`insert into mail_recipient_budgets (kind, recipient_hash, window_start, sent) values (${b.kind}, ${hash}, ${at}::timestamptz, 1)
        on conflict (kind, recipient_hash) do update set
          window_start = case when ${expired} then excluded.window_start else mail_recipient_budgets.window_start end,
          sent = case when ${expired} then 1 else mail_recipient_budgets.sent + 1 end
        where ${b.guard === false ? sql`true` : sql`${expired} or mail_recipient_budgets.sent < ${b.perHour}::int`}
        returning sent`,
  )) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}
