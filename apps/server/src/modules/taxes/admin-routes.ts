/**
 * `/api/admin/v1/taxes` (contract: admin/catalogue-products.ts; routes: http/admin-crud.ts): admin
 * and box office read, admin changes. GET /taxes?start&end → {data, total}; GET /taxes/:id;
 * POST (201); PATCH /:id; DELETE /:id (204; 409 while a product applies it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { AdminTax, TaxList, CreateTaxBody, IdParams, ListQuery, UpdateTaxBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { catalogueRoutes } from '../../http/admin-crud';
import { findTax, listTaxes } from './admin-repository';
import { changeTax, createTax, removeTax, toAdminTax } from './admin-service';

export const taxAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/taxes',
      schemas: { query: ListQuery, params: IdParams, list: TaxList, item: AdminTax, create: CreateTaxBody, update: UpdateTaxBody },
      notFound: adminMessages.taxNotFound,
      list: async ({ start, end }) => {
        const { rows, total } = await listTaxes(ctx.db, start, end);
        return { data: rows.map(toAdminTax), total };
      },
      get: async (id) => {
        const row = await findTax(ctx.db, id);
        return row && toAdminTax(row);
      },
      create: (actor, body) => createTax(ctx, actor, body),
      update: (actor, id, body) => changeTax(ctx, actor, id, body),
      remove: (actor, id) => removeTax(ctx, actor, id),
    });
