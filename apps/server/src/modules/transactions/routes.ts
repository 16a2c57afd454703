import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@gt/contract/errors';
import { TransactionHeaders, TransactionRequest, TransactionResult } from '@gt/contract/transactions';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { postTransaction } from './service';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Payment middleware, mounted at /middleware (spec 01 §7; DESIGN.md "Payments").
 * POST /middleware/api/Transactions — headers `X-Middleware-Key` (401 "Middleware credentials
 * are not valid") and `Idempotency-Key` (required); body TransactionRequest (dollars) →
 * 200 TransactionResult (receipt). 400 invalid input, 409 price/amount changed or seats gone
 * (nothing charged, or refunded), 422 card declined (holds kept) or key reused with another body.
 */
export const transactionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const keys = (ctx.config.MiddlewareKeys ?? [ctx.config.Public.MiddlewareKey]).map(digest);
    app.addHook('onRequest', async (req) => {
      const given = req.headers['x-middleware-key'];
      const d = typeof given === 'string' ? digest(given) : undefined;
      if (!d || !keys.some((k) => timingSafeEqual(k, d))) throw new ApiError(401, messages.middlewareCredentialsInvalid);
    });
    const errors = {
      400: ErrorResponse,
      401: ErrorResponse,
      404: ErrorResponse,
      409: ErrorResponse,
      422: ErrorResponse,
      503: ErrorResponse,
    };
    app.post(
      '/api/Transactions',
      { schema: { headers: TransactionHeaders, body: TransactionRequest, response: { 200: TransactionResult, ...errors } } },
      async (req, reply) => {
        const out = await postTransaction(ctx, { body: req.body, idempotencyKey: req.headers['idempotency-key'], log: req.log });
        return reply.status(out.statusCode).send(out.body as never);
      },
    );
  };
