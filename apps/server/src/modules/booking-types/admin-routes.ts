/**
 * `/api/admin/v1/booking-types` (contract: admin/catalogue.ts; spec 01 §3 "BookingType", spec 02 §3
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
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { areaLinksOf, findBookingTypeRow, listBookingTypeRows } from './repository';
import { changeBookingType, createBookingType, removeBookingType, toAdminBookingType } from './service';

const MAX_PAGE = 200;

export const bookingTypeAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');
    const adminOnly = roles('admin');

    app.get(
      '/booking-types',
      { config: readers, schema: { querystring: BookingTypeListQuery, response: { 200: BookingTypeList } } },
      async (req) => {
        const q = req.query;
        const { rows, total } = await listBookingTypeRows(ctx.db, { ...q, end: Math.min(q.end, q.start + MAX_PAGE) });
        const links = await areaLinksOf(
          ctx.db,
          rows.map((r) => r.bookingTypeId),
        );
        return { data: rows.map((r) => toAdminBookingType(r, links.get(r.bookingTypeId) ?? [])), total };
      },
    );

    app.get(
      '/booking-types/:id',
      { config: readers, schema: { params: CatalogueIdParams, response: { 200: AdminBookingType } } },
      async (req) => {
        const row = await findBookingTypeRow(ctx.db, req.params.id);
        if (!row) throw new ApiError(404, adminMessages.bookingTypeNotFound);
        return toAdminBookingType(row, (await areaLinksOf(ctx.db, [row.bookingTypeId])).get(row.bookingTypeId) ?? []);
      },
    );

    app.post(
      '/booking-types',
      { config: adminOnly, schema: { body: CreateBookingTypeBody, response: { 201: AdminBookingType } } },
      async (req, reply) => reply.status(201).send(await createBookingType(ctx, actorOf(signedIn(req).user), req.body)),
    );

    app.patch(
      '/booking-types/:id',
      { config: adminOnly, schema: { params: CatalogueIdParams, body: UpdateBookingTypeBody, response: { 200: AdminBookingType } } },
      async (req) => changeBookingType(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.delete('/booking-types/:id', { config: adminOnly, schema: { params: CatalogueIdParams } }, async (req, reply) => {
      await removeBookingType(ctx, actorOf(signedIn(req).user), req.params.id);
      return reply.status(204).send();
    });
  };
