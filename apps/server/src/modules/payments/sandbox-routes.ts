import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthenticateRequest,
  AuthenticateResponse,
  CardFieldsPageQuery,
  CardToken,
  ChallengeIntent,
  ChallengeQuery,
  IntentParams,
  TokenizeError,
  TokenizeRequest,
} from '@gt/contract/sandbox-pay';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { errorBody } from '../../http/errors';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { authenticateSandboxIntent, sandboxIntentForChallenge, tokenizeCard } from './sandbox-provider';
import { SANDBOX_ASSETS } from './sandbox-browser/assets';
import { CHALLENGE_PAGE } from './sandbox-browser/challenge-page';
import { cardFieldsPage } from './sandbox-browser/fields-page';

/**
 * The framed pages' own policy: only their own files and this origin's endpoints; any site may
 * frame them (`frame-ancestors *`: the sandbox is a test provider that every store, on any
 * origin, may use; a real provider lists its merchants' origins), so helmet's X-Frame-Options is off.
 */
const framedPage = {
  frameguard: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'connect-src': ["'self'"],
      'img-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ['*'],
    },
  },
} as const;

const unknownPayment = errorBody(messages.unknownPayment);

/**
 * Sandbox card provider endpoints, mounted at /sandbox-pay (docs/payments.md#the-sandbox-provider):
 * - GET /card-fields.js: the browser module `window.GTCardFields` (card-fields-script.ts); also
 *   /fields.js, /challenge.js, /sandbox.css for its pages.
 * - GET /fields?layout=MonthYear|SingleExpiry[&lang=]: the hosted card fields page (framed).
 * - POST /tokens {number, expMonth, expYear, cvv} → 201 {token, brand, last4, expiresAt (UTC)} or
 *   400 {error, field: number|expiry|cvv}. Posted by the fields page only.
 * - GET /challenge?client_secret=: the 3-D Secure test page (framed).
 * - GET /intents/:intentId?client_secret= → {intentId, amountCents, currency, brand, last4, status};
 *   POST /intents/:intentId/authenticate {clientSecret, approve} → {status: succeeded|failed};
 *   404 "Unknown payment." for a secret that names no intent (or another one).
 * Tokens and intents are rate-limited per client (LookupRateLimitPerMinute).
 */
export const sandboxPayRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [name, asset] of Object.entries(SANDBOX_ASSETS)) {
      app.get(`/${name}`, { schema: { hide: true }, helmet: asset.crossOrigin ? { crossOriginResourcePolicy: { policy: 'cross-origin' } } : undefined }, (_req, reply) =>
        reply.type(asset.type).header('cache-control', 'public, max-age=300').send(asset.body),
      );
    }
    app.get('/fields', { schema: { hide: true, querystring: CardFieldsPageQuery }, helmet: framedPage }, (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(cardFieldsPage(req.query.layout, req.query.lang ?? 'en', ctx.clock().getUTCFullYear())),
    );
    app.get('/challenge', { schema: { hide: true, querystring: ChallengeQuery }, helmet: framedPage }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(CHALLENGE_PAGE),
    );
    app.post(
      '/tokens',
      {
        // 400 is the provider's {error, field} for a refused card, the spec's {Errors} for a malformed body.
        schema: { body: TokenizeRequest, response: { 201: CardToken, 400: z.union([TokenizeError, ErrorResponse]) } },
        config: lookupRateLimit(ctx),
      },
      async (req, reply) => {
        const result = await tokenizeCard(ctx.db, ctx.clock(), req.body, ctx.config.CardTokenMinutes);
        return 'token' in result ? reply.status(201).send(result) : reply.status(400).send(result);
      },
    );
    app.get(
      '/intents/:intentId',
      { schema: { hide: true, params: IntentParams, querystring: ChallengeQuery, response: { 200: ChallengeIntent, 404: ErrorResponse } }, config: lookupRateLimit(ctx) },
      async (req, reply) => {
        const intent = await sandboxIntentForChallenge(ctx.db, req.query.client_secret);
        return intent && intent.intentId === req.params.intentId ? intent : reply.status(404).send(unknownPayment);
      },
    );
    app.post(
      '/intents/:intentId/authenticate',
      { schema: { hide: true, params: IntentParams, body: AuthenticateRequest, response: { 200: AuthenticateResponse, 404: ErrorResponse } }, config: lookupRateLimit(ctx) },
      async (req, reply) => {
        const intent = await sandboxIntentForChallenge(ctx.db, req.body.clientSecret);
        const status = intent?.intentId === req.params.intentId ? await authenticateSandboxIntent(ctx, req.body) : undefined;
        return status ? { status } : reply.status(404).send(unknownPayment);
      },
    );
  };
