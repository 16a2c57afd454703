/**
 * The server-sent-events stream of paid tab orders (the WHATWG HTML standard, "Server-sent
 * events"), shared by the kitchen feed (server to server, a private middleware key) and the back
 * office kitchen screen (the admin session; docs/food-ordering.md#kitchen-screen).
 *
 * A stream first sends every order after its cursor, then each new one as soon as it is paid (at
 * once from this process through kitchenSignal, within KitchenFeed.PollSeconds from others):
 * `id: {TabID}` / `event: order` / `data: {KitchenOrder JSON}`; a `: keep-alive` comment every
 * KitchenFeed.HeartbeatSeconds; with `states`, also `event: state` / `data: {TabID, KitchenState}`
 * when an operator of this process moves an order forward.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KitchenStateEvent } from '@gt/contract/admin/kitchen';
import type { KitchenOrder } from '@gt/contract/tab-sales';
import type { AppContext } from '../../app-context';
import { passErrorLogger } from '../../db/availability';
import { kitchenSignal } from './signal';

const PAGE = 100;

const orderEvent = (o: KitchenOrder) => `id: ${o.TabID}\nevent: order\ndata: ${JSON.stringify(o)}\n\n`;
const stateEvent = (s: KitchenStateEvent) => `event: state\ndata: ${JSON.stringify(s)}\n\n`;

export interface OrderStreamOptions {
  /** Orders with a TabID above this are sent first. */
  after: number;
  /** Up to `limit` orders after the cursor `after`, oldest first. */
  read(after: number, limit: number): Promise<KitchenOrder[]>;
  /** Also send every state change (the kitchen screen). */
  states?: boolean;
}

/** The open streams of one plugin: `send` opens one, `closeAll` ends them (at the server's close). */
export class KitchenStreams {
  private readonly open = new Set<PassThrough>();

  constructor(private readonly ctx: AppContext) {}

  closeAll(): void {
    for (const s of this.open) s.end();
  }

  /** Answers `req` with a stream of the orders `opts` reads (text/event-stream, never cached). */
  send(req: FastifyRequest, reply: FastifyReply, opts: OrderStreamOptions): FastifyReply {
    const { ctx } = this;
    let cursor = opts.after;
    const stream = new PassThrough();
    this.open.add(stream);
    let busy = false;
    let again = false;
    /** Sends every order after the cursor; a wake-up during a send runs it again after. */
    const sendOrders = async (): Promise<void> => {
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        do {
          again = false;
          for (;;) {
            const orders = await opts.read(cursor, PAGE);
            for (const o of orders) stream.write(orderEvent(o));
            cursor = orders.at(-1)?.TabID ?? cursor;
            if (orders.length < PAGE) break;
          }
        } while (again && !stream.writableEnded);
      } catch (err) {
        passErrorLogger(req.log, ctx.dbAvailability, 'kitchen feed read')(err);
      } finally {
        busy = false;
      }
    };
    const wake = () => void sendOrders();
    const onState = (s: KitchenStateEvent) => stream.write(stateEvent(s));
    const signal = kitchenSignal(ctx);
    const poll = setInterval(wake, ctx.config.KitchenFeed.PollSeconds * 1000);
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), ctx.config.KitchenFeed.HeartbeatSeconds * 1000);
    signal.on('order', wake);
    if (opts.states) signal.on('state', onState);
    const stop = () => {
      clearInterval(poll);
      clearInterval(heartbeat);
      signal.off('order', wake);
      signal.off('state', onState);
      this.open.delete(stream);
      stream.end();
    };
    req.raw.on('close', stop);
    stream.on('close', stop);
    stream.write(`retry: 3000\n\n`);
    void sendOrders();
    return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream);
  }
}
