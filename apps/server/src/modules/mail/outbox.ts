/**
 * The mail outbox sender: sends the messages queued in `mail_outbox` (booking confirmations,
 * lost member numbers, admins' alerts) in order, in batches,
 * after the request that queued them has been answered (a rush of bookings is not slowed down
 * by building barcode images; the e-mails follow as fast as the server can spare), and again
 * after a crash or a failed attempt (retries with backoff up to MAIL_MAX_ATTEMPTS). Each process runs
 * one sender; several processes share the table safely (rows are claimed with SKIP LOCKED).
 * Each message is marked sent as soon as it is sent, so that a crash mid-batch resends only the
 * message that was in flight, and that one with the same Message-ID (derived from the receipt:
 * the recipient's mail client shows it once). A sent message keeps its payload without secrets
 * (the PINs of gift cards bought are dropped once the e-mail has delivered them).
 */
import type { AppContext } from '../../app-context';
import { backoffMs } from '../../lib/backoff';
import { outboxRunner } from '../../lib/outbox-runner';
import { adminAlertEmail } from './admin-alert-email';
import { bookingChangeEmail } from './booking-change-email';
import { mailerFor } from './mailer';
import { metrics } from '../metrics/metrics';
import { memberNumberEmail, resolveMemberNumbers } from './member-number-email';
import { renderConfirmation } from './render-thread';
import { claimDueMessages, dropMessage, MAIL_MAX_ATTEMPTS, markFailed, markSent, setPayload, type OutboxMessage } from './outbox-repository';

/** A claimed message is not taken by another sender for this long (then it is retried). */
const LEASE_MS = 5 * 60_000;
/** Messages claimed at a time (one claiming statement per batch, one marking statement per message). */
const BATCH = 25;
/** Periodic pass for messages due later (retries) or queued by another process. */
const POLL_MS = 10_000;

/** Wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export const retryDelayMs = (attempts: number) => backoffMs(attempts, 30_000, 3_600_000);

export interface MailSender {
  /** Starts a pass over the due messages unless one is running. */
  wake(): void;
  /** Resolves once no message is due (runs a pass; waits for a running one). */
  drain(): Promise<void>;
  /**
   * Starts the periodic pass (server start); `onError` hears of a pass that failed (database
   * unreachable; the next wake or poll tries again). Each failed message is logged to `ctx.log`.
   * `stop` ends it and waits for a running pass.
   */
  start(onError?: (err: unknown) => void): void;
  stop(): Promise<void>;
}

const senders = new WeakMap<AppContext, MailSender>();

/** The reason of a failure as the log shows it: the error's message and, when it has one, its code (e.g. `ESOCKET`). */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && !err.message.includes(code) ? `${err.message} (${code})` : err.message;
}

/**
 * A failed attempt at `message`: recorded with its reason and retried after the backoff; logged
 * once per attempt with the reason (warn), and once at error level when it is given up after
 * MAIL_MAX_ATTEMPTS; counted in gt_mail_failures_total.
 */
async function failed(ctx: AppContext, message: OutboxMessage, err: unknown): Promise<void> {
  const reason = reasonOf(err);
  const retryAt = new Date(ctx.clock().getTime() + retryDelayMs(message.attempts));
  await markFailed(ctx.db, message.outboxId, reason, retryAt);
  const lastTry = message.attempts >= MAIL_MAX_ATTEMPTS;
  metrics(ctx).mailFailures.inc({ kind: lastTry ? 'gave_up' : 'attempt' });
  const what = { outboxId: message.outboxId, kind: message.kind, attempt: message.attempts, maxAttempts: MAIL_MAX_ATTEMPTS, reason };
  if (lastTry) ctx.log?.error(what, `${message.kind} e-mail ${message.outboxId} not sent after ${MAIL_MAX_ATTEMPTS} attempts, given up: ${reason}`);
  else ctx.log?.warn({ ...what, retryAt }, `${message.kind} e-mail ${message.outboxId} not sent (attempt ${message.attempts} of ${MAIL_MAX_ATTEMPTS}), retrying at ${retryAt.toISOString()}: ${reason}`);
}

/**
 * The e-mail of a claimed message, or null when it sends nothing (a lost-member-number request
 * without a member or past its recipient's budget: dropped). A resolved request is stored, so
 * that a retry sends the same e-mail without taking from the budget again.
 */
async function messageOf(ctx: AppContext, message: OutboxMessage) {
  if (message.kind === 'booking-change') return bookingChangeEmail(ctx, message.payload);
  if (message.kind === 'booking-confirmation') return renderConfirmation(ctx, message.payload);
  if (message.kind === 'admin-alert') return adminAlertEmail(ctx, message.payload, message.outboxId);
  const resolved = await resolveMemberNumbers(ctx, message.payload);
  if (!resolved) return null;
  if (!message.payload.members) await setPayload(ctx.db, message.outboxId, resolved);
  message.payload = resolved;
  return memberNumberEmail(ctx, resolved, message.outboxId);
}

/** The context's mail sender (one per context). */
export function mailSender(ctx: AppContext): MailSender {
  let s = senders.get(ctx);
  if (!s) senders.set(ctx, (s = createSender(ctx)));
  return s;
}

function createSender(ctx: AppContext): MailSender {
  // One pass: claim and send batches until none is due.
  const pass = async () => {
    for (;;) {
      const batch = await claimDueMessages(ctx.db, ctx.clock(), { leaseMs: LEASE_MS, maxAttempts: MAIL_MAX_ATTEMPTS, limit: BATCH });
      if (batch.length === 0) break;
      for (const message of batch) {
        try {
          const email = await messageOf(ctx, message);
          if (!email) {
            await dropMessage(ctx.db, message.outboxId);
            continue;
          }
          if (email.to) await mailerFor(ctx).send(email);
        } catch (err) {
          await failed(ctx, message, err);
          continue;
        }
        await markSent(ctx.db, message, ctx.clock());
      }
    }
  };
  return outboxRunner(pass, POLL_MS);
}
