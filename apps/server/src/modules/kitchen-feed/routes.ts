/**
 * The kitchen feed (docs/food-ordering.md#kitchen-feed): paid tab sales for a kitchen display,
 * server to server, mounted at /middleware and authenticated by a private middleware credential
 * (`X-Middleware-Key` from MiddlewareKeys other than the storefront's public key; else 401
 * 'Middleware credentials are not valid').
 *
 * GET /middleware/api/KitchenOrders?after={TabID}&limit&OrderLocationID → { Orders, Cursor }:
 * orders paid after the cursor, oldest first (at most `limit`, default 100); pass Cursor as
 * `after` next time.
 * GET /middleware/api/KitchenOrders/stream?after&OrderLocationID → text/event-stream: every order
 * after the cursor (or after the `Last-Event-ID` a reconnecting client sends) as
 * `id: {TabID}` / `event: order` / `data: {KitchenOrder JSON}`, then each new one as it is paid
 * (at once from this process, within KitchenFeed.PollSeconds from others), with a `: keep-alive`
 * comment every KitchenFeed.HeartbeatSeconds.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { KitchenOrdersQuery, KitchenOrdersResponse } from '@gt/contract/tab-sales';
import type { AppContext } from '../../app-context';
import { privateMiddlewareKeys, requireMiddlewareKey } from '../../http/middleware-key';
import { kitchenOrdersAfter } from './repository';
import { KitchenStreams } from './stream';

const StreamQuery = KitchenOrdersQuery.omit({ limit: true });

export const kitchenFeedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireMiddlewareKey(privateMiddlewareKeys(ctx)));
    const zone = ctx.config.Public.VenueTimeZone;
    const streams = new KitchenStreams(ctx);
    app.addHook('onClose', async () => streams.closeAll());

    app.get(
      '/api/KitchenOrders',
      { schema: { querystring: KitchenOrdersQuery, response: { 200: KitchenOrdersResponse, 400: ErrorResponse, 401: ErrorResponse } } },
      async (req) => {
        const orders = await kitchenOrdersAfter(ctx.db, { after: req.query.after, limit: req.query.limit, orderLocationId: req.query.OrderLocationID, zone });
        return { Orders: orders, Cursor: orders.at(-1)?.TabID ?? req.query.after };
      },
    );

    app.get(
      '/api/KitchenOrders/stream',
      { schema: { querystring: StreamQuery, headers: z.looseObject({ 'last-event-id': z.coerce.number().int().min(0).optional() }) } },
      async (req, reply) =>
        streams.send(req, reply, {
          after: req.headers['last-event-id'] ?? req.query.after,
          read: (after, limit) => kitchenOrdersAfter(ctx.db, { after, limit, orderLocationId: req.query.OrderLocationID, zone }),
        }),
    );
  };
