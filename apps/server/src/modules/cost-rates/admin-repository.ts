/** Cost rates for the back office (db/schema.ts `cost_rates`): list, read, write, and what refers to one. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { membershipPackages } from '../../db/membership-schema';
import { bookingLines, costRates, tourProductPrices } from '../../db/schema';

export type CostRateRow = typeof costRates.$inferSelect;
export type CostRateValues = Omit<typeof costRates.$inferInsert, 'costRateId'>;

/** Rows `start`..`end` (exclusive) by id, and the total. */
export async function listCostRates(db: Db, start: number, end: number): Promise<{ rows: CostRateRow[]; total: number }> {
  const rows = await db
    .select()
    .from(costRates)
    .orderBy(asc(costRates.costRateId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(costRates);
  return { rows, total: n?.n ?? 0 };
}

export async function findCostRate(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<CostRateRow | undefined> {
  const q = db.select().from(costRates).where(eq(costRates.costRateId, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertCostRate(tx: Tx, values: CostRateValues): Promise<CostRateRow> {
  const [row] = await tx.insert(costRates).values(values).returning();
  if (!row) throw new Error('cost rate not inserted');
  return row;
}

export async function updateCostRate(tx: Tx, id: number, values: Partial<CostRateValues>): Promise<CostRateRow> {
  const [row] = await tx.update(costRates).set(values).where(eq(costRates.costRateId, id)).returning();
  if (!row) throw new Error('cost rate not updated');
  return row;
}

/** Whether booking lines were sold at the rate, and how many membership packages price with it. */
export async function costRateReferences(tx: Tx, id: number): Promise<{ sold: boolean; membershipPackages: number }> {
  const [sold] = await tx.select({ id: bookingLines.bookingLineId }).from(bookingLines).where(eq(bookingLines.costRateId, id)).limit(1);
  const [m] = await tx.select({ n: count() }).from(membershipPackages).where(eq(membershipPackages.costRateId, id));
  return { sold: Boolean(sold), membershipPackages: m?.n ?? 0 };
}

/** Deletes the rate and the product prices at it. */
export async function deleteCostRate(tx: Tx, id: number): Promise<void> {
  await tx.delete(tourProductPrices).where(eq(tourProductPrices.costRateId, id));
  await tx.delete(costRates).where(eq(costRates.costRateId, id));
}
