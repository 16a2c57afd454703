import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserDefinedField, UserDefinedFieldsQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { membershipTypeUdfs } from '../../db/membership-schema';
import { bookingTypeUdfs, udfs } from '../../db/schema';

type UdfRow = typeof udfs.$inferSelect;

const toWire = (udf: UdfRow, bookingTypeId: number, membershipTypeId?: number): UserDefinedField => ({
  UDFID: udf.udfId,
  BookingTypeID: bookingTypeId,
  ...(membershipTypeId === undefined ? {} : { MembershipTypeID: membershipTypeId }),
  UDFName: udf.name,
  UdfDescription: udf.description,
  UDFType: udf.udfType,
  UDFCategoryName: udf.categoryName,
  IsRequired: udf.isRequired,
  UDFLength: udf.length,
  Picklist: udf.picklist,
});

/**
 * GET /api/v1/userdefinedfields?BookingTypeID=N | ?BookingTypeIDList=1,2 → booking UDFs;
 * ?MembershipTypeID=N | ?MembershipTypeIDList=1,2 → membership UDFs (BookingTypeID 0, with
 * MembershipTypeID). UserDefinedField[] with category, required flag, length and picklist (spec
 * 01 §3, §7).
 */
export const udfRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/userdefinedfields', { schema: { querystring: UserDefinedFieldsQuery, response: { 200: z.array(UserDefinedField) } } }, async (req) => {
    const q = req.query;
    const membershipIds = q.MembershipTypeIDList ?? (q.MembershipTypeID === undefined ? undefined : [q.MembershipTypeID]);
    if (membershipIds) {
      const rows = await ctx.db
        .select({ membershipTypeId: membershipTypeUdfs.membershipTypeId, udf: udfs })
        .from(membershipTypeUdfs)
        .innerJoin(udfs, eq(udfs.udfId, membershipTypeUdfs.udfId))
        .where(inArray(membershipTypeUdfs.membershipTypeId, membershipIds))
        .orderBy(asc(membershipTypeUdfs.membershipTypeId), asc(udfs.sortOrder), asc(udfs.udfId));
      return rows.map(({ membershipTypeId, udf }) => toWire(udf, 0, membershipTypeId));
    }
    const ids = q.BookingTypeIDList ?? [q.BookingTypeID as number];
    const rows = await ctx.db
      .select({ bookingTypeId: bookingTypeUdfs.bookingTypeId, udf: udfs })
      .from(bookingTypeUdfs)
      .innerJoin(udfs, eq(udfs.udfId, bookingTypeUdfs.udfId))
      .where(inArray(bookingTypeUdfs.bookingTypeId, ids))
      .orderBy(asc(bookingTypeUdfs.bookingTypeId), asc(udfs.sortOrder), asc(udfs.udfId));
    return rows.map(({ bookingTypeId, udf }) => toWire(udf, bookingTypeId));
  });
};
