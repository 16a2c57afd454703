import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { TourHoldRefParams, TourHoldRequest, TourHoldResponse } from '@gt/contract/holds';
import type { AppContext } from '../../app-context';
import { clientKey } from '../../http/client-key';
import { getTourHold, postTourHold, releaseHold } from './service';

/**
 * POST /api/v1/TourHolds {TourHoldRef?, Action: add|set|remove|reset, TourEventID, TourProducts:
 * [{TourProductID, Quantity}], BookingUDFs?} → 200 TourHoldResponse (the whole hold), 204 after
 * reset; 409 sold out / not enough seats / not offered online / per-client hold limits (config
 * HoldLimits), 400 limits or UDFs, 404 unknown event, 429 over HoldLimits.WritesPerMinute, 503 busy.
 * GET /api/v1/TourHolds/:TourHoldRef → 200 TourHoldResponse (e.g. after a page reload; empty
 * Events when nothing is held). DELETE /api/v1/TourHolds/:TourHoldRef → 204 (cart reset and
 * idle discard). Spec 01 §7.
 */
export const tourHoldRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };
    const writes = ctx.config.HoldLimits.WritesPerMinute;
    app.post(
      '/TourHolds',
      {
        schema: { body: TourHoldRequest, response: { 200: TourHoldResponse, 204: z.null(), ...errors } },
        // Hold writes have a per-client budget of their own (HoldLimits.WritesPerMinute; 0: none).
        config: { rateLimit: writes > 0 ? { max: writes, timeWindow: '1 minute' } : false },
      },
      async (req, reply) => {
        const hold = await postTourHold(ctx, req.body, clientKey(req.ip));
        return hold ?? reply.status(204).send(null);
      },
    );
    app.get('/TourHolds/:TourHoldRef', { schema: { params: TourHoldRefParams, response: { 200: TourHoldResponse } } }, (req) =>
      getTourHold(ctx, req.params.TourHoldRef),
    );
    app.delete('/TourHolds/:TourHoldRef', { schema: { params: TourHoldRefParams, response: { 204: z.null() } } }, async (req, reply) => {
      await releaseHold(ctx, req.params.TourHoldRef);
      return reply.status(204).send(null);
    });
  };
