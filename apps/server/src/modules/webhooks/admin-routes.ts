/**
 * `/api/admin/v1/webhooks` and `/webhook-deliveries`, admin only (contract: admin/integrations.ts;
 * docs/integrations.md#webhooks): GET /webhooks?start&end → {data, total}; GET /webhooks/:id;
 * POST /webhooks → the webhook and its signing secret, answered once (201); PATCH /webhooks/:id;
 * DELETE /webhooks/:id (204); GET /webhook-deliveries?start&end&webhookId → {data, total}, newest
 * first; GET /webhook-deliveries/:id; POST /webhook-deliveries/:id/resend → the new delivery (201).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminWebhook,
  AdminWebhookDelivery,
  CreatedWebhook,
  CreateWebhookBody,
  IdParams,
  ListQuery,
  UpdateWebhookBody,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookList,
} from '@gt/contract/admin/integrations';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { MAX_PAGE } from '../../http/admin-crud';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findDelivery, findWebhook, listDeliveries, listWebhooks } from './repository';
import { changeWebhook, createWebhook, removeWebhook, resendDelivery, toAdminDelivery, toAdminWebhook } from './service';

const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const webhookAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = roles('admin');

    app.get('/webhooks', { config: adminOnly, schema: { summary: 'List webhooks', querystring: ListQuery, response: { 200: WebhookList } } }, async (req) => {
      const { start, end } = page(req.query);
      const { rows, total } = await listWebhooks(ctx.db, start, end);
      return { data: rows.map(toAdminWebhook), total };
    });

    app.get('/webhooks/:id', { config: adminOnly, schema: { summary: 'One webhook', params: IdParams, response: { 200: AdminWebhook } } }, async (req) => {
      const row = await findWebhook(ctx.db, req.params.id);
      if (!row) throw new ApiError(404, adminMessages.webhookNotFound);
      return toAdminWebhook(row);
    });

    app.post(
      '/webhooks',
      { config: adminOnly, schema: { summary: 'Subscribe a URL to events (answers the signing secret once)', body: CreateWebhookBody, response: { 201: CreatedWebhook } } },
      async (req, reply) => reply.status(201).send(await createWebhook(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/webhooks/:id',
      { config: adminOnly, schema: { summary: 'Change a webhook', params: IdParams, body: UpdateWebhookBody, response: { 200: AdminWebhook } } },
      async (req) => changeWebhook(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/webhooks/:id', { config: adminOnly, schema: { summary: 'Delete a webhook and its deliveries', params: IdParams } }, async (req, reply) => {
      await removeWebhook(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });

    app.get(
      '/webhook-deliveries',
      { config: adminOnly, schema: { summary: 'List webhook deliveries, newest first', querystring: WebhookDeliveryQuery, response: { 200: WebhookDeliveryList } } },
      async (req) => {
        const { rows, total } = await listDeliveries(ctx.db, { ...page(req.query), webhookId: req.query.webhookId });
        return { data: rows.map(toAdminDelivery), total };
      },
    );

    app.get(
      '/webhook-deliveries/:id',
      { config: adminOnly, schema: { summary: 'One webhook delivery', params: IdParams, response: { 200: AdminWebhookDelivery } } },
      async (req) => {
        const row = await findDelivery(ctx.db, req.params.id);
        if (!row) throw new ApiError(404, adminMessages.webhookDeliveryNotFound);
        return toAdminDelivery(row);
      },
    );

    app.post(
      '/webhook-deliveries/:id/resend',
      { config: adminOnly, schema: { summary: 'Resend a delivery’s event (a new delivery)', params: IdParams, response: { 201: AdminWebhookDelivery } } },
      async (req, reply) => reply.status(201).send(await resendDelivery(ctx, actorOf(signedIn(req).user), req.params.id)),
    );
  };
