/**
 * `/api/admin/v1/cost-rates` (contract: admin/catalogue-products.ts; routes: http/admin-crud.ts):
 * admin and box office read, admin changes. GET /cost-rates?start&end → {data, total};
 * GET /cost-rates/:id; POST (201); PATCH /:id; DELETE /:id (204; 409 when sold, the default or a
 * membership package's rate).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminCostRate,
  CostRateList,
  CreateCostRateBody,
  IdParams,
  ListQuery,
  UpdateCostRateBody,
} from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { catalogueRoutes } from '../../http/admin-crud';
import { findCostRate, listCostRates } from './admin-repository';
import { changeCostRate, createCostRate, removeCostRate, toAdminCostRate } from './admin-service';

export const costRateAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/cost-rates',
      schemas: {
        query: ListQuery,
        params: IdParams,
        list: CostRateList,
        item: AdminCostRate,
        create: CreateCostRateBody,
        update: UpdateCostRateBody,
      },
      notFound: adminMessages.costRateNotFound,
      list: async ({ start, end }) => {
        const { rows, total } = await listCostRates(ctx.db, start, end);
        return { data: rows.map(toAdminCostRate), total };
      },
      get: async (id) => {
        const row = await findCostRate(ctx.db, id);
        return row && toAdminCostRate(row);
      },
      create: (actor, body) => createCostRate(ctx, actor, body),
      update: (actor, id, body) => changeCostRate(ctx, actor, id, body),
      remove: (actor, id) => removeCostRate(ctx, actor, id),
    });
