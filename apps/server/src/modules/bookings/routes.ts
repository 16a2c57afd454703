import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Booking, FindBookingQuery } from '@gt/contract/bookings';
import { ErrorResponse } from '@gt/contract/errors';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { findBooking } from './service';

/**
 * GET /api/v1/bookings?bookingid&Email&LastName → Booking[] (spec 02 §7, §5 "Find booking"):
 * one booking, or [] for a booking ID that is not one; 403 "Last Name and Email does not
 * match." / "Last Name does not match." / "Email does not match."; 400 a missing field.
 * Rate-limited per client (LookupRateLimitPerMinute): the booking ID is a guessable secret.
 */
export const bookingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bookings',
      {
        schema: {
          querystring: FindBookingQuery,
          response: { 200: z.array(Booking), 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
        },
        config: lookupRateLimit(ctx),
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return findBooking(ctx, req.query);
      },
    );
  };
