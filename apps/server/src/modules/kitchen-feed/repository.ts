/**
 * Reads of the kitchen feed and the kitchen screen: paid tab sales after a cursor (their TabID),
 * oldest first, with their lines as sold and their kitchen state; optionally of one venue date.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { KitchenOrder } from '@gt/contract/tab-sales';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { Db } from '../../db/client';
import * as f from '../../db/food-schema';

export async function kitchenOrdersAfter(db: Db, q: { after: number; limit: number; orderLocationId?: number; venueDate?: string; zone: string }): Promise<KitchenOrder[]> {
  const sales = await db
    .select({ sale: f.tabSales, location: f.orderLocations.name, tab: f.tabLocations.name })
    .from(f.tabSales)
    .innerJoin(f.orderLocations, eq(f.orderLocations.orderLocationId, f.tabSales.orderLocationId))
    .innerJoin(f.tabLocations, eq(f.tabLocations.tabLocationId, f.tabSales.tabLocationId))
    .where(
      and(
        gt(f.tabSales.tabSaleId, q.after),
        q.orderLocationId === undefined ? undefined : eq(f.tabSales.orderLocationId, q.orderLocationId),
        q.venueDate === undefined ? undefined : eq(f.tabSales.venueDate, q.venueDate),
      ),
    )
    .orderBy(asc(f.tabSales.tabSaleId))
    .limit(q.limit);
  const lines = await db
    .select()
    .from(f.tabSaleLines)
    .where(inArray(f.tabSaleLines.tabSaleId, sales.map((s) => s.sale.tabSaleId).concat(-1)))
    .orderBy(asc(f.tabSaleLines.productLineNo));
  return sales.map(({ sale, location, tab }) => ({
    TabID: sale.tabSaleId,
    ReceiptNo: sale.receiptNo,
    OrderNumber: sale.orderNumber,
    OrderLocationID: sale.orderLocationId,
    OrderLocation: location,
    NodeNo: sale.nodeNo,
    TabLocationID: sale.tabLocationId,
    TabLocationName: tab,
    TabCustomerFirstName: sale.firstName,
    TabCustomerLastName: sale.lastName,
    TabCustomerMobile: sale.mobile,
    PlacedAt: formatVenueDateTime(sale.paidAt, q.zone),
    SendToKitchen: sale.sendToKitchen,
    KitchenState: sale.kitchenState,
    OrderProducts: lines
      .filter((l) => l.tabSaleId === sale.tabSaleId)
      .map((l) => ({
        ProductLineNo: l.productLineNo,
        ProductID: l.foodProductId,
        ProductName: l.productName,
        Quantity: l.quantity,
        ProductNotes: l.notes,
        Options: l.options.map((o) => ({ OptionID: o.OptionID, OptionName: o.OptionName, ProductID: o.ProductID, ProductName: o.ProductName })),
      })),
  }));
}
