/**
 * `/api/admin/v1/tour-products` (contract: admin/catalogue-products.ts; routes: http/admin-crud.ts): admin and box office
 * read, admin changes. GET /tour-products?start&end[&bookingTypeId] → {data, total} in sort
 * order; GET /:id; POST (201); PATCH /:id (lists replace); DELETE /:id (204; 409 when sold or
 * held). Prices are integer cents.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminTourProduct,
  CreateTourProductBody,
  IdParams,
  TourProductList,
  TourProductQuery,
  UpdateTourProductBody,
} from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { catalogueRoutes } from '../../http/admin-crud';
import { findTourProduct, listTourProducts } from './admin-repository';
import { changeTourProduct, createTourProduct, removeTourProduct, toAdminTourProduct } from './admin-service';

export const tourProductAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/tour-products',
      schemas: {
        query: TourProductQuery,
        params: IdParams,
        list: TourProductList,
        item: AdminTourProduct,
        create: CreateTourProductBody,
        update: UpdateTourProductBody,
      },
      notFound: adminMessages.tourProductNotFound,
      list: async ({ start, end, bookingTypeId }) => {
        const { records, total } = await listTourProducts(ctx.db, { start, end, bookingTypeId });
        return { data: records.map(toAdminTourProduct), total };
      },
      get: async (id) => {
        const record = await findTourProduct(ctx.db, id);
        return record && toAdminTourProduct(record);
      },
      create: (actor, body) => createTourProduct(ctx, actor, body),
      update: (actor, id, body) => changeTourProduct(ctx, actor, id, body),
      remove: (actor, id) => removeTourProduct(ctx, actor, id),
    });
