/**
 * `/api/admin/v1/tour-events` (contract: admin/tour-events.ts):
 * GET /tour-events?bookingTypeId&scheduleId&from&to&start&end → {data, total} by start (admin, box office);
 * GET /tour-events/:id (admin, box office); PATCH /tour-events/:id {capacity?, closed?} (admin):
 * 409 when the capacity is below what is sold and held. Times are venue times with offset.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminTourEvent, TourEventIdParams, TourEventList, TourEventListQuery, UpdateTourEventBody } from '@gt/contract/admin/tour-events';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { getEventForAdmin, listEventsForAdmin, updateEventForAdmin } from './admin-service';

const MAX_PAGE = 500;

export const tourEventAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readers = roles('admin', 'box_office');

    app.get('/tour-events', { config: readers, schema: { querystring: TourEventListQuery, response: { 200: TourEventList } } }, (req) =>
      listEventsForAdmin(ctx, { ...req.query, end: Math.min(req.query.end, req.query.start + MAX_PAGE) }),
    );

    app.get('/tour-events/:id', { config: readers, schema: { params: TourEventIdParams, response: { 200: AdminTourEvent } } }, (req) =>
      getEventForAdmin(ctx, req.params.id),
    );

    app.patch(
      '/tour-events/:id',
      { config: roles('admin'), schema: { params: TourEventIdParams, body: UpdateTourEventBody, response: { 200: AdminTourEvent } } },
      (req) => updateEventForAdmin(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );
  };
