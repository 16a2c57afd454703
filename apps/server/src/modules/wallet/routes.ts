/**
 * GET /api/v1/wallet/bookings/{barcode}.pkpass → `application/vnd.apple.pkpass`: the Apple Wallet
 * event ticket of the booking with that barcode (docs/operator-guide.md#apple-wallet-passes). The
 * barcode (≥ 80 random bits) is the booking's entry credential, so the route is rate-limited like
 * every lookup of a secret (LookupRateLimitPerMinute). 404 when passes are off (Wallet not
 * configured) or no booking has the barcode; 410 when the booking or its event is cancelled, errors
 * in the spec's shape.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { messages } from '@gt/domain/messages';
import type { AppContext } from '../../app-context';
import { walletOn } from '../../config/server-config';
import { ApiError } from '../../http/errors';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { buildPass } from './pass';
import { findPassBooking } from './repository';

const PassParams = z.object({ barcode: z.string().regex(/^[0-9A-Za-z]{8,64}$/, 'is not a barcode') });

export const walletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wallet/bookings/:barcode.pkpass',
      { schema: { params: PassParams, response: { 400: ErrorResponse, 404: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse } }, config: lookupRateLimit(ctx) },
      async (req, reply) => {
        if (!walletOn(ctx.config.Wallet)) throw new ApiError(404, messages.requestedUrlNotFound);
        const booking = await findPassBooking(ctx.db, req.params.barcode);
        if (!booking) throw new ApiError(404, messages.walletBookingNotFound);
        if (booking.cancelled || booking.eventCancelled) throw new ApiError(410, messages.walletBookingCancelled);
        const pass = await buildPass(ctx, booking);
        return reply
          .header('content-type', 'application/vnd.apple.pkpass')
          .header('content-disposition', `attachment; filename="${booking.barcode}.pkpass"`)
          .header('cache-control', 'no-store')
          .send(pass as never);
      },
    );
  };
