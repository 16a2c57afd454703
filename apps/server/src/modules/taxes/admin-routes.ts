/**
 * `/api/admin/v1/taxes` (contract: admin/catalogue-products.ts): admin and box office read,
 * admin changes. GET /taxes?start&end → {data, total}; GET /taxes/:id; POST (201);
 * PATCH /:id; DELETE /:id (204; 409 while a product applies it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { AdminTax, TaxList, CreateTaxBody, IdParams, ListQuery, UpdateTaxBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findTax, listTaxes } from './admin-repository';
import { changeTax, createTax, removeTax, toAdminTax } from './admin-service';

const MAX_PAGE = 200;
const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const taxAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get('/taxes', { config: readers, schema: { querystring: ListQuery, response: { 200: TaxList } } }, async (req) => {
      const { start, end } = page(req.query);
      const { rows, total } = await listTaxes(ctx.db, start, end);
      return { data: rows.map(toAdminTax), total };
    });

    app.get('/taxes/:id', { config: readers, schema: { params: IdParams, response: { 200: AdminTax } } }, async (req) => {
      const row = await findTax(ctx.db, req.params.id);
      if (!row) throw new ApiError(404, adminMessages.taxNotFound);
      return toAdminTax(row);
    });

    app.post('/taxes', { config: adminOnly, schema: { body: CreateTaxBody, response: { 201: AdminTax } } }, async (req, reply) =>
      reply.status(201).send(await createTax(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/taxes/:id',
      { config: adminOnly, schema: { params: IdParams, body: UpdateTaxBody, response: { 200: AdminTax } } },
      async (req) => changeTax(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/taxes/:id', { config: adminOnly, schema: { params: IdParams } }, async (req, reply) => {
      await removeTax(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
