/**
 * `/api/admin/v1/manifests/...`, admin, box office and door (contract: admin/event-ops.ts; issue
 * 27 item 5): GET /manifests/events/:id and GET /manifests/days/:date (venue date YYYY-MM-DD) →
 * who is coming (admin/event-ops.ts EventManifest, DayManifest; typed by the service, no response
 * schema since the same URL also answers CSV); `?format=csv` → the same as a CSV download (text/csv, attachment).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DayParams, EventIdParams, FormatQuery } from '@gt/contract/admin/event-ops';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { dayManifest, eventManifest, manifestCsv } from './service';

export const manifestAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const manifestRoles = roles('admin', 'box_office', 'door');

    app.get(
      '/manifests/events/:id',
      { config: manifestRoles, schema: { params: EventIdParams, querystring: FormatQuery } },
      async (req, reply) => {
        const m = await eventManifest(ctx, req.params.id);
        if (req.query.format !== 'csv') return m;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="manifest-event-${m.tourEventId}.csv"`)
          .send(manifestCsv([m]));
      },
    );

    app.get(
      '/manifests/days/:date',
      { config: manifestRoles, schema: { params: DayParams, querystring: FormatQuery } },
      async (req, reply) => {
        const m = await dayManifest(ctx, req.params.date);
        if (req.query.format !== 'csv') return m;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="manifest-${m.date}.csv"`)
          .send(manifestCsv(m.events));
      },
    );
  };
