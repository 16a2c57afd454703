/** Storage of webhooks and their delivery outbox (db/integration-schema.ts). */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions, type WebhookEvent } from '../../db/integration-schema';

export type WebhookRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryWithUrl = DeliveryRow & { url: string };

/** Attempts after which a delivery is given up (status `failed`; an operator may resend it). */
export const WEBHOOK_MAX_ATTEMPTS = 10;

export async function listWebhooks(db: Db, start: number, end: number): Promise<{ rows: WebhookRow[]; total: number }> {
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .orderBy(asc(webhookSubscriptions.webhookId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(webhookSubscriptions);
  return { rows, total: n?.n ?? 0 };
}

export async function findWebhook(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<WebhookRow | undefined> {
  const q = db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.webhookId, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertWebhook(tx: Tx, values: Omit<typeof webhookSubscriptions.$inferInsert, 'webhookId'>): Promise<WebhookRow> {
  const [row] = await tx.insert(webhookSubscriptions).values(values).returning();
  if (!row) throw new Error('webhook not inserted');
  return row;
}

export async function updateWebhook(tx: Tx, id: number, values: Partial<Omit<WebhookRow, 'webhookId'>>): Promise<WebhookRow> {
  const [row] = await tx.update(webhookSubscriptions).set(values).where(eq(webhookSubscriptions.webhookId, id)).returning();
  if (!row) throw new Error('webhook not updated');
  return row;
}

/** Deletes the webhook and its deliveries. */
export async function deleteWebhook(tx: Tx, id: number): Promise<void> {
  await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.webhookId, id));
}

/**
 * Queues `event` for every active webhook subscribed to it, due at `now`, in one statement (none
 * subscribed: nothing written). Call inside the transaction of the change it reports.
 */
export async function insertEventDeliveries(db: Db | Tx, e: EventDeliveries): Promise<void> {
  await db.execute(insertEventDeliveriesSql(e));
}

interface EventDeliveries {
  eventId: string;
  event: WebhookEvent;
  payload: unknown;
  now: Date;
}

/** The statement of insertEventDeliveries (to run inside another statement: events.ts webhookEventSql). */
export const insertEventDeliveriesSql = (e: EventDeliveries): SQL => sql`insert into webhook_deliveries (webhook_id, event_id, event, payload, created_at, next_attempt_at)
    select w.webhook_id, ${e.eventId}::uuid, ${e.event}, ${JSON.stringify(e.payload)}::jsonb, ${e.now.toISOString()}::timestamptz, ${e.now.toISOString()}::timestamptz
    from webhook_subscriptions w where w.active and w.events @> ${JSON.stringify([e.event])}::jsonb`;

const deliveryColumns = {
  deliveryId: webhookDeliveries.deliveryId,
  webhookId: webhookDeliveries.webhookId,
  eventId: webhookDeliveries.eventId,
  event: webhookDeliveries.event,
  payload: webhookDeliveries.payload,
  createdAt: webhookDeliveries.createdAt,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  url: webhookSubscriptions.url,
};

/** Deliveries newest first, rows `start`..`end` (exclusive), of one webhook or all. */
export async function listDeliveries(db: Db, q: { start: number; end: number; webhookId?: number }): Promise<{ rows: DeliveryWithUrl[]; total: number }> {
  const where: SQL | undefined = q.webhookId === undefined ? undefined : eq(webhookDeliveries.webhookId, q.webhookId);
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.webhookId, webhookDeliveries.webhookId))
    .where(where)
    .orderBy(desc(webhookDeliveries.deliveryId))
    .offset(q.start)
    .limit(Math.max(0, q.end - q.start));
  const [n] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function findDelivery(db: Db | Tx, id: number): Promise<DeliveryWithUrl | undefined> {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.webhookId, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.deliveryId, id));
  return row;
}

/** A new delivery of an existing one's event (same event id and payload), due at `now`. */
export async function insertResend(tx: Tx, of: DeliveryRow, now: Date): Promise<number> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({ webhookId: of.webhookId, eventId: of.eventId, event: of.event, payload: of.payload, createdAt: now, nextAttemptAt: now })
    .returning({ id: webhookDeliveries.deliveryId });
  if (!row) throw new Error('delivery not inserted');
  return row.id;
}

/** A claimed delivery with what the sender needs to send it. */
export interface ClaimedDelivery {
  deliveryId: number;
  webhookId: number;
  eventId: string;
  event: WebhookEvent;
  payload: unknown;
  createdAt: Date;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` of the oldest deliveries due at `now` with fewer than `maxAttempts`
 * attempts, of active webhooks: counts the attempt and moves each next attempt `leaseMs` ahead, so
 * that no other sender (another process) takes them while this one delivers. Rows another sender
 * is claiming right now are skipped (SKIP LOCKED). `guard: false` (the control of the delivery
 * race only): a plain read, nothing claimed.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  o: { leaseMs: number; maxAttempts: number; limit: number; guard?: boolean },
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const due = sql`select d.delivery_id from webhook_deliveries d join webhook_subscriptions w on w.webhook_id = d.webhook_id
    where d.delivered_at is null and d.next_attempt_at <= ${at}::timestamptz and d.attempts < ${o.maxAttempts}::int and w.active
    order by d.next_attempt_at, d.delivery_id limit ${o.limit}::int`;
  const claimed =
    o.guard === false
      ? sql`select delivery_id, attempts + 1 as attempts from webhook_deliveries where delivery_id in (${due})`
      : sql`update webhook_deliveries set attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + o.leaseMs).toISOString()}::timestamptz
          where delivery_id in (${due} for update of d skip locked) returning delivery_id, attempts`;
  const res = await db.execute(sql`with c as (${claimed})
    select d.delivery_id, d.webhook_id, d.event_id, d.event, d.payload, d.created_at, c.attempts, w.url, w.secret
    from c join webhook_deliveries d on d.delivery_id = c.delivery_id join webhook_subscriptions w on w.webhook_id = d.webhook_id
    order by d.delivery_id`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    deliveryId: Number(r.delivery_id),
    webhookId: Number(r.webhook_id),
    eventId: String(r.event_id),
    event: r.event as WebhookEvent,
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    createdAt: new Date(r.created_at as string),
    attempts: Number(r.attempts),
    url: String(r.url),
    secret: String(r.secret),
  }));
}

/** Marks a delivery delivered (once: a delivery already marked stays as it was). True when this call marked it. */
export async function markDelivered(db: Db, id: number, statusCode: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ deliveredAt: now, lastStatusCode: statusCode, lastError: null })
    .where(and(eq(webhookDeliveries.deliveryId, id), isNull(webhookDeliveries.deliveredAt)))
    .returning({ id: webhookDeliveries.deliveryId });
  return rows.length > 0;
}

/** Records a failed attempt (the answer's status code, if any, and why) and when to try again. */
export async function markAttemptFailed(db: Db, id: number, f: { statusCode: number | null; error: string; retryAt: Date }): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ lastStatusCode: f.statusCode, lastError: f.error.slice(0, 1000), nextAttemptAt: f.retryAt })
    .where(and(eq(webhookDeliveries.deliveryId, id), isNull(webhookDeliveries.deliveredAt)));
}

/** Deliveries by id (tests and the back office's resend answer). */
export async function deliveriesByIds(db: Db, ids: number[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.deliveryId, ids));
}
