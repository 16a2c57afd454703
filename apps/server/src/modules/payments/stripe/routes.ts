import type { FastifyPluginAsync } from 'fastify';
import { STRIPE_CARD_FIELDS_SCRIPT } from './card-fields-script';

/**
 * Stripe's endpoints on our server, mounted at /stripe-pay with PaymentProvider "stripe":
 * GET /card-fields.js → the browser module (window.GTCardFields over Stripe.js), cached an hour.
 * Webhooks are the core's `POST /middleware/webhooks/stripe`.
 */
export const stripePayRoutes: FastifyPluginAsync = async (app) => {
  app.get('/card-fields.js', { schema: { hide: true } }, (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STRIPE_CARD_FIELDS_SCRIPT),
  );
};

/**
 * The origins Stripe documents for its Content-Security-Policy (docs.stripe.com/security/guide#content-security-policy):
 * Stripe.js and its frames (card fields, 3-D Secure), its API. Added to the page's CSP only with PaymentProvider "stripe".
 */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
