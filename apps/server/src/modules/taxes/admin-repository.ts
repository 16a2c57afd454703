/** Taxes for the back office (db/schema.ts `taxes`): list, read, write, and whether products use one. */
import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { foodProductTaxes } from '../../db/food-schema';
import { productTaxes } from '../../db/product-schema';
import { taxes, tourProductTaxes } from '../../db/schema';

export type TaxRow = typeof taxes.$inferSelect;
export type TaxValues = Omit<typeof taxes.$inferInsert, 'taxId'>;

/** Rows `start`..`end` (exclusive) by id, and the total. */
export async function listTaxes(db: Db, start: number, end: number): Promise<{ rows: TaxRow[]; total: number }> {
  const rows = await db
    .select()
    .from(taxes)
    .orderBy(asc(taxes.taxId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(taxes);
  return { rows, total: n?.n ?? 0 };
}

export async function findTax(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<TaxRow | undefined> {
  const q = db.select().from(taxes).where(eq(taxes.taxId, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertTax(tx: Tx, values: TaxValues): Promise<TaxRow> {
  const [row] = await tx.insert(taxes).values(values).returning();
  if (!row) throw new Error('tax not inserted');
  return row;
}

export async function updateTax(tx: Tx, id: number, values: Partial<TaxValues>): Promise<TaxRow> {
  const [row] = await tx.update(taxes).set(values).where(eq(taxes.taxId, id)).returning();
  if (!row) throw new Error('tax not updated');
  return row;
}

/** Whether a tour product, GA ticket / product or food product applies the tax. */
export async function taxUsed(tx: Tx, id: number): Promise<boolean> {
  const found = await Promise.all([
    tx.select({ id: tourProductTaxes.taxId }).from(tourProductTaxes).where(eq(tourProductTaxes.taxId, id)).limit(1),
    tx.select({ id: productTaxes.taxId }).from(productTaxes).where(eq(productTaxes.taxId, id)).limit(1),
    tx.select({ id: foodProductTaxes.taxId }).from(foodProductTaxes).where(eq(foodProductTaxes.taxId, id)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

export async function deleteTax(tx: Tx, id: number): Promise<void> {
  await tx.delete(taxes).where(eq(taxes.taxId, id));
}
