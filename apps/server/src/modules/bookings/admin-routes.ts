/**
 * `/api/admin/v1/bookings` (contract: admin/bookings.ts), roles admin and box
 * office:
 * GET /bookings?q&date&start&end → {data, total} (search by booking ID, receipt, e-mail, name;
 * event venue date); GET /bookings/:id → the booking with its lines, answers and history;
 * POST /bookings/:id/{resend-confirmation,cancel,refund,change-date,modify} with an
 * `Idempotency-Key` header → {receiptNo, amountCents, refunds, booking} (booking-changes/admin-actions.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActionResult,
  AdminBooking,
  BookingIdParams,
  BookingList,
  BookingSearchQuery,
  CancelBody,
  ChangeDateBody,
  ModifyBody,
  PartialRefundBody,
  ResendBody,
} from '@gt/contract/admin/bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { runDeskAction, type DeskAction } from '../booking-changes/admin-actions';
import { getAdminBooking, listBookings } from './admin-service';

const MAX_PAGE = 200;

export const bookingAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const desk = roles('admin', 'box_office');

    app.get('/bookings', { config: desk, schema: { querystring: BookingSearchQuery, response: { 200: BookingList } } }, async (req) => {
      const { q, date, start } = req.query;
      return listBookings(ctx, { q, date, start, end: Math.min(req.query.end, start + MAX_PAGE) });
    });

    app.get('/bookings/:id', { config: desk, schema: { params: BookingIdParams, response: { 200: AdminBooking } } }, async (req) =>
      getAdminBooking(ctx, req.params.id),
    );

    /** Runs a desk action and answers its outcome with the booking as it is now (a refusal stored for the key: its status and errors). */
    const act = async (req: FastifyRequest, reply: FastifyReply, id: number, action: DeskAction) => {
      const key = req.headers['idempotency-key'];
      const out = await runDeskAction(ctx, actorOf(signedIn(req).user), id, action, typeof key === 'string' ? key : undefined);
      if (out.statusCode !== 200 || 'Errors' in out.body) return reply.status(out.statusCode).send(out.body);
      return { ...out.body, booking: await getAdminBooking(ctx, id) };
    };
    const schema = <B>(body: B) => ({ params: BookingIdParams, body, response: { 200: ActionResult } });

    app.post('/bookings/:id/resend-confirmation', { config: desk, schema: schema(ResendBody) }, async (req, reply) =>
      act(req, reply, req.params.id, { kind: 'resend', body: req.body }),
    );
    app.post('/bookings/:id/cancel', { config: desk, schema: schema(CancelBody) }, async (req, reply) =>
      act(req, reply, req.params.id, { kind: 'cancel', body: req.body }),
    );
    app.post('/bookings/:id/refund', { config: desk, schema: schema(PartialRefundBody) }, async (req, reply) =>
      act(req, reply, req.params.id, { kind: 'refund', body: req.body }),
    );
    app.post('/bookings/:id/change-date', { config: desk, schema: schema(ChangeDateBody) }, async (req, reply) =>
      act(req, reply, req.params.id, { kind: 'change-date', body: req.body }),
    );
    app.post('/bookings/:id/modify', { config: desk, schema: schema(ModifyBody) }, async (req, reply) =>
      act(req, reply, req.params.id, { kind: 'modify', body: req.body }),
    );
  };
