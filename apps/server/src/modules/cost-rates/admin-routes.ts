/**
 * `/api/admin/v1/cost-rates` (contract: admin/catalogue-products.ts): admin and box office read,
 * admin changes. GET /cost-rates?start&end → {data, total}; GET /cost-rates/:id; POST (201);
 * PATCH /:id; DELETE /:id (204; 409 when sold, the default or a membership package's rate).
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
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findCostRate, listCostRates } from './admin-repository';
import { changeCostRate, createCostRate, removeCostRate, toAdminCostRate } from './admin-service';

const MAX_PAGE = 200;
const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const costRateAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get('/cost-rates', { config: readers, schema: { querystring: ListQuery, response: { 200: CostRateList } } }, async (req) => {
      const { start, end } = page(req.query);
      const { rows, total } = await listCostRates(ctx.db, start, end);
      return { data: rows.map(toAdminCostRate), total };
    });

    app.get('/cost-rates/:id', { config: readers, schema: { params: IdParams, response: { 200: AdminCostRate } } }, async (req) => {
      const row = await findCostRate(ctx.db, req.params.id);
      if (!row) throw new ApiError(404, adminMessages.costRateNotFound);
      return toAdminCostRate(row);
    });

    app.post(
      '/cost-rates',
      { config: adminOnly, schema: { body: CreateCostRateBody, response: { 201: AdminCostRate } } },
      async (req, reply) => reply.status(201).send(await createCostRate(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/cost-rates/:id',
      { config: adminOnly, schema: { params: IdParams, body: UpdateCostRateBody, response: { 200: AdminCostRate } } },
      async (req) => changeCostRate(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/cost-rates/:id', { config: adminOnly, schema: { params: IdParams } }, async (req, reply) => {
      await removeCostRate(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
