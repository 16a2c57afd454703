/** Tour products with their PriceMatrix and taxes (spec 01 §3 "Tour product line"). */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TourProduct } from '@gt/contract/catalogue';
import { toDollars } from '@gt/domain/money';
import type { Db } from '../../db/client';
import { intArray, prepared } from '../../db/prepared';
import {
  bookingTypeProducts,
  costRates,
  taxes,
  tourProductPrices,
  tourProductTaxes,
  tourProducts,
} from '../../db/schema';

export interface ProductFilter {
  tourProductIds?: number[];
  bookingTypeIds?: number[];
  costRateId?: number;
  onlineOnly?: boolean;
}

/** The products of a filter: one WHERE, with the filter's ids bound as `products`, `types`, `costRate`. */
function productQueries(db: Db, name: string, f: ProductFilter) {
  const types = sql`${bookingTypeProducts.bookingTypeId} = any(${sql.placeholder('types')}::int[])`;
  const conds: SQL[] = [];
  if (f.tourProductIds) conds.push(sql`${tourProducts.tourProductId} = any(${sql.placeholder('products')}::int[])`);
  if (f.onlineOnly) conds.push(eq(tourProducts.availableOnline, true));
  if (f.bookingTypeIds) conds.push(inArray(tourProducts.tourProductId, db.select({ id: bookingTypeProducts.tourProductId }).from(bookingTypeProducts).where(types)));
  // Prices and taxes of the same products, selected by the same conditions: all four queries at once.
  const productIds = db.select({ id: tourProducts.tourProductId }).from(tourProducts).where(and(...conds));
  const priceConds = [inArray(tourProductPrices.tourProductId, productIds)];
  if (f.costRateId !== undefined) priceConds.push(sql`${tourProductPrices.costRateId} = ${sql.placeholder('costRate')}::int`);
  return {
    links: f.bookingTypeIds
      ? db
          .select({ bookingTypeId: bookingTypeProducts.bookingTypeId, tourProductId: bookingTypeProducts.tourProductId })
          .from(bookingTypeProducts)
          .where(types)
          .prepare(`${name}_links`)
      : null,
    rows: db.select().from(tourProducts).where(and(...conds)).orderBy(asc(tourProducts.sortOrder), asc(tourProducts.tourProductId)).prepare(`${name}_rows`),
    prices: db
      .select({
        tourProductId: tourProductPrices.tourProductId,
        costRateId: tourProductPrices.costRateId,
        priceCents: tourProductPrices.priceCents,
        verify: costRates.verifyGroupMembership,
      })
      .from(tourProductPrices)
      .innerJoin(costRates, eq(costRates.costRateId, tourProductPrices.costRateId))
      .where(and(...priceConds))
      .orderBy(asc(tourProductPrices.costRateId))
      .prepare(`${name}_prices`),
    taxes: db
      .select({ tourProductId: tourProductTaxes.tourProductId, name: taxes.name, included: taxes.included, percentage: taxes.percentage })
      .from(tourProductTaxes)
      .innerJoin(taxes, eq(taxes.taxId, tourProductTaxes.taxId))
      .where(inArray(tourProductTaxes.tourProductId, productIds))
      .orderBy(asc(taxes.taxId))
      .prepare(`${name}_taxes`),
  };
}

/**
 * Loads tour products with prices (dollars) per cost rate and tax entries, keyed by booking type
 * when `bookingTypeIds` is given. Four queries at once, whatever the number of products: named
 * prepared queries, one set per combination of the filter's conditions (db/prepared.ts; building
 * them with Drizzle on every call cost about 2 ms of CPU per month listing, bench/).
 */
export async function loadTourProducts(db: Db, f: ProductFilter): Promise<{ products: TourProduct[]; byBookingType: Map<number, TourProduct[]> }> {
  const name = `tour_products${f.tourProductIds ? '_by_id' : ''}${f.bookingTypeIds ? '_by_type' : ''}${f.onlineOnly ? '_online' : ''}${f.costRateId !== undefined ? '_rate' : ''}`;
  const q = prepared(db, name, (d) => productQueries(d, name, f));
  const params = {
    ...(f.tourProductIds ? { products: intArray(f.tourProductIds) } : {}),
    ...(f.bookingTypeIds ? { types: intArray(f.bookingTypeIds) } : {}),
    ...(f.costRateId !== undefined ? { costRate: f.costRateId } : {}),
  };
  const [links, rows, prices, taxRows] = await Promise.all([
    q.links ? q.links.execute(params) : [],
    q.rows.execute(params),
    q.prices.execute(params),
    q.taxes.execute(params),
  ]);
  const products: TourProduct[] = rows.map((p) => {
    const productTaxes = taxRows
      .filter((t) => t.tourProductId === p.tourProductId)
      .map((t) => ({ TaxName: t.name, TaxIncluded: t.included, TaxPercentage: Number(t.percentage) }));
    return {
      TourProductID: p.tourProductId,
      TourProductName: p.name,
      Information: p.information,
      PriceMatrix: prices
        .filter((pr) => pr.tourProductId === p.tourProductId)
        .map((pr) => ({
          CostRateID: pr.costRateId,
          ProductID: p.tourProductId,
          Price: toDollars(pr.priceCents),
          Taxes: productTaxes,
          VerifyGroupMembership: pr.verify,
        })),
      AffectsCapacity: p.affectsCapacity,
      AvailableOnline: p.availableOnline,
      ShowOnCalendar: p.showOnCalendar,
      MinimumTickets: p.minimumTickets,
      MaximumTickets: p.maximumTickets,
      ApplyDiscountToTourProductID: p.applyDiscountToTourProductId,
    };
  });
  const byId = new Map(products.map((p) => [p.TourProductID, p]));
  const byBookingType = new Map<number, TourProduct[]>();
  for (const l of links) {
    const p = byId.get(l.tourProductId);
    if (!p) continue;
    const list = byBookingType.get(l.bookingTypeId) ?? [];
    list.push(p);
    byBookingType.set(l.bookingTypeId, list);
  }
  for (const list of byBookingType.values()) list.sort((a, b) => products.indexOf(a) - products.indexOf(b));
  return { products, byBookingType };
}
