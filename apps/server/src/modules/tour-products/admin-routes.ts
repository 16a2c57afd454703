/**
 * `/api/admin/v1/tour-products` (contract: admin/catalogue-products.ts): admin and box office
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
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findTourProduct, listTourProducts } from './admin-repository';
import { changeTourProduct, createTourProduct, removeTourProduct, toAdminTourProduct } from './admin-service';

const MAX_PAGE = 200;
const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const tourProductAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get(
      '/tour-products',
      { config: readers, schema: { querystring: TourProductQuery, response: { 200: TourProductList } } },
      async (req) => {
        const { records, total } = await listTourProducts(ctx.db, { ...page(req.query), bookingTypeId: req.query.bookingTypeId });
        return { data: records.map(toAdminTourProduct), total };
      },
    );

    app.get('/tour-products/:id', { config: readers, schema: { params: IdParams, response: { 200: AdminTourProduct } } }, async (req) => {
      const record = await findTourProduct(ctx.db, req.params.id);
      if (!record) throw new ApiError(404, adminMessages.tourProductNotFound);
      return toAdminTourProduct(record);
    });

    app.post(
      '/tour-products',
      { config: adminOnly, schema: { body: CreateTourProductBody, response: { 201: AdminTourProduct } } },
      async (req, reply) => reply.status(201).send(await createTourProduct(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/tour-products/:id',
      { config: adminOnly, schema: { params: IdParams, body: UpdateTourProductBody, response: { 200: AdminTourProduct } } },
      async (req) => changeTourProduct(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/tour-products/:id', { config: adminOnly, schema: { params: IdParams } }, async (req, reply) => {
      await removeTourProduct(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
