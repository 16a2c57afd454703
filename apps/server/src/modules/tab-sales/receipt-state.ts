/**
 * The current kitchen state on a stored tab sale receipt (docs/food-ordering.md#kitchen-screen):
 * GET Transactions/{key} answers the receipt stored at payment, with `KitchenState` read again so
 * that a visitor who reloads the receipt sees "Preparing" or "Ready for pickup".
 */
import { eq } from 'drizzle-orm';
import type { TabSaleResult } from '@gt/contract/tab-sales';
import type { AppContext } from '../../app-context';
import * as f from '../../db/food-schema';
import type { TransactionOutcome } from '../transactions/service';

/** `out` with its tab sale's current KitchenState (other answers unchanged). */
export async function withKitchenState(ctx: AppContext, out: TransactionOutcome): Promise<TransactionOutcome> {
  if (out.statusCode !== 200 || !('TabID' in out.body)) return out;
  const receipt = out.body as TabSaleResult;
  const [row] = await ctx.db.select({ state: f.tabSales.kitchenState }).from(f.tabSales).where(eq(f.tabSales.tabSaleId, receipt.TabID));
  const current: TabSaleResult = { ...receipt, KitchenState: row?.state ?? receipt.KitchenState };
  return { ...out, body: current as unknown as TransactionOutcome['body'] };
}
