/**
 * Webhook events (docs/integrations.md#webhook-events): the one call each change makes inside its
 * own transaction, so that an event is queued exactly when the change commits. The body every
 * subscriber receives is the envelope `{ id, type, createdAt, data }` (`id` a UUID, the same on a
 * resend: receivers drop duplicates by it).
 */
import type { SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import type { WebhookEvent } from '../../db/integration-schema';
import { withoutSecrets } from '../mail/outbox-repository';
import { insertEventDeliveriesSql } from './repository';

export interface WebhookEnvelope {
  id: string;
  type: WebhookEvent;
  /** When the change happened, ISO 8601 UTC. */
  createdAt: string;
  data: unknown;
}

/**
 * Queues `type` with `data` (secrets such as gift card PINs dropped) for every active webhook
 * subscribed to it; nothing when none is. `now`: the change's instant. Call inside the change's transaction.
 */
export async function recordWebhookEvent(tx: Db | Tx, type: WebhookEvent, data: unknown, now: Date): Promise<void> {
  await tx.execute(webhookEventSql(type, data, now));
}

/** The statement of recordWebhookEvent (to run inside another statement: transactions/book.ts). */
export function webhookEventSql(type: WebhookEvent, data: unknown, now: Date): SQL {
  const envelope: WebhookEnvelope = { id: randomUUID(), type, createdAt: now.toISOString(), data: withoutSecrets(data) };
  return insertEventDeliveriesSql({ eventId: envelope.id, event: type, payload: envelope, now });
}
