/**
 * The kitchen screen in the admin API (`/api/admin/v1/kitchen`, roles admin and kitchen;
 * docs/food-ordering.md#kitchen-screen): today's paid tab orders as the kitchen feed carries them
 * (KitchenOrder, with their KitchenState), and the move of an order forward.
 */
import { z } from 'zod';
import { INT32_MAX } from '../wire';
import { KitchenOrdersResponse, KitchenState } from '../tab-sales';

/** GET /kitchen/orders and the stream: one order location's orders, or all of them. */
export const KitchenTodayQuery = z
  .object({ OrderLocationID: z.coerce.number().int().positive().max(INT32_MAX).optional() })
  .strict();

/** GET /kitchen/orders/stream: also the cursor (a TabID) to send orders after (0: all of today's). */
export const KitchenStreamQuery = KitchenTodayQuery.extend({ after: z.coerce.number().int().min(0).max(INT32_MAX).default(0) }).strict();

/** Today's orders (venue date), oldest first, and the cursor to stream after. */
export const KitchenTodayResponse = KitchenOrdersResponse;

export const KitchenOrderIdParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });

/** POST /kitchen/orders/:id/state: the state to move the order to (forward only). */
export const KitchenStateBody = z.object({ state: z.enum(['preparing', 'ready']) }).strict();
export type KitchenStateBody = z.infer<typeof KitchenStateBody>;

/** The `state` event of the stream: an order moved forward (by any operator). */
export const KitchenStateEvent = z.object({ TabID: z.number().int(), KitchenState });
export type KitchenStateEvent = z.infer<typeof KitchenStateEvent>;
