/**
 * Integrations in the admin API (docs/integrations.md): `/api/admin/v1/api-tokens` (bearer tokens
 * acting as a role), `/webhooks` (URLs subscribed to events) and `/webhook-deliveries` (the outbox,
 * with resend). Admin only. Secrets (the token, the signing secret) are answered once, at creation.
 * Times are ISO 8601 UTC instants.
 */
import { z } from 'zod';
import { OperatorRole } from './session';
import { ListQuery } from './users';

export { ListQuery };
export const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** An API token as listed: never the token itself. `status`: `active`, `expired` or `revoked`. */
export const AdminApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  role: OperatorRole,
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type AdminApiToken = z.infer<typeof AdminApiToken>;
export const ApiTokenList = z.object({ data: z.array(AdminApiToken), total: z.number().int() });

/** POST /api-tokens: a name, the role it acts as and an optional expiry (a future instant). */
export const CreateApiTokenBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(100),
    role: OperatorRole,
    expiresAt: z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).nullable().optional(),
  })
  .strict();
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** The answer of POST /api-tokens: the token, shown this once (send it as `Authorization: Bearer <token>`). */
export const CreatedApiToken = AdminApiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const WebhookEvent = z.enum(['order.paid', 'booking.changed', 'booking.cancelled', 'checkin.admitted']);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** A webhook subscription as listed: never its signing secret. */
export const AdminWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEvent),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminWebhook = z.infer<typeof AdminWebhook>;
export const WebhookList = z.object({ data: z.array(AdminWebhook), total: z.number().int() });

const webhookFields = {
  url: z.string().trim().min(1, 'Enter the address to deliver to.').max(2000),
  description: z.string().trim().max(200).optional(),
  events: z
    .array(WebhookEvent)
    .min(1, 'Choose at least one event.')
    .refine((e) => new Set(e).size === e.length, 'Choose each event once.'),
  active: z.boolean().optional(),
};
/** POST /webhooks. The URL must be https (docs/integrations.md#which-addresses-are-allowed). */
export const CreateWebhookBody = z.object(webhookFields).strict();
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;
/** PATCH /webhooks/:id: only the fields that change (the secret never changes: create another webhook). */
export const UpdateWebhookBody = z.object(webhookFields).partial().strict();
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBody>;
/** The answer of POST /webhooks: the signing secret, shown this once. */
export const CreatedWebhook = AdminWebhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

/** One delivery of one event to one webhook. `status`: `pending` (due or retrying), `delivered`, `failed` (given up). */
export const AdminWebhookDelivery = z.object({
  id: z.number().int(),
  webhookId: z.number().int(),
  url: z.string(),
  eventId: z.string(),
  event: WebhookEvent,
  createdAt: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  payload: z.unknown(),
});
export type AdminWebhookDelivery = z.infer<typeof AdminWebhookDelivery>;
export const WebhookDeliveryList = z.object({ data: z.array(AdminWebhookDelivery), total: z.number().int() });
export const WebhookDeliveryQuery = ListQuery.extend({ webhookId: z.coerce.number().int().positive().optional() });
