/**
 * `/api/admin/v1/user-defined-fields` (contract: admin/catalogue-products.ts; routes:
 * http/admin-crud.ts): admin and box office read, admin changes. GET /user-defined-fields?start&end
 * → {data, total} by category and order; GET /:id; POST (201); PATCH /:id (picklist and booking
 * types replace); DELETE /:id (204; 409 once visitors have answered it or a membership type asks it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { AdminUdf, CreateUdfBody, IdParams, UdfList, ListQuery, UpdateUdfBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { catalogueRoutes } from '../../http/admin-crud';
import { findUdf, listUdfs } from './admin-repository';
import { changeUdf, createUdf, removeUdf, toAdminUdf } from './admin-service';

export const udfAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/user-defined-fields',
      schemas: { query: ListQuery, params: IdParams, list: UdfList, item: AdminUdf, create: CreateUdfBody, update: UpdateUdfBody },
      notFound: adminMessages.udfNotFound,
      list: async ({ start, end }) => {
        const { records, total } = await listUdfs(ctx.db, start, end);
        return { data: records.map(toAdminUdf), total };
      },
      get: async (id) => {
        const record = await findUdf(ctx.db, id);
        return record && toAdminUdf(record);
      },
      create: (actor, body) => createUdf(ctx, actor, body),
      update: (actor, id, body) => changeUdf(ctx, actor, id, body),
      remove: (actor, id) => removeUdf(ctx, actor, id),
    });
