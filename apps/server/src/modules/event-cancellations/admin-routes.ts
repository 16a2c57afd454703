/**
 * `/api/admin/v1/tour-events/:id/cancel` and `/cancellation`, admin and box office (contract:
 * admin/event-ops.ts): POST /tour-events/:id/cancel {reason, refundTo} cancels
 * the event and refunds its bookings (or resumes a cancellation that stopped halfway) → 200 the
 * progress; GET /tour-events/:id/cancellation → the progress (404 when the event was not cancelled).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CancelEventBody, CancellationProgress, EventIdParams } from '@gt/contract/admin/event-ops';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { cancelEvent, cancellationProgress } from './service';

export const eventCancellationAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const deskRoles = roles('admin', 'box_office');

    app.post(
      '/tour-events/:id/cancel',
      { config: deskRoles, schema: { params: EventIdParams, body: CancelEventBody, response: { 200: CancellationProgress } } },
      async (req) => cancelEvent(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );

    app.get(
      '/tour-events/:id/cancellation',
      { config: deskRoles, schema: { params: EventIdParams, response: { 200: CancellationProgress } } },
      async (req) => cancellationProgress(ctx, req.params.id),
    );
  };
