/**
 * `/api/admin/v1/booking-types` (contract: admin/catalogue.ts; routes: http/admin-crud.ts; spec 01 §3 "BookingType", spec 02 §3
 * refund and change flags). Reading: admin and box office; changes: admin. Every change is
 * audited (service.ts). GET /booking-types?start&end&q&displayAreaId → {data, total} by id;
 * GET /booking-types/:id; POST /booking-types → the booking type (201); PATCH /booking-types/:id
 * (`displayAreas` replaces its display areas and their sort order); DELETE /booking-types/:id →
 * 204, or 409 naming what still uses it. Errors: 400 invalid field or rule, 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  AdminBookingType,
  BookingTypeList,
  BookingTypeListQuery,
  CatalogueIdParams,
  CreateBookingTypeBody,
  UpdateBookingTypeBody,
} from '@gt/contract/admin/catalogue';
import type { AppContext } from '../../app-context';
import { catalogueRoutes } from '../../http/admin-crud';
import { areaLinksOf, findBookingTypeRow, listBookingTypeRows } from './repository';
import { changeBookingType, createBookingType, removeBookingType, toAdminBookingType } from './service';

export const bookingTypeAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) =>
    catalogueRoutes(app, {
      path: '/booking-types',
      schemas: {
        query: BookingTypeListQuery,
        params: CatalogueIdParams,
        list: BookingTypeList,
        item: AdminBookingType,
        create: CreateBookingTypeBody,
        update: UpdateBookingTypeBody,
      },
      notFound: adminMessages.bookingTypeNotFound,
      list: async (q) => {
        const { rows, total } = await listBookingTypeRows(ctx.db, q);
        const links = await areaLinksOf(
          ctx.db,
          rows.map((r) => r.bookingTypeId),
        );
        return { data: rows.map((r) => toAdminBookingType(r, links.get(r.bookingTypeId) ?? [])), total };
      },
      get: async (id) => {
        const row = await findBookingTypeRow(ctx.db, id);
        return row && toAdminBookingType(row, (await areaLinksOf(ctx.db, [row.bookingTypeId])).get(row.bookingTypeId) ?? []);
      },
      create: (actor, body) => createBookingType(ctx, actor, body),
      update: (actor, id, body) => changeBookingType(ctx, actor, id, body),
      remove: (actor, id) => removeBookingType(ctx, actor, id),
    });
