/**
 * `/api/admin/v1/kitchen` (roles admin and kitchen; contract admin/kitchen.ts;
 * docs/food-ordering.md#kitchen-screen), for the back office kitchen screen, authenticated by the
 * admin session cookie:
 * GET /kitchen/orders?OrderLocationID → { Orders, Cursor }: today's paid orders (venue date),
 * oldest first, with lines, options, notes, order number, tab location and KitchenState;
 * GET /kitchen/orders/stream?after&OrderLocationID → text/event-stream: today's orders after the
 * cursor (or Last-Event-ID), then each new one as it is paid (`event: order`), and every move of
 * an order (`event: state`, `{TabID, KitchenState}`);
 * POST /kitchen/orders/:id/state {state: 'preparing'|'ready'} → the order: forward only (409
 * otherwise), 404 unknown, audited.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KitchenOrderIdParams, KitchenStateBody, KitchenStreamQuery, KitchenTodayQuery, KitchenTodayResponse } from '@gt/contract/admin/kitchen';
import { KitchenOrder } from '@gt/contract/tab-sales';
import { venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { signedIn } from '../admin-auth/routes';
import { actorOf } from '../admin-auth/service';
import { moveKitchenOrder } from './admin-service';
import { kitchenOrdersAfter } from './repository';
import { KitchenStreams } from './stream';

/** More than a kitchen makes in a day. */
const DAY_LIMIT = 2000;

export const kitchenAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const access = roles('admin', 'kitchen');
    const zone = ctx.config.Public.VenueTimeZone;
    const today = (after: number, limit: number, orderLocationId?: number) =>
      kitchenOrdersAfter(ctx.db, { after, limit, orderLocationId, venueDate: venueDate(ctx.clock(), zone), zone });
    const streams = new KitchenStreams(ctx);
    app.addHook('onClose', async () => streams.closeAll());

    app.get(
      '/kitchen/orders',
      {
        config: access,
        schema: { summary: "Today's kitchen orders", description: 'Paid tab orders of the venue day, oldest first, with their lines and kitchen state.', querystring: KitchenTodayQuery, response: { 200: KitchenTodayResponse } },
      },
      async (req) => {
        const orders = await today(0, DAY_LIMIT, req.query.OrderLocationID);
        return { Orders: orders, Cursor: orders.at(-1)?.TabID ?? 0 };
      },
    );

    app.get(
      '/kitchen/orders/stream',
      {
        config: access,
        schema: {
          summary: 'Stream of kitchen orders',
          description: "Server-sent events: today's orders after the cursor, each new order as it is paid (`order`), each move of an order (`state`).",
          querystring: KitchenStreamQuery,
          headers: z.looseObject({ 'last-event-id': z.coerce.number().int().min(0).optional() }),
        },
      },
      async (req, reply) =>
        streams.send(req, reply, {
          after: req.headers['last-event-id'] ?? req.query.after,
          read: (after, limit) => today(after, limit, req.query.OrderLocationID),
          states: true,
        }),
    );

    app.post(
      '/kitchen/orders/:id/state',
      {
        config: access,
        schema: { summary: 'Move a kitchen order forward', description: 'new → preparing → ready; a move back or to the same state is refused (409). Audited.', params: KitchenOrderIdParams, body: KitchenStateBody, response: { 200: KitchenOrder } },
      },
      (req) => moveKitchenOrder(ctx, actorOf(signedIn(req).user), req.params.id, req.body),
    );
  };
