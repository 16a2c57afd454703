import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CardToken, TokenizeError, TokenizeRequest } from '@gt/contract/sandbox-pay';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { tokenizeCard } from './sandbox-provider';
import { TOKENIZER_SCRIPT } from './tokenizer-script';

/**
 * Sandbox card provider endpoints, mounted at /sandbox-pay (docs/architecture.md#payments):
 * GET /tokenizer.js → the browser script (window.SandboxPay.tokenize);
 * POST /tokens {number, expMonth, expYear, cvv} → 201 {token, brand, last4, expiresAt (UTC)} or
 * 400 {error, field: number|expiry|cvv}. Rate-limited per client (LookupRateLimitPerMinute).
 */
export const sandboxPayRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/tokenizer.js', { schema: { hide: true } }, (_req, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(TOKENIZER_SCRIPT),
    );
    app.post(
      '/tokens',
      {
        // 400 is the provider's {error, field} for a refused card, the spec's {Errors} for a malformed body.
        schema: { body: TokenizeRequest, response: { 201: CardToken, 400: z.union([TokenizeError, ErrorResponse]) } },
        config: lookupRateLimit(ctx),
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const result = await tokenizeCard(ctx.db, ctx.clock(), req.body, ctx.config.CardTokenMinutes);
        return 'token' in result ? reply.status(201).send(result) : reply.status(400).send(result);
      },
    );
  };
