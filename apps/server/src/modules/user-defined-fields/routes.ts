import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserDefinedField, UserDefinedFieldsQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { bookingTypeUdfs, udfs } from '../../db/schema';

/**
 * GET /api/v1/userdefinedfields?BookingTypeID=N | ?BookingTypeIDList=1,2 → UserDefinedField[]
 * (booking UDFs with category, required flag, length and picklist; spec 01 §3, §7).
 */
export const udfRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/userdefinedfields', { schema: { querystring: UserDefinedFieldsQuery, response: { 200: z.array(UserDefinedField) } } }, async (req) => {
    const ids = req.query.BookingTypeIDList ?? [req.query.BookingTypeID as number];
    const rows = await ctx.db
      .select({ bookingTypeId: bookingTypeUdfs.bookingTypeId, udf: udfs })
      .from(bookingTypeUdfs)
      .innerJoin(udfs, eq(udfs.udfId, bookingTypeUdfs.udfId))
      .where(inArray(bookingTypeUdfs.bookingTypeId, ids))
      .orderBy(asc(bookingTypeUdfs.bookingTypeId), asc(udfs.sortOrder), asc(udfs.udfId));
    return rows.map(({ bookingTypeId, udf }) => ({
      UDFID: udf.udfId,
      BookingTypeID: bookingTypeId,
      UDFName: udf.name,
      UdfDescription: udf.description,
      UDFType: udf.udfType,
      UDFCategoryName: udf.categoryName,
      IsRequired: udf.isRequired,
      UDFLength: udf.length,
      Picklist: udf.picklist,
    }));
  });
};
