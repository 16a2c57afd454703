import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Coupon, CouponHoldRefQuery, CouponsQuery, UniqueCouponHold, UniqueCouponHoldRequest } from '@gt/contract/coupons';
import { ErrorResponse } from '@gt/contract/errors';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { deleteUniqueCouponHold, getCoupon, holdUniqueCoupon } from './service';

/**
 * GET /api/v1/coupons?CouponCode → Coupon (404 unknown, one text for every unknown code);
 * POST /api/v1/UniqueCouponHolds {UniqueCouponCode, TourHoldRef, Quantity, CouponHoldRef?} →
 * UniqueCouponHold (404 unknown, 409 expired or used up, 400 misconfigured);
 * DELETE /api/v1/UniqueCouponHolds?CouponHoldRef → 204. The lookups take a guessable secret:
 * rate-limited per client (LookupRateLimitPerMinute). Spec 01 §7.
 */
export const couponRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
    app.get('/coupons', { schema: { querystring: CouponsQuery, response: { 200: Coupon, ...errors } }, config: lookupRateLimit(ctx) }, (req) =>
      getCoupon(ctx, req.query.CouponCode),
    );
    app.post(
      '/UniqueCouponHolds',
      { schema: { body: UniqueCouponHoldRequest, response: { 200: UniqueCouponHold, ...errors } }, config: lookupRateLimit(ctx) },
      (req) => holdUniqueCoupon(ctx, req.body),
    );
    app.delete('/UniqueCouponHolds', { schema: { querystring: CouponHoldRefQuery, response: { 204: z.null() } } }, async (req, reply) => {
      await deleteUniqueCouponHold(ctx, req.query.CouponHoldRef);
      return reply.status(204).send(null);
    });
  };
