import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TourProduct, TourProductsQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { loadTourProducts } from './repository';

/**
 * GET /api/v1/tourproducts?TourProductID|BookingTypeID[&PriceDate=YYYY-MM-DD][&CostRateID] →
 * TourProduct[] with the PriceMatrix (dollars), limited to CostRateID when given (spec 01 §7).
 */
export const tourProductRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/tourproducts', { schema: { querystring: TourProductsQuery, response: { 200: z.array(TourProduct) } } }, async (req) => {
    const q = req.query;
    const { products, byBookingType } = await loadTourProducts(ctx.db, {
      tourProductIds: q.TourProductID ? [q.TourProductID] : undefined,
      bookingTypeIds: q.BookingTypeID ? [q.BookingTypeID] : undefined,
      costRateId: q.CostRateID,
    });
    return q.BookingTypeID ? (byBookingType.get(q.BookingTypeID) ?? []) : products;
  });
};
