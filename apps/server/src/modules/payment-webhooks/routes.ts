/**
 * POST /middleware/webhooks/:provider (docs/payments.md#webhooks): the configured provider's
 * webhook deliveries. The raw body's signature is checked by the provider's adapter
 * (`parseWebhook`; 400 "Invalid webhook signature." otherwise); each event id is handled once
 * (200 `{received: true, duplicate}`), 409 while another delivery of it is being handled and 500
 * when handling failed (the provider delivers it again). 404 for a provider that is not the
 * configured one or has no webhooks.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@gt/domain/messages';
import { errorBody } from '../../http/errors';
import type { AppContext } from '../../app-context';
import { paymentProvider, WebhookSignatureError } from '../payments/provider';
import { handlePaymentEvent } from './handle';

const WebhookParams = z.object({ provider: z.string().min(1).max(40) });

export const paymentWebhookRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // The signature is over the exact bytes: every body is kept raw here (this plugin only).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    app.withTypeProvider<ZodTypeProvider>().post('/webhooks/:provider', { schema: { hide: true, params: WebhookParams } }, async (req, reply) => {
      const provider = paymentProvider(ctx);
      if (req.params.provider !== provider.name || !provider.parseWebhook) return reply.status(404).send(errorBody(messages.requestedUrlNotFound));
      let event;
      try {
        event = provider.parseWebhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) return reply.status(400).send(errorBody('Invalid webhook signature.'));
        throw err;
      }
      const outcome = await handlePaymentEvent(ctx, provider.name, event);
      if (outcome === 'busy') return reply.status(409).send(errorBody('This event is being handled.'));
      return reply.status(200).send({ received: true, duplicate: outcome === 'duplicate' });
    });
  };
