/**
 * `/api/admin/v1/display-areas` (contract: admin/catalogue.ts; spec 01 §3 "DisplayArea"). Reading:
 * admin and box office; changes: admin. Every change is audited (service.ts).
 * GET /display-areas?start&end&q&areaType → {data, total} in display order; GET /display-areas/:id;
 * POST /display-areas → the area (201); PATCH /display-areas/:id → the area;
 * DELETE /display-areas/:id → 204, or 409 naming what still uses it. Errors: 400 invalid field, 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminDisplayArea,
  CatalogueIdParams,
  CreateDisplayAreaBody,
  DisplayAreaList,
  DisplayAreaListQuery,
  UpdateDisplayAreaBody,
} from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { bookingTypeIdsByArea, findDisplayArea, listDisplayAreas } from './repository';
import { changeDisplayArea, createDisplayArea, removeDisplayArea, toAdminDisplayArea } from './service';

const MAX_PAGE = 200;

export const displayAreaAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get(
      '/display-areas',
      { config: readers, schema: { querystring: DisplayAreaListQuery, response: { 200: DisplayAreaList } } },
      async (req) => {
        const q = req.query;
        const { rows, total } = await listDisplayAreas(ctx.db, { ...q, end: Math.min(q.end, q.start + MAX_PAGE) });
        const links = await bookingTypeIdsByArea(
          ctx.db,
          rows.map((r) => r.displayAreaNo),
        );
        return { data: rows.map((r) => toAdminDisplayArea(r, links.get(r.displayAreaNo) ?? [])), total };
      },
    );

    app.get(
      '/display-areas/:id',
      { config: readers, schema: { params: CatalogueIdParams, response: { 200: AdminDisplayArea } } },
      async (req) => {
        const row = await findDisplayArea(ctx.db, req.params.id);
        if (!row) throw new ApiError(404, adminMessages.displayAreaNotFound);
        return toAdminDisplayArea(row, (await bookingTypeIdsByArea(ctx.db, [row.displayAreaNo])).get(row.displayAreaNo) ?? []);
      },
    );

    app.post(
      '/display-areas',
      { config: adminOnly, schema: { body: CreateDisplayAreaBody, response: { 201: AdminDisplayArea } } },
      async (req, reply) => reply.status(201).send(await createDisplayArea(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/display-areas/:id',
      { config: adminOnly, schema: { params: CatalogueIdParams, body: UpdateDisplayAreaBody, response: { 200: AdminDisplayArea } } },
      async (req) => changeDisplayArea(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/display-areas/:id', { config: adminOnly, schema: { params: CatalogueIdParams } }, async (req, reply) => {
      await removeDisplayArea(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
