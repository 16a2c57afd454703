/**
 * GA tickets and the checkout products for the back office (db/product-schema.ts `products` and
 * `product_taxes`): a GA ticket with its tax ids; the next free product id; what refers to a
 * product (its sales, coupons). Cents and venue dates as stored.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponProducts } from '../../db/coupon-schema';
import { productTaxes, products, transactionProductLines } from '../../db/product-schema';
import { lockProductIds } from '../products/repository';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'productId' | 'productType'>;
export type ProductType = ProductRow['productType'];

/** A product row and its tax ids (ascending). */
export interface ProductRecord {
  row: ProductRow;
  taxIds: number[];
}

async function withTaxes(db: Db | Tx, rows: ProductRow[]): Promise<ProductRecord[]> {
  const links = await db
    .select()
    .from(productTaxes)
    .where(inArray(productTaxes.productId, rows.map((r) => r.productId).concat(-1)))
    .orderBy(asc(productTaxes.taxId));
  return rows.map((row) => ({ row, taxIds: links.filter((l) => l.productId === row.productId).map((l) => l.taxId) }));
}

const ofTypes = (types: ProductType[], displayAreaNo?: number) =>
  and(inArray(products.productType, types), displayAreaNo === undefined ? undefined : eq(products.displayAreaNo, displayAreaNo));

/** Rows `start`..`end` (exclusive) of the types, by display area, department order, order and id; and the total. */
export async function listProducts(
  db: Db,
  f: { types: ProductType[]; displayAreaNo?: number },
  start: number,
  end: number,
): Promise<{ records: ProductRecord[]; total: number }> {
  const where = ofTypes(f.types, f.displayAreaNo);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.displayAreaNo), asc(products.departmentSortOrder), asc(products.sortOrder), asc(products.productId))
    .offset(start)
    .limit(end - start);
  const [n] = await db.select({ n: count() }).from(products).where(where);
  return { records: await withTaxes(db, rows), total: n?.n ?? 0 };
}

/** The product `id` if it is of one of `types`. */
export async function findProduct(db: Db | Tx, id: number, types: ProductType[], opts: { forUpdate?: boolean } = {}): Promise<ProductRecord | undefined> {
  const q = db
    .select()
    .from(products)
    .where(and(eq(products.productId, id), inArray(products.productType, types)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ? (await withTaxes(db, [row]))[0] : undefined;
}

/**
 * The id of a new GA ticket: after the highest GA ticket's (from 2001: the demo's numbering), or
 * after every product's when that one is taken. `products` has no sequence (the configuration
 * names the donation and fee by id), so ids are taken under a transaction-scoped advisory lock.
 */
export async function nextGaProductId(tx: Tx): Promise<number> {
  await lockProductIds(tx);
  const [ga] = await tx
    .select({ max: sql<number>`coalesce(max(${products.productId}), 2000)::int` })
    .from(products)
    .where(eq(products.productType, 'gaticket'));
  const next = (ga?.max ?? 2000) + 1;
  const [taken] = await tx.select({ id: products.productId }).from(products).where(eq(products.productId, next));
  if (!taken) return next;
  const [all] = await tx.select({ max: sql<number>`max(${products.productId})::int` }).from(products);
  return (all?.max ?? 2000) + 1;
}

export async function insertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

export async function updateProduct(tx: Tx, id: number, values: Partial<ProductValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(products).set(values).where(eq(products.productId, id));
}

/** Replaces the product's taxes. */
export async function replaceProductTaxes(tx: Tx, id: number, taxIds: number[]): Promise<void> {
  await tx.delete(productTaxes).where(eq(productTaxes.productId, id));
  if (taxIds.length) await tx.insert(productTaxes).values(taxIds.map((taxId) => ({ productId: id, taxId })));
}

/** Whether the product was sold, and whether coupons discount it. */
export async function productReferences(tx: Tx, id: number): Promise<{ sold: boolean; coupons: boolean }> {
  const [sold] = await tx.select({ n: transactionProductLines.receiptNo }).from(transactionProductLines).where(eq(transactionProductLines.productId, id)).limit(1);
  const [coupon] = await tx.select({ n: couponProducts.couponId }).from(couponProducts).where(eq(couponProducts.productId, id)).limit(1);
  return { sold: Boolean(sold), coupons: Boolean(coupon) };
}

/** Deletes the product and its tax links. */
export async function deleteProduct(tx: Tx, id: number): Promise<void> {
  await tx.delete(productTaxes).where(eq(productTaxes.productId, id));
  await tx.delete(products).where(eq(products.productId, id));
}
