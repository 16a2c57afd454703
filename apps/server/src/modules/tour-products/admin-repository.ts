/**
 * Tour products for the back office (db/schema.ts `tour_products` and its `tour_product_prices`,
 * `tour_product_taxes`, `booking_type_products`): a product with its prices (cents), taxes and
 * booking types; writes replace those lists; and what refers to a product (sales, holds, coupons).
 */
import { asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponTourProducts } from '../../db/coupon-schema';
import {
  bookingLines,
  bookingTypeProducts,
  bookingTypes,
  costRates,
  soldSeats,
  taxes,
  tourHolds,
  tourProductPrices,
  tourProductTaxes,
  tourProducts,
} from '../../db/schema';

export type TourProductRow = typeof tourProducts.$inferSelect;
export type TourProductValues = Omit<typeof tourProducts.$inferInsert, 'tourProductId'>;

/** A product row with its prices (by cost rate), tax ids and booking type ids, each in id order. */
export interface TourProductRecord {
  row: TourProductRow;
  prices: { costRateId: number; priceCents: number }[];
  taxIds: number[];
  bookingTypeIds: number[];
}

async function withLists(db: Db | Tx, rows: TourProductRow[]): Promise<TourProductRecord[]> {
  const ids = rows.map((r) => r.tourProductId).concat(-1);
  const [prices, taxRows, links] = await Promise.all([
    db.select().from(tourProductPrices).where(inArray(tourProductPrices.tourProductId, ids)).orderBy(asc(tourProductPrices.costRateId)),
    db.select().from(tourProductTaxes).where(inArray(tourProductTaxes.tourProductId, ids)).orderBy(asc(tourProductTaxes.taxId)),
    db
      .select()
      .from(bookingTypeProducts)
      .where(inArray(bookingTypeProducts.tourProductId, ids))
      .orderBy(asc(bookingTypeProducts.bookingTypeId)),
  ]);
  return rows.map((row) => ({
    row,
    prices: prices
      .filter((p) => p.tourProductId === row.tourProductId)
      .map((p) => ({ costRateId: p.costRateId, priceCents: p.priceCents })),
    taxIds: taxRows.filter((t) => t.tourProductId === row.tourProductId).map((t) => t.taxId),
    bookingTypeIds: links.filter((l) => l.tourProductId === row.tourProductId).map((l) => l.bookingTypeId),
  }));
}

/** Products in sort order (then id), rows `start`..`end` (exclusive), optionally only a booking type's; and the total. */
export async function listTourProducts(
  db: Db,
  q: { start: number; end: number; bookingTypeId?: number },
): Promise<{ records: TourProductRecord[]; total: number }> {
  const where: SQL | undefined =
    q.bookingTypeId === undefined
      ? undefined
      : inArray(
          tourProducts.tourProductId,
          db
            .select({ id: bookingTypeProducts.tourProductId })
            .from(bookingTypeProducts)
            .where(eq(bookingTypeProducts.bookingTypeId, q.bookingTypeId)),
        );
  const rows = await db
    .select()
    .from(tourProducts)
    .where(where)
    .orderBy(asc(tourProducts.sortOrder), asc(tourProducts.tourProductId))
    .offset(q.start)
    .limit(q.end - q.start);
  const [n] = await db.select({ n: count() }).from(tourProducts).where(where);
  return { records: await withLists(db, rows), total: n?.n ?? 0 };
}

/** One product with its lists; `forUpdate` locks its row. */
export async function findTourProduct(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}): Promise<TourProductRecord | undefined> {
  const q = db.select().from(tourProducts).where(eq(tourProducts.tourProductId, id));
  const rows = opts.forUpdate ? await q.for('update') : await q;
  const [record] = await withLists(db, rows);
  return record;
}

/** Of `ids` in `table`, the ones that do not exist. */
export async function missingIds(tx: Tx, kind: 'costRate' | 'tax' | 'bookingType' | 'tourProduct', ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const col = {
    costRate: costRates.costRateId,
    tax: taxes.taxId,
    bookingType: bookingTypes.bookingTypeId,
    tourProduct: tourProducts.tourProductId,
  }[kind];
  const table = { costRate: costRates, tax: taxes, bookingType: bookingTypes, tourProduct: tourProducts }[kind];
  const found = new Set((await tx.select({ id: col }).from(table).where(inArray(col, ids))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

export async function insertTourProduct(tx: Tx, values: TourProductValues): Promise<TourProductRow> {
  const [row] = await tx.insert(tourProducts).values(values).returning();
  if (!row) throw new Error('tour product not inserted');
  return row;
}

export async function updateTourProduct(tx: Tx, id: number, values: Partial<TourProductValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(tourProducts).set(values).where(eq(tourProducts.tourProductId, id));
}

/** Replaces the product's prices (cents by cost rate). Bookings keep the prices they were sold at (booking_lines). */
export async function replacePrices(tx: Tx, id: number, prices: { costRateId: number; priceCents: number }[]): Promise<void> {
  await tx.delete(tourProductPrices).where(eq(tourProductPrices.tourProductId, id));
  if (prices.length) await tx.insert(tourProductPrices).values(prices.map((p) => ({ tourProductId: id, ...p })));
}

export async function replaceTaxes(tx: Tx, id: number, taxIds: number[]): Promise<void> {
  await tx.delete(tourProductTaxes).where(eq(tourProductTaxes.tourProductId, id));
  if (taxIds.length) await tx.insert(tourProductTaxes).values(taxIds.map((taxId) => ({ tourProductId: id, taxId })));
}

/** Replaces the booking types that sell the product. */
export async function replaceBookingTypes(tx: Tx, id: number, bookingTypeIds: number[]): Promise<void> {
  await tx.delete(bookingTypeProducts).where(eq(bookingTypeProducts.tourProductId, id));
  if (bookingTypeIds.length)
    await tx.insert(bookingTypeProducts).values(bookingTypeIds.map((bookingTypeId) => ({ bookingTypeId, tourProductId: id })));
}

/** Whether the product was sold (booking lines or recorded seats), and whether holds, coupons or other products refer to it. */
export async function tourProductReferences(tx: Tx, id: number): Promise<{ sold: boolean; inUse: boolean }> {
  const [lines, seats, holds, coupons, discounts] = await Promise.all([
    tx.select({ id: bookingLines.bookingLineId }).from(bookingLines).where(eq(bookingLines.tourProductId, id)).limit(1),
    tx.select({ id: soldSeats.soldSeatId }).from(soldSeats).where(eq(soldSeats.tourProductId, id)).limit(1),
    tx.select({ id: tourHolds.tourHoldId }).from(tourHolds).where(eq(tourHolds.tourProductId, id)).limit(1),
    tx
      .select({ id: couponTourProducts.couponId })
      .from(couponTourProducts)
      .where(or(eq(couponTourProducts.tourProductId, id), eq(couponTourProducts.applyToTourProductId, id)))
      .limit(1),
    tx.select({ id: tourProducts.tourProductId }).from(tourProducts).where(eq(tourProducts.applyDiscountToTourProductId, id)).limit(1),
  ]);
  return { sold: lines.length + seats.length > 0, inUse: holds.length + coupons.length + discounts.length > 0 };
}

/** Deletes the product with its prices, taxes and booking type links. */
export async function deleteTourProduct(tx: Tx, id: number): Promise<void> {
  await tx.delete(tourProductPrices).where(eq(tourProductPrices.tourProductId, id));
  await tx.delete(tourProductTaxes).where(eq(tourProductTaxes.tourProductId, id));
  await tx.delete(bookingTypeProducts).where(eq(bookingTypeProducts.tourProductId, id));
  await tx.delete(tourProducts).where(eq(tourProducts.tourProductId, id));
}
