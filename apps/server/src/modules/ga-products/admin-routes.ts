/**
 * `/api/admin/v1/ga-products` and `/checkout-products` (contract: admin/ga-products.ts): admin and
 * box office read, admin changes. GA tickets through the five catalogue routes (http/admin-crud.ts):
 * GET /ga-products?displayAreaId&start&end → {data, total}; GET /:id; POST (201); PATCH /:id;
 * DELETE /:id (204; 409 when sold or discounted by a coupon). The donation and the fee:
 * GET /checkout-products → {data, total}; GET /:id; PATCH /:id (no create or delete: the
 * configuration names them by id). Money in cents.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { IdParams } from '@gt/contract/admin/catalogue-products';
import {
  AdminCheckoutProduct,
  AdminGaProduct,
  CheckoutProductList,
  CreateGaProductBody,
  GaProductList,
  GaProductQuery,
  ListQuery,
  UpdateCheckoutProductBody,
  UpdateGaProductBody,
} from '@gt/contract/admin/ga-products';
import type { AppContext } from '../../app-context';
import { catalogueRoutes, MAX_PAGE } from '../../http/admin-crud';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findProduct, listProducts } from './admin-repository';
import { changeCheckoutProduct, changeGaProduct, createGaProduct, removeGaProduct, toAdminCheckoutProduct, toAdminGaProduct } from './admin-service';

export const gaProductAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    catalogueRoutes(app, {
      path: '/ga-products',
      schemas: { query: GaProductQuery, params: IdParams, list: GaProductList, item: AdminGaProduct, create: CreateGaProductBody, update: UpdateGaProductBody },
      notFound: adminMessages.gaProductNotFound,
      list: async ({ start, end, displayAreaId }) => {
        const { records, total } = await listProducts(ctx.db, { types: ['gaticket'], displayAreaNo: displayAreaId }, start, end);
        return { data: records.map(toAdminGaProduct), total };
      },
      get: async (id) => {
        const record = await findProduct(ctx.db, id, ['gaticket']);
        return record && toAdminGaProduct(record);
      },
      create: (actor, body) => createGaProduct(ctx, actor, body),
      update: (actor, id, body) => changeGaProduct(ctx, actor, id, body),
      remove: (actor, id) => removeGaProduct(ctx, actor, id),
    });

    const checkout: ['donation', 'transactionfee'] = ['donation', 'transactionfee'];
    app.get(
      '/checkout-products',
      { config: roles('admin', 'box_office'), schema: { querystring: ListQuery, response: { 200: CheckoutProductList } } },
      async (req) => {
        const { start, end } = req.query;
        const { records, total } = await listProducts(ctx.db, { types: checkout }, start, Math.min(end, start + MAX_PAGE));
        return { data: records.map(toAdminCheckoutProduct), total };
      },
    );
    app.get(
      '/checkout-products/:id',
      { config: roles('admin', 'box_office'), schema: { params: IdParams, response: { 200: AdminCheckoutProduct } } },
      async (req) => {
        const record = await findProduct(ctx.db, req.params.id, checkout);
        if (!record) throw new ApiError(404, adminMessages.checkoutProductNotFound);
        return toAdminCheckoutProduct(record);
      },
    );
    app.patch(
      '/checkout-products/:id',
      { config: roles('admin'), schema: { params: IdParams, body: UpdateCheckoutProductBody, response: { 200: AdminCheckoutProduct } } },
      (req) => changeCheckoutProduct(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );
  };
