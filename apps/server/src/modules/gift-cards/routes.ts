import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { GiftCardHold, GiftCardHoldRefQuery, GiftCardHoldRequest } from '@gt/contract/gift-cards';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { deleteGiftCardHold, postGiftCardHold } from './service';

/**
 * POST /api/v1/giftcardholds {GiftcardNo, Pin?, Amount, GiftcardHoldRef?} → GiftCardHold (404
 * unknown card or wrong PIN, one text; 409 nothing left), rate-limited per client
 * (LookupRateLimitPerMinute: millions of guesses an hour is the known attack on gift card
 * balances); DELETE /api/v1/giftcardholds?GiftcardHoldRef → 204. Spec 01 §7.
 */
export const giftCardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/giftcardholds',
      {
        schema: { body: GiftCardHoldRequest, response: { 200: GiftCardHold, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse } },
        config: lookupRateLimit(ctx),
      },
      (req) => postGiftCardHold(ctx, req.body),
    );
    app.delete('/giftcardholds', { schema: { querystring: GiftCardHoldRefQuery, response: { 204: z.null() } } }, async (req, reply) => {
      await deleteGiftCardHold(ctx, req.query.GiftcardHoldRef);
      return reply.status(204).send(null);
    });
  };
