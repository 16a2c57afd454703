/**
 * `/api/admin/v1/user-defined-fields` (contract: admin/catalogue-products.ts): admin and box office
 * read, admin changes. GET /user-defined-fields?start&end → {data, total} by category and order;
 * GET /:id; POST (201); PATCH /:id (picklist and booking types replace); DELETE /:id (204; 409
 * once visitors have answered it or a membership type asks it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import { AdminUdf, CreateUdfBody, IdParams, UdfList, ListQuery, UpdateUdfBody } from '@gt/contract/admin/catalogue-products';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findUdf, listUdfs } from './admin-repository';
import { changeUdf, createUdf, removeUdf, toAdminUdf } from './admin-service';

const MAX_PAGE = 200;
const page = (q: { start: number; end: number }) => ({ start: q.start, end: Math.min(q.end, q.start + MAX_PAGE) });

export const udfAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get('/user-defined-fields', { config: readers, schema: { querystring: ListQuery, response: { 200: UdfList } } }, async (req) => {
      const { start, end } = page(req.query);
      const { records, total } = await listUdfs(ctx.db, start, end);
      return { data: records.map(toAdminUdf), total };
    });

    app.get('/user-defined-fields/:id', { config: readers, schema: { params: IdParams, response: { 200: AdminUdf } } }, async (req) => {
      const record = await findUdf(ctx.db, req.params.id);
      if (!record) throw new ApiError(404, adminMessages.udfNotFound);
      return toAdminUdf(record);
    });

    app.post(
      '/user-defined-fields',
      { config: adminOnly, schema: { body: CreateUdfBody, response: { 201: AdminUdf } } },
      async (req, reply) => reply.status(201).send(await createUdf(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/user-defined-fields/:id',
      { config: adminOnly, schema: { params: IdParams, body: UpdateUdfBody, response: { 200: AdminUdf } } },
      async (req) => changeUdf(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/user-defined-fields/:id', { config: adminOnly, schema: { params: IdParams } }, async (req, reply) => {
      await removeUdf(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
