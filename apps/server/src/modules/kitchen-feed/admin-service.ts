/**
 * The kitchen screen's moves of an order (docs/food-ordering.md#kitchen-screen): new → preparing
 * → ready, only forward, in one guarded UPDATE (two operators pressing at once: the second is
 * refused), audited in the same transaction; the open kitchen screens of this process hear it at
 * once (`state` event).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { adminMessages } from '@gt/domain/admin-messages';
import { KITCHEN_STATES, type KitchenOrder, type KitchenState } from '@gt/contract/tab-sales';
import type { KitchenStateBody } from '@gt/contract/admin/kitchen';
import type { AppContext } from '../../app-context';
import * as f from '../../db/food-schema';
import { ApiError } from '../../http/errors';
import { writeAudit, type Actor } from '../audit/repository';
import { kitchenOrdersAfter } from './repository';
import { kitchenSignal } from './signal';

/** How an operator reads each state (the error text). */
const STATE_TEXT: Record<KitchenState, string> = { new: 'new', preparing: 'Preparing', ready: 'Ready for pickup' };

/** The order with TabID `id` as the kitchen reads it, or undefined. */
async function kitchenOrder(ctx: AppContext, id: number): Promise<KitchenOrder | undefined> {
  const [order] = await kitchenOrdersAfter(ctx.db, { after: id - 1, limit: 1, zone: ctx.config.Public.VenueTimeZone });
  return order?.TabID === id ? order : undefined;
}

/**
 * Moves order `id` (its TabID) to `change.state` and returns it. Errors: 404
 * `kitchenOrderNotFound`; 409 `kitchenStateNotForward` when it is already there or further.
 */
export async function moveKitchenOrder(ctx: AppContext, actor: Actor, id: number, change: KitchenStateBody): Promise<KitchenOrder> {
  const before = await kitchenOrder(ctx, id);
  if (!before) throw new ApiError(404, adminMessages.kitchenOrderNotFound);
  const earlier = KITCHEN_STATES.slice(0, KITCHEN_STATES.indexOf(change.state));
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(f.tabSales)
      .set({ kitchenState: change.state })
      .where(and(eq(f.tabSales.tabSaleId, id), inArray(f.tabSales.kitchenState, earlier)))
      .returning({ previous: f.tabSales.kitchenState });
    if (!row) return false;
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'tab_sale.kitchen_state',
      entity: 'tab_sale',
      entityId: id,
      before: { kitchenState: before.KitchenState, orderNumber: before.OrderNumber },
      after: { kitchenState: change.state, orderNumber: before.OrderNumber },
    });
    return true;
  });
  const after = (await kitchenOrder(ctx, id)) as KitchenOrder;
  if (!moved) throw new ApiError(409, adminMessages.kitchenStateNotForward(after.OrderNumber, STATE_TEXT[after.KitchenState]));
  kitchenSignal(ctx).emit('state', { TabID: id, KitchenState: after.KitchenState });
  return after;
}
