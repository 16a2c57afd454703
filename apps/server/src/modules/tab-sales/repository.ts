/**
 * The write of a paid tab sale, inside its booking transaction: the order number of the location
 * and venue day, the `transactions` row (its receipt number, shared with every sale), the tab
 * sale and its lines as sold. Cents.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { TaxedAmount } from '@gt/domain/tax';
import type { TestHooks } from '../../app-context';
import type { Tx } from '../../db/client';
import * as f from '../../db/food-schema';
import { transactions } from '../../db/schema';

export interface TabSaleWrite {
  customerId: number;
  nodeNo: number;
  username: string | null;
  idempotencyKey: string;
  paidAt: Date;
  /** Venue date `YYYY-MM-DD` the order number counts in. */
  venueDate: string;
  orderLocationId: number;
  tabLocationId: number;
  firstName: string;
  lastName: string;
  mobile: string;
  totals: TaxedAmount;
  lines: { productLineNo: number; foodProductId: number; productName: string; quantity: number; notes: string; options: f.SoldOption[]; amounts: TaxedAmount }[];
}

/**
 * The next order number of a location on a venue day, from 1: one guarded upsert, so that two
 * sales paid at the same moment never share a number (the row lock lasts until COMMIT).
 */
async function nextOrderNumber(tx: Tx, orderLocationId: number, venueDate: string, hooks?: TestHooks): Promise<number> {
  if (hooks?.skipOrderNumberLock) return unguardedOrderNumber(tx, orderLocationId, venueDate, hooks);
  const [row] = await tx
    .insert(f.orderNumbers)
    .values({ orderLocationId, venueDate, lastNumber: 1 })
    .onConflictDoUpdate({ target: [f.orderNumbers.orderLocationId, f.orderNumbers.venueDate], set: { lastNumber: sql`${f.orderNumbers.lastNumber} + 1` } })
    .returning({ n: f.orderNumbers.lastNumber });
  return row?.n as number;
}

/** The race test's control: the last number read without a lock, then the race window. */
async function unguardedOrderNumber(tx: Tx, orderLocationId: number, venueDate: string, hooks: TestHooks): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${f.tabSales.orderNumber}), 0)::int + 1` })
    .from(f.tabSales)
    .where(and(eq(f.tabSales.orderLocationId, orderLocationId), eq(f.tabSales.venueDate, venueDate)));
  await hooks.afterAvailabilityCheck?.();
  return row?.n as number;
}

/**
 * Writes the sale; returns its receipt number, tab id (the kitchen feed cursor) and order number.
 * `hooks` are the tests' (production passes none).
 */
export async function insertTabSale(tx: Tx, w: TabSaleWrite, hooks?: TestHooks): Promise<{ receiptNo: number; tabSaleId: number; orderNumber: number }> {
  const orderNumber = await nextOrderNumber(tx, w.orderLocationId, w.venueDate, hooks);
  const [t] = await tx
    .insert(transactions)
    .values({
      customerId: w.customerId,
      nodeNo: w.nodeNo,
      username: w.username,
      idempotencyKey: w.idempotencyKey,
      transactionDate: w.paidAt,
      totalExTaxCents: w.totals.exTaxCents,
      totalTaxCents: w.totals.taxCents,
      totalCents: w.totals.totalCents,
    })
    .returning({ receiptNo: transactions.receiptNo });
  const receiptNo = t?.receiptNo as number;
  const [sale] = await tx
    .insert(f.tabSales)
    .values({
      receiptNo,
      customerId: w.customerId,
      orderLocationId: w.orderLocationId,
      tabLocationId: w.tabLocationId,
      nodeNo: w.nodeNo,
      venueDate: w.venueDate,
      orderNumber,
      firstName: w.firstName,
      lastName: w.lastName,
      mobile: w.mobile,
      leaveOrderOpen: false,
      sendToKitchen: true,
      paidAt: w.paidAt,
    })
    .returning({ tabSaleId: f.tabSales.tabSaleId });
  const tabSaleId = sale?.tabSaleId as number;
  await tx.insert(f.tabSaleLines).values(
    w.lines.map((l) => ({
      tabSaleId,
      productLineNo: l.productLineNo,
      foodProductId: l.foodProductId,
      productName: l.productName,
      quantity: l.quantity,
      notes: l.notes,
      options: l.options,
      exTaxCents: l.amounts.exTaxCents,
      taxCents: l.amounts.taxCents,
      totalCents: l.amounts.totalCents,
    })),
  );
  return { receiptNo, tabSaleId, orderNumber };
}
