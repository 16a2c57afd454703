import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DisplayArea, DisplayAreasQuery } from '@gt/contract/catalogue';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { displayAreaBookingTypes, displayAreas } from '../../db/schema';
import { nextTourDates } from '../booking-types/repository';

/**
 * GET /api/v1/DisplayAreas?type=bookingtypes|products|giftcard → DisplayArea[] shown online,
 * in display order, with their booking type ids (in the area's order) and NextTourDate (venue zone). Spec 01 §2, §7.
 */
export const displayAreaRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/DisplayAreas', { schema: { querystring: DisplayAreasQuery, response: { 200: z.array(DisplayArea) } } }, async (req) => {
    const { db } = ctx;
    const areas = await db
      .select()
      .from(displayAreas)
      .where(and(eq(displayAreas.areaType, req.query.type), eq(displayAreas.showOnline, true)))
      .orderBy(asc(displayAreas.sortOrder), asc(displayAreas.displayAreaNo));
    const links = await db
      .select()
      .from(displayAreaBookingTypes)
      .where(inArray(displayAreaBookingTypes.displayAreaNo, areas.map((a) => a.displayAreaNo).concat(-1)))
      .orderBy(asc(displayAreaBookingTypes.sortOrder), asc(displayAreaBookingTypes.bookingTypeId));
    const next = await nextTourDates(db, [...new Set(links.map((l) => l.bookingTypeId))], ctx.clock());
    return areas.map((a) => {
      const ids = links.filter((l) => l.displayAreaNo === a.displayAreaNo).map((l) => l.bookingTypeId);
      const dates = ids.map((id) => next.get(id)).filter((d): d is Date => d !== undefined);
      const earliest = dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
      return {
        DisplayAreaNo: a.displayAreaNo,
        AreaName: a.areaName,
        DisplayText: a.displayText,
        DisplayAreaType: a.areaType,
        ShowOnline: a.showOnline,
        NextTourDate: earliest ? formatVenueDateTime(earliest, ctx.config.Public.VenueTimeZone) : null,
        ForceListView: a.forceListView,
        DefaultHybridView: a.defaultHybridView,
        ListViewSearchDays: a.listViewSearchDays,
        LargeImageURL: a.largeImageUrl,
        BookingInfoDetails: a.bookingInfoDetails,
        UniqueBookingTypeID: a.uniqueBookingTypeId,
        BookingTypeIDs: ids,
      };
    });
  });
};
