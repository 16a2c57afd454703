/**
 * `/api/admin/v1/schedules` (contract: admin/schedules.ts), admin only:
 * GET /schedules?bookingTypeId&start&end → {data, total}; GET /schedules/:id;
 * POST /schedules → the schedule and its generation report (201); PATCH /schedules/:id → the
 * schedule and the report of the regeneration (events with sales or live holds listed in `kept`);
 * DELETE /schedules/:id → the removed schedule and its report; POST /schedules/preview → the
 * events a schedule would make (venue times), nothing written.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@gt/domain/admin-messages';
import {
  CreateScheduleBody,
  Preview,
  PreviewBody,
  Schedule,
  ScheduleIdParams,
  ScheduleList,
  ScheduleListQuery,
  ScheduleWithReport,
  UpdateScheduleBody,
} from '@gt/contract/admin/schedules';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { ApiError } from '../../http/errors';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { findSchedule, listSchedules } from './repository';
import { createSchedule, previewSchedule, removeSchedule, toSchedule, updateSchedule } from './service';

const MAX_PAGE = 200;

export const scheduleAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const adminOnly = roles('admin');

    app.get(
      '/schedules',
      { config: adminOnly, schema: { querystring: ScheduleListQuery, response: { 200: ScheduleList } } },
      async (req) => {
        const { rows, total } = await listSchedules(ctx.db, { ...req.query, end: Math.min(req.query.end, req.query.start + MAX_PAGE) });
        return { data: rows.map(toSchedule), total };
      },
    );

    app.get('/schedules/:id', { config: adminOnly, schema: { params: ScheduleIdParams, response: { 200: Schedule } } }, async (req) => {
      const row = await findSchedule(ctx.db, req.params.id);
      if (!row) throw new ApiError(404, adminMessages.scheduleNotFound);
      return toSchedule(row);
    });

    app.post('/schedules/preview', { config: adminOnly, schema: { body: PreviewBody, response: { 200: Preview } } }, (req) =>
      previewSchedule(ctx, req.body),
    );

    app.post(
      '/schedules',
      { config: adminOnly, schema: { body: CreateScheduleBody, response: { 201: ScheduleWithReport } } },
      async (req, reply) => {
        const { schedule, report } = await createSchedule(ctx, actorOf(signedIn(req).user), req.body);
        return reply.status(201).send({ ...toSchedule(schedule), report });
      },
    );

    app.patch(
      '/schedules/:id',
      { config: adminOnly, schema: { params: ScheduleIdParams, body: UpdateScheduleBody, response: { 200: ScheduleWithReport } } },
      async (req) => {
        const { schedule, report } = await updateSchedule(ctx, actorOf(signedIn(req).user), req.params.id, req.body);
        return { ...toSchedule(schedule), report };
      },
    );

    app.delete(
      '/schedules/:id',
      { config: adminOnly, schema: { params: ScheduleIdParams, response: { 200: ScheduleWithReport } } },
      async (req) => {
        const { schedule, report } = await removeSchedule(ctx, actorOf(signedIn(req).user), req.params.id);
        return { ...toSchedule(schedule), report };
      },
    );
  };
