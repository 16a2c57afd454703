/**
 * The webhook sender (docs/integrations.md#webhooks): delivers the events queued in
 * `webhook_deliveries`, like the mail outbox (modules/mail/outbox.ts): claimed in batches with
 * SKIP LOCKED and a lease (several processes share the table; one delivery is never sent by two at
 * once), POSTed with undici (webhooks in parallel, each webhook's deliveries in order) (a timeout of `Webhooks.TimeoutSeconds`, no redirects followed, every
 * connection's address checked by url-guard.ts), signed (signature.ts). A 2xx answer marks the
 * delivery delivered (once); anything else (another status, a timeout, a refused address) is
 * retried with backoff (30 s, 1 min, 2 min, … at most 1 h) up to WEBHOOK_MAX_ATTEMPTS, then shown
 * as failed in the back office, which may resend it.
 */
import { Agent, request } from 'undici';
import type { AppContext } from '../../app-context';
import { backoffMs } from '../../lib/backoff';
import { outboxRunner, type OutboxRunner } from '../../lib/outbox-runner';
import { claimDueDeliveries, markAttemptFailed, markDelivered, WEBHOOK_MAX_ATTEMPTS, type ClaimedDelivery } from './repository';
import { EVENT_HEADER, EVENT_ID_HEADER, SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from './signature';
import { guardedLookup, webhookUrlProblem } from './url-guard';

/** A claimed delivery is not taken by another sender for this long (then it is retried). */
const LEASE_MS = 5 * 60_000;
const BATCH = 25;
/** Periodic pass for deliveries due later (retries) or queued by another process. */
const POLL_MS = 5_000;

/** Wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export const webhookRetryDelayMs = (attempts: number) => backoffMs(attempts, 30_000, 3_600_000);

export type WebhookSender = OutboxRunner;

const senders = new WeakMap<AppContext, WebhookSender>();

/** The context's webhook sender (one per context). */
export function webhookSender(ctx: AppContext): WebhookSender {
  let s = senders.get(ctx);
  if (!s) senders.set(ctx, (s = createSender(ctx)));
  return s;
}

/** The error's message and, when it has one, its code (e.g. `ECONNREFUSED`). */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: unknown }).cause;
  const code = (err as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  const text = cause instanceof Error && cause.message !== err.message ? `${err.message}: ${cause.message}` : err.message;
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}

/** POSTs one delivery; its answer's status code, or throws (timeout, refused address, network). */
async function post(ctx: AppContext, agent: Agent, d: ClaimedDelivery): Promise<number> {
  const allowPrivate = ctx.config.Webhooks.AllowPrivateAddresses;
  const problem = webhookUrlProblem(d.url, allowPrivate);
  if (problem) throw new Error(problem);
  const body = JSON.stringify(d.payload);
  const timestamp = Math.floor(ctx.clock().getTime() / 1000);
  const timeoutMs = ctx.config.Webhooks.TimeoutSeconds * 1000;
  const res = await request(d.url, {
    method: 'POST',
    dispatcher: agent,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GT-Webhooks/1',
      [EVENT_ID_HEADER]: d.eventId,
      [EVENT_HEADER]: d.event,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signPayload(d.secret, timestamp, body),
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Only the status matters; the body is read (and dropped) so that the connection is reused.
  await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
  return res.statusCode;
}

function createSender(ctx: AppContext): WebhookSender {
  const timeoutMs = ctx.config.Webhooks.TimeoutSeconds * 1000;
  const agent = new Agent({
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect: { timeout: timeoutMs, ...(ctx.config.Webhooks.AllowPrivateAddresses ? {} : { lookup: guardedLookup }) },
  });
  const deliver = async (d: ClaimedDelivery) => {
    let statusCode: number | null = null;
    try {
      statusCode = await post(ctx, agent, d);
      if (statusCode >= 200 && statusCode < 300) {
        await markDelivered(ctx.db, d.deliveryId, statusCode, ctx.clock());
        return;
      }
      throw new Error(`answered ${statusCode}`);
    } catch (err) {
      const reason = reasonOf(err);
      const retryAt = new Date(ctx.clock().getTime() + webhookRetryDelayMs(d.attempts));
      await markAttemptFailed(ctx.db, d.deliveryId, { statusCode, error: reason, retryAt });
      const what = { deliveryId: d.deliveryId, event: d.event, attempt: d.attempts, maxAttempts: WEBHOOK_MAX_ATTEMPTS, statusCode, reason };
      if (d.attempts >= WEBHOOK_MAX_ATTEMPTS) ctx.log?.error(what, `webhook delivery ${d.deliveryId} failed ${WEBHOOK_MAX_ATTEMPTS} times, given up: ${reason}`);
      else ctx.log?.warn({ ...what, retryAt }, `webhook delivery ${d.deliveryId} failed (attempt ${d.attempts}), retrying at ${retryAt.toISOString()}: ${reason}`);
    }
  };
  // One pass: claim batches until none is due; webhooks in parallel, one webhook's deliveries in the order of their events.
  const pass = async () => {
    for (;;) {
      const batch = await claimDueDeliveries(ctx.db, ctx.clock(), {
        leaseMs: LEASE_MS,
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
        limit: BATCH,
        guard: !ctx.testHooks?.skipWebhookClaim,
      });
      if (batch.length === 0) break;
      const byWebhook = new Map<number, ClaimedDelivery[]>();
      for (const d of batch) byWebhook.set(d.webhookId, [...(byWebhook.get(d.webhookId) ?? []), d]);
      await Promise.all(
        [...byWebhook.values()].map(async (list) => {
          for (const d of list) await deliver(d);
        }),
      );
      if (ctx.testHooks?.skipWebhookClaim) break; // unclaimed rows would be read again at once
    }
  };
  return outboxRunner(pass, POLL_MS);
}
