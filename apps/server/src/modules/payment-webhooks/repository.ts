/** Provider webhook events handled once (table payment_webhook_events; docs/payments.md#webhooks). */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentWebhookEvents } from '../../db/payment-schema';

/**
 * Claims an event for handling: `new` (first delivery, or one whose handler died more than
 * `staleMs` ago), `done` (handled before: a redelivery), `busy` (being handled right now).
 */
export async function claimWebhookEvent(db: Db, e: { provider: string; eventId: string; type: string; now: Date; staleMs: number }): Promise<'new' | 'done' | 'busy'> {
  const [inserted] = await db
    .insert(paymentWebhookEvents)
    .values({ provider: e.provider, eventId: e.eventId, type: e.type, receivedAt: e.now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (inserted) return 'new';
  const stale = new Date(e.now.getTime() - e.staleMs);
  const [taken] = await db
    .update(paymentWebhookEvents)
    .set({ receivedAt: e.now })
    .where(and(eq(paymentWebhookEvents.provider, e.provider), eq(paymentWebhookEvents.eventId, e.eventId), isNull(paymentWebhookEvents.processedAt), lte(paymentWebhookEvents.receivedAt, stale)))
    .returning({ eventId: paymentWebhookEvents.eventId });
  if (taken) return 'new';
  const [row] = await db
    .select({ processedAt: paymentWebhookEvents.processedAt })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, e.provider), eq(paymentWebhookEvents.eventId, e.eventId)));
  return row?.processedAt ? 'done' : 'busy';
}

/** Marks an event handled. */
export async function finishWebhookEvent(db: Db, provider: string, eventId: string, now: Date): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ processedAt: now })
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
}

/** Forgets an event whose handling failed, so that the provider's redelivery handles it. */
export async function dropWebhookEvent(db: Db, provider: string, eventId: string): Promise<void> {
  await db
    .delete(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId), isNull(paymentWebhookEvents.processedAt)));
}
