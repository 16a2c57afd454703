/**
 * `/api/admin/v1/display-areas` (contract: admin/catalogue.ts; routes: http/admin-crud.ts; spec 01 §3 "DisplayArea"). Reading:
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
import { catalogueRoutes } from '../../http/admin-crud';
import { bookingTypeIdsByArea, findDisplayArea, listDisplayAreas } from './repository';
import { changeDisplayArea, createDisplayArea, removeDisplayArea, toAdminDisplayArea } from './service';

export const displayAreaAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/display-areas',
      schemas: {
        query: DisplayAreaListQuery,
        params: CatalogueIdParams,
        list: DisplayAreaList,
        item: AdminDisplayArea,
        create: CreateDisplayAreaBody,
        update: UpdateDisplayAreaBody,
      },
      notFound: adminMessages.displayAreaNotFound,
      list: async (q) => {
        const { rows, total } = await listDisplayAreas(ctx.db, q);
        const links = await bookingTypeIdsByArea(
          ctx.db,
          rows.map((r) => r.displayAreaNo),
        );
        return { data: rows.map((r) => toAdminDisplayArea(r, links.get(r.displayAreaNo) ?? [])), total };
      },
      get: async (id) => {
        const row = await findDisplayArea(ctx.db, id);
        return row && toAdminDisplayArea(row, (await bookingTypeIdsByArea(ctx.db, [row.displayAreaNo])).get(row.displayAreaNo) ?? []);
      },
      create: (actor, body) => createDisplayArea(ctx, actor, body),
      update: (actor, id, body) => changeDisplayArea(ctx, actor, id, body),
      remove: (actor, id) => removeDisplayArea(ctx, actor, id),
    });
