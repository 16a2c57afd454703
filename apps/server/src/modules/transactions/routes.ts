import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@gt/contract/errors';
import { PaymentTransactionRequest, PaymentTransactionResult } from '@gt/contract/tab-sales';
import { TransactionAttemptParams, TransactionHeaders } from '@gt/contract/transactions';
import type { AppContext } from '../../app-context';
import { lookupRateLimit, paymentRateLimit } from '../../http/lookup-rate-limit';
import { middlewareKeys, requireMiddlewareKey } from '../../http/middleware-key';
import { PaymentActionRequired } from '@gt/contract/card-fields';
import { withKitchenState } from '../tab-sales/receipt-state';
import { postPaymentTransaction } from './dispatch';
import { transactionOutcome } from './service';

/**
 * Payment middleware, mounted at /middleware (spec 01 §7; docs/architecture.md#payments).
 * POST /middleware/api/Transactions — headers `X-Middleware-Key` (401 "Middleware credentials
 * are not valid") and `Idempotency-Key` (required); body TransactionRequest (dollars) →
 * 200 TransactionResult (receipt), or with TransactionType 'Tab Sale' a TabSaleRequest → 200
 * TabSaleResult (tab-sales/service.ts), with a booking change's TransactionType ('Cancel Booking', 'Booking
 * Payment', 'Modify Tickets', 'Change Date / Time') a BookingChangeRequest → 200 BookingChangeResult
 * (booking-changes/service.ts). 400 invalid input, 403 a booking's last name or e-mail does not match, 409 price/amount changed or seats gone
 * (nothing charged, or refunded), 402 PaymentActionRequired: the card holder's bank asks for 3-D Secure
 * (run `GTCardFields.handleAction`, then send the same request again; packages/contract/src/card-fields.ts),
 * 422 card declined (holds kept) or key reused with another body,
 * 429 beyond PaymentRateLimitPerMinute for the client.
 * GET /middleware/api/Transactions/{IdempotencyKey} → the stored answer of a finished attempt
 * (200 receipt, a tab sale's with its current KitchenState, or its 409/422 refusal) for a
 * client whose answer was lost or who reloads the receipt; 409 while in
 * progress, 404 unknown key. Rate-limited per client (LookupRateLimitPerMinute).
 */
export const transactionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireMiddlewareKey(middlewareKeys(ctx)));
    const errors = {
      400: ErrorResponse,
      401: ErrorResponse,
      402: PaymentActionRequired,
      404: ErrorResponse,
      409: ErrorResponse,
      422: ErrorResponse,
      503: ErrorResponse,
    };
    app.post(
      '/api/Transactions',
      {
        schema: { headers: TransactionHeaders, body: PaymentTransactionRequest, response: { 200: PaymentTransactionResult, ...errors } },
        config: paymentRateLimit(ctx),
      },
      async (req, reply) => {
        const out = await postPaymentTransaction(ctx, { body: req.body, idempotencyKey: req.headers['idempotency-key'] });
        return reply.status(out.statusCode).send(out.body as never);
      },
    );
    app.get(
      '/api/Transactions/:IdempotencyKey',
      {
        schema: { params: TransactionAttemptParams, response: { 200: PaymentTransactionResult, ...errors } },
        config: lookupRateLimit(ctx),
      },
      async (req, reply) => {
        const out = await withKitchenState(ctx, await transactionOutcome(ctx, req.params.IdempotencyKey));
        return reply.status(out.statusCode).header('cache-control', 'no-store').send(out.body as never);
      },
    );
  };
