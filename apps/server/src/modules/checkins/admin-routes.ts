/**
 * `/api/admin/v1/checkins...`, admin, box office and door (contract: admin/checkins.ts;
 * docs/architecture.md#operators-and-the-back-office): POST /checkins scans a code → ScanAnswer;
 * DELETE /checkins/:id undoes an admission (audited); GET /checkins/offline?tourEventId=|date=
 * → OfflinePackage; POST /checkins/sync replays offline admissions → SyncAnswer. A list that does
 * not exist (no such event) → 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckinIdParams, CheckinList, OfflinePackage, ScanAnswer, ScanBody, SyncAnswer, SyncBody, UndoAnswer } from '@gt/contract/admin/checkins';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { offlinePackage, scan, sync, undo } from './service';

export const checkinAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const doorRoles = roles('admin', 'box_office', 'door');
    const tags = ['checkins'];

    app.post(
      '/checkins',
      {
        config: doorRoles,
        schema: {
          summary: 'Scan an admission code at the door',
          description: 'Admits the code on the list (a booking code: every person not yet in) or says why not: already used, wrong event, voided, unknown.',
          tags,
          body: ScanBody,
          response: { 200: ScanAnswer },
        },
      },
      async (req) => scan(ctx, actorOf(signedIn(req).user).userId, req.body),
    );

    app.delete(
      '/checkins/:id',
      {
        config: doorRoles,
        schema: {
          summary: 'Undo an admission',
          description: 'The code admits again; audited as "undo admission".',
          tags,
          params: CheckinIdParams,
          response: { 200: UndoAnswer },
        },
      },
      async (req) => undo(ctx, actorOf(signedIn(req).user), req.params.id),
    );

    app.get(
      '/checkins/offline',
      {
        config: doorRoles,
        schema: {
          summary: 'Offline package of a check-in list',
          description: 'Every code the list admits (with uses so far) and every voided code, for a scanner without the network.',
          tags,
          querystring: CheckinList,
          response: { 200: OfflinePackage },
        },
      },
      async (req) => offlinePackage(ctx, req.query),
    );

    app.post(
      '/checkins/sync',
      {
        config: doorRoles,
        schema: {
          summary: 'Sync offline admissions',
          description: 'Replays a scanner\'s offline admissions in order; a person let in who should not have been is stored as a conflict. Idempotent by scanId.',
          tags,
          body: SyncBody,
          response: { 200: SyncAnswer },
        },
      },
      async (req) => sync(ctx, actorOf(signedIn(req).user).userId, req.body),
    );
  };
