import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TourEvent, TourEventsQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { serializeTourEvents } from './serialize';
import { listTourEvents } from './service';

/**
 * GET /api/v1/TourEvents?(DisplayArea|BookingTypeID)&From&To (venue dates, inclusive, ≤ 62 days)
 * or ?TourEventList=1,2 → TourEvent[] ordered by start (spec 01 §7). Optional &TourHoldRef: the
 * seats and states as that hold's visitor sees them (its own live seats count as available).
 * 400 names a bad parameter.
 */
export const tourEventRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/TourEvents',
    {
      schema: { querystring: TourEventsQuery, response: { 200: z.array(TourEvent) } },
      // The largest response (a month: hundreds of events, each with its booking type's products).
      // Re-validating it with zod on the way out cost about 7 ms per month listing (bench/); the
      // service builds exactly the contract's TourEvent type, so it is serialized as is (same
      // bytes, each booking type's products stringified once) and the schema still documents
      // the response in OpenAPI.
      serializerCompiler: () => (data) => serializeTourEvents(data as TourEvent[]),
    },
    (req) => listTourEvents(ctx, req.query),
  );
};
