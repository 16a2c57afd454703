import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarTourEvents, TourEvent, TourEventsQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { serializeTourEvents } from './serialize';
import { listCalendarTourEvents, listTourEvents } from './service';

/**
 * GET /api/v1/TourEvents?(DisplayArea|BookingTypeID)&From&To (venue dates, inclusive, ≤ 62 days)
 * or ?TourEventList=1,2 → TourEvent[] ordered by start (spec 01 §7). Optional &TourHoldRef: the
 * seats and states as that hold's visitor sees them (its own live seats count as available).
 * Optional &Fields=Calendar: the same events as `CalendarTourEvents` (products once per booking
 * type; the storefront's calendars). 400 names a bad parameter.
 */
export const tourEventRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/TourEvents',
    {
      schema: { querystring: TourEventsQuery, response: { 200: z.union([z.array(TourEvent), CalendarTourEvents]) } },
      // The largest response (a month: hundreds of events, each with its booking type's products).
      // Re-validating it with zod on the way out cost about 7 ms per month listing (bench/); the
      // service builds exactly the contract's types, so it is serialized as is (TourEvent[]: the
      // same bytes, each booking type's products stringified once) and the schema still documents
      // the response in OpenAPI.
      serializerCompiler: () => (data) => (Array.isArray(data) ? serializeTourEvents(data as TourEvent[]) : JSON.stringify(data)),
    },
    (req) => (req.query.Fields === 'Calendar' ? listCalendarTourEvents(ctx, req.query) : listTourEvents(ctx, req.query)),
  );
};
