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
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import { KitchenOrdersQuery, KitchenOrdersResponse, type KitchenOrder } from '@gt/contract/tab-sales';
import type { AppContext } from '../../app-context';
import { passErrorLogger } from '../../db/availability';
import { privateMiddlewareKeys, requireMiddlewareKey } from '../../http/middleware-key';
import { kitchenOrdersAfter } from './repository';
import { kitchenSignal } from './signal';

/** One server-sent event (the format of the WHATWG HTML standard, "Server-sent events"). */
const sseEvent = (o: KitchenOrder) => `id: ${o.TabID}\nevent: order\ndata: ${JSON.stringify(o)}\n\n`;

const StreamQuery = KitchenOrdersQuery.omit({ limit: true });

export const kitchenFeedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', requireMiddlewareKey(privateMiddlewareKeys(ctx)));
    const zone = ctx.config.Public.VenueTimeZone;
    const open = new Set<PassThrough>();
    app.addHook('onClose', async () => {
      for (const s of open) s.end();
    });

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
      async (req, reply) => {
        let cursor = req.headers['last-event-id'] ?? req.query.after;
        const stream = new PassThrough();
        open.add(stream);
        let busy = false;
        let again = false;
        /** Sends every order after the cursor; a wake-up during a send runs it again after. */
        const send = async (): Promise<void> => {
          if (busy) {
            again = true;
            return;
          }
          busy = true;
          try {
            do {
              again = false;
              for (;;) {
                const orders = await kitchenOrdersAfter(ctx.db, { after: cursor, limit: 100, orderLocationId: req.query.OrderLocationID, zone });
                for (const o of orders) stream.write(sseEvent(o));
                cursor = orders.at(-1)?.TabID ?? cursor;
                if (orders.length < 100) break;
              }
            } while (again && !stream.writableEnded);
          } catch (err) {
            passErrorLogger(req.log, ctx.dbAvailability, 'kitchen feed read')(err);
          } finally {
            busy = false;
          }
        };
        const wake = () => void send();
        const poll = setInterval(wake, ctx.config.KitchenFeed.PollSeconds * 1000);
        const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), ctx.config.KitchenFeed.HeartbeatSeconds * 1000);
        kitchenSignal(ctx).on('order', wake);
        const stop = () => {
          clearInterval(poll);
          clearInterval(heartbeat);
          kitchenSignal(ctx).off('order', wake);
          open.delete(stream);
          stream.end();
        };
        req.raw.on('close', stop);
        stream.on('close', stop);
        stream.write(`retry: 3000\n\n`);
        void send();
        return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream);
      },
    );
  };
