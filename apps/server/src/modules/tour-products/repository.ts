/** Tour products with their PriceMatrix and taxes (spec 01 §3 "Tour product line"). */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TourProduct } from '@gt/contract/catalogue';
import { toDollars } from '@gt/domain/money';
import type { Db } from '../../db/client';
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

/**
 * Loads tour products with prices (dollars) per cost rate and tax entries, keyed by booking type
 * when `bookingTypeIds` is given. Four queries at once, whatever the number of products.
 */
export async function loadTourProducts(db: Db, f: ProductFilter): Promise<{ products: TourProduct[]; byBookingType: Map<number, TourProduct[]> }> {
  const conds: SQL[] = [];
  if (f.tourProductIds) conds.push(inArray(tourProducts.tourProductId, f.tourProductIds.concat(-1)));
  if (f.onlineOnly) conds.push(eq(tourProducts.availableOnline, true));
  const typeIds = f.bookingTypeIds?.length ? f.bookingTypeIds : [-1];
  if (f.bookingTypeIds)
    conds.push(
      inArray(
        tourProducts.tourProductId,
        db.select({ id: bookingTypeProducts.tourProductId }).from(bookingTypeProducts).where(inArray(bookingTypeProducts.bookingTypeId, typeIds)),
      ),
    );
  // Prices and taxes of the same products, selected by the same conditions: all four queries at once.
  const productIds = db.select({ id: tourProducts.tourProductId }).from(tourProducts).where(and(...conds));
  const priceConds = [inArray(tourProductPrices.tourProductId, productIds)];
  if (f.costRateId !== undefined) priceConds.push(eq(tourProductPrices.costRateId, f.costRateId));
  const [links, rows, prices, taxRows] = await Promise.all([
    f.bookingTypeIds
      ? db
          .select({ bookingTypeId: bookingTypeProducts.bookingTypeId, tourProductId: bookingTypeProducts.tourProductId })
          .from(bookingTypeProducts)
          .where(inArray(bookingTypeProducts.bookingTypeId, typeIds))
      : [],
    db.select().from(tourProducts).where(and(...conds)).orderBy(asc(tourProducts.sortOrder), asc(tourProducts.tourProductId)),
    db
      .select({
        tourProductId: tourProductPrices.tourProductId,
        costRateId: tourProductPrices.costRateId,
        priceCents: tourProductPrices.priceCents,
        verify: costRates.verifyGroupMembership,
      })
      .from(tourProductPrices)
      .innerJoin(costRates, eq(costRates.costRateId, tourProductPrices.costRateId))
      .where(and(...priceConds))
      .orderBy(asc(tourProductPrices.costRateId)),
    db
      .select({ tourProductId: tourProductTaxes.tourProductId, name: taxes.name, included: taxes.included, percentage: taxes.percentage })
      .from(tourProductTaxes)
      .innerJoin(taxes, eq(taxes.taxId, tourProductTaxes.taxId))
      .where(inArray(tourProductTaxes.tourProductId, productIds))
      .orderBy(asc(taxes.taxId)),
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
