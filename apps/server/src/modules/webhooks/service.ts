/**
 * Webhooks managed by an admin (docs/integrations.md#webhooks): a URL subscribed to events, with a
 * signing secret answered once at creation. Every change is audited in its transaction (the
 * secret never in the log). A delivery may be resent: a new delivery of the same event.
 */
import { adminMessages } from '@gt/domain/admin-messages';
import type {
  AdminWebhook,
  AdminWebhookDelivery,
  CreatedWebhook,
  CreateWebhookBody,
  UpdateWebhookBody,
} from '@gt/contract/admin/integrations';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import {
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertResend,
  insertWebhook,
  updateWebhook,
  WEBHOOK_MAX_ATTEMPTS,
  type DeliveryWithUrl,
  type WebhookRow,
} from './repository';
import { webhookSender } from './sender';
import { newWebhookSecret } from './signature';
import { webhookUrlProblem } from './url-guard';

/** The admin API's view of a webhook row (never its secret; also what the audit log keeps). */
export function toAdminWebhook(r: WebhookRow): AdminWebhook {
  return { id: r.webhookId, url: r.url, description: r.description, events: r.events, active: r.active, createdAt: r.createdAt.toISOString() };
}

/** The admin API's view of a delivery: `pending` until delivered or given up (`failed`). */
export function toAdminDelivery(r: DeliveryWithUrl): AdminWebhookDelivery {
  const status = r.deliveredAt ? 'delivered' : r.attempts >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
  return {
    id: r.deliveryId,
    webhookId: r.webhookId,
    url: r.url,
    eventId: r.eventId,
    event: r.event,
    createdAt: r.createdAt.toISOString(),
    attempts: r.attempts,
    nextAttemptAt: status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    status,
    payload: r.payload,
  };
}

function checkUrl(ctx: AppContext, url: string): void {
  const problem = webhookUrlProblem(url, ctx.config.Webhooks.AllowPrivateAddresses);
  if (problem) throw new ApiError(400, adminMessages.webhookUrlRefused(problem));
}

/** Creates a webhook (201) and answers its signing secret once. Errors: 400 a refused URL. */
export async function createWebhook(ctx: AppContext, actor: Actor, body: CreateWebhookBody): Promise<CreatedWebhook> {
  checkUrl(ctx, body.url);
  const secret = newWebhookSecret();
  return ctx.db.transaction(async (tx) => {
    const row = await insertWebhook(tx, {
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      active: body.active ?? true,
      secret,
      createdAt: ctx.clock(),
    });
    const after = toAdminWebhook(row);
    await writeAudit(tx, actor, ctx.clock(), { action: 'webhook.create', entity: 'webhook', entityId: row.webhookId, after });
    return { ...after, secret };
  });
}

/** Changes a webhook (URL, description, events, active). Errors: 404 `webhookNotFound`; 400 a refused URL. */
export async function changeWebhook(ctx: AppContext, actor: Actor, id: number, change: UpdateWebhookBody): Promise<AdminWebhook> {
  if (change.url !== undefined) checkUrl(ctx, change.url);
  return ctx.db.transaction(async (tx) => {
    const before = await findWebhook(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.webhookNotFound);
    const after = toAdminWebhook(await updateWebhook(tx, id, change));
    await writeAudit(tx, actor, ctx.clock(), { action: 'webhook.update', entity: 'webhook', entityId: id, before: toAdminWebhook(before), after });
    return after;
  });
}

/** Deletes a webhook and its deliveries (pending ones are not sent). Errors: 404. */
export async function removeWebhook(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await findWebhook(tx, id, { forUpdate: true });
    if (!before) throw new ApiError(404, adminMessages.webhookNotFound);
    await deleteWebhook(tx, id);
    await writeAudit(tx, actor, ctx.clock(), { action: 'webhook.delete', entity: 'webhook', entityId: id, before: toAdminWebhook(before) });
  });
}

/**
 * Resends a delivery's event: a new delivery (same event id and body, due now), which the sender
 * is woken for. Answers the new delivery. Errors: 404 `webhookDeliveryNotFound`.
 */
export async function resendDelivery(ctx: AppContext, actor: Actor, id: number): Promise<AdminWebhookDelivery> {
  const newId = await ctx.db.transaction(async (tx) => {
    const of = await findDelivery(tx, id);
    if (!of) throw new ApiError(404, adminMessages.webhookDeliveryNotFound);
    const created = await insertResend(tx, of, ctx.clock());
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'webhook-delivery.resend',
      entity: 'webhook-delivery',
      entityId: created,
      after: { resendOf: id, eventId: of.eventId, event: of.event, webhookId: of.webhookId },
    });
    return created;
  });
  webhookSender(ctx).wake();
  const row = await findDelivery(ctx.db, newId);
  if (!row) throw new ApiError(404, adminMessages.webhookDeliveryNotFound);
  return toAdminDelivery(row);
}
