import { and, asc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CostRate, CostRatesQuery } from '@gt/contract/catalogue';
import type { AppContext } from '../../app-context';
import { costRates } from '../../db/schema';

/**
 * GET /api/v1/costrates[?GroupName&SubGroupName] → CostRate[] (spec 01 §7): all cost rates, or
 * those of an identity-verification group and subgroup (exact, case-insensitive match).
 */
export const costRateRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.get('/costrates', { schema: { querystring: CostRatesQuery, response: { 200: z.array(CostRate) } } }, async (req) => {
    const conds: SQL[] = [];
    if (req.query.GroupName) conds.push(eq(sqlLower(costRates.groupName), req.query.GroupName.toLowerCase()));
    if (req.query.SubGroupName) conds.push(eq(sqlLower(costRates.subGroupName), req.query.SubGroupName.toLowerCase()));
    const rows = await ctx.db.select().from(costRates).where(and(...conds)).orderBy(asc(costRates.costRateId));
    return rows.map((r) => ({
      CostRateID: r.costRateId,
      CostRateName: r.name,
      GroupName: r.groupName,
      SubGroupName: r.subGroupName,
      IsDefault: r.isDefault,
      IsMemberRate: r.isMemberRate,
      VerifyGroupMembership: r.verifyGroupMembership,
    }));
  });
};

const sqlLower = (c: Column) => sql`lower(${c})`;
