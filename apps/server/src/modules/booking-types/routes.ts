import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookingType, BookingTypesQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { findBookingTypes } from './repository';

/**
 * GET /api/v1/BookingTypes?DisplayArea=N | ?BookingTypeID=N → BookingType[] (spec 01 §7).
 * 404 "Booking type N was not found." for an unknown BookingTypeID.
 */
export const bookingTypeRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/BookingTypes', { schema: { querystring: BookingTypesQuery, response: { 200: z.array(BookingType) } } }, async (req) => {
    const list = await findBookingTypes(
      ctx.db,
      { bookingTypeId: req.query.BookingTypeID, displayAreaNo: req.query.DisplayArea },
      ctx.clock(),
      ctx.config.Public.VenueTimeZone,
    );
    if (req.query.BookingTypeID !== undefined && list.length === 0) {
      throw new ApiError(404, `Booking type ${req.query.BookingTypeID} was not found.`);
    }
    return list;
  });
};
