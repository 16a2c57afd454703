/**
 * The kitchen screen's moves of an order (docs/food-ordering.md#kitchen-screen): new → preparing
 * → ready, only forward, under the sale's row lock (two operators pressing at once: the second
 * reads the first one's state and is refused), audited in the same transaction; the open kitchen
 * screens of this process hear it at once (`state` event).
 */
import { eq } from 'drizzle-orm';
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
  const refused = await ctx.db.transaction(async (tx) => {
    // The row locked until COMMIT: a second operator's move waits, then reads this one's state.
    const [row] = await tx.select({ state: f.tabSales.kitchenState, orderNumber: f.tabSales.orderNumber }).from(f.tabSales).where(eq(f.tabSales.tabSaleId, id)).for('no key update');
    if (!row) throw new ApiError(404, adminMessages.kitchenOrderNotFound);
    if (KITCHEN_STATES.indexOf(row.state) >= KITCHEN_STATES.indexOf(change.state)) return row;
    await tx.update(f.tabSales).set({ kitchenState: change.state }).where(eq(f.tabSales.tabSaleId, id));
    await writeAudit(tx, actor, ctx.clock(), {
      action: 'tab_sale.kitchen_state',
      entity: 'tab_sale',
      entityId: id,
      before: { kitchenState: row.state, orderNumber: row.orderNumber },
      after: { kitchenState: change.state, orderNumber: row.orderNumber },
    });
    return null;
  });
  if (refused) throw new ApiError(409, adminMessages.kitchenStateNotForward(refused.orderNumber, STATE_TEXT[refused.state]));
  kitchenSignal(ctx).emit('state', { TabID: id, KitchenState: change.state });
  return (await kitchenOrder(ctx, id)) as KitchenOrder;
}
