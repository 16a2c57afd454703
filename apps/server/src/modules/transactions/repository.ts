/** Catalogue reads for re-pricing, and the sale write of a paid checkout (spec 01 §3 "Transaction"). */
import { eq, inArray } from 'drizzle-orm';
import type { TaxRate, TaxedAmount } from '@gt/domain/tax';
import type { Db, Tx } from '../../db/client';
import * as s from '../../db/schema';

export interface OrderCatalogue {
  events: Map<
    number,
    { eventName: string; bookingTypeId: number; startsAt: Date; endsAt: Date; waiverRequired: boolean; waiverUrl: string | null }
  >;
  products: Map<number, { name: string; affectsCapacity: boolean; taxes: TaxRate[]; prices: { costRateId: number; priceCents: number }[] }>;
}

/** Events (with booking type waiver data) and products (with cents prices and taxes) of an order. */
export async function loadOrderCatalogue(db: Db, tourEventIds: number[], tourProductIds: number[]): Promise<OrderCatalogue> {
  const [events, products, prices, taxRows] = await Promise.all([
    db
      .select({
        id: s.tourEvents.tourEventId,
        eventName: s.tourEvents.eventName,
        bookingTypeId: s.tourEvents.bookingTypeId,
        startsAt: s.tourEvents.startsAt,
        endsAt: s.tourEvents.endsAt,
        waiverRequired: s.bookingTypes.waiverRequired,
        waiverUrl: s.bookingTypes.waiverUrl,
      })
      .from(s.tourEvents)
      .innerJoin(s.bookingTypes, eq(s.bookingTypes.bookingTypeId, s.tourEvents.bookingTypeId))
      .where(inArray(s.tourEvents.tourEventId, tourEventIds)),
    db.select().from(s.tourProducts).where(inArray(s.tourProducts.tourProductId, tourProductIds)),
    db.select().from(s.tourProductPrices).where(inArray(s.tourProductPrices.tourProductId, tourProductIds)),
    db
      .select({ tourProductId: s.tourProductTaxes.tourProductId, included: s.taxes.included, percentage: s.taxes.percentage })
      .from(s.tourProductTaxes)
      .innerJoin(s.taxes, eq(s.taxes.taxId, s.tourProductTaxes.taxId))
      .where(inArray(s.tourProductTaxes.tourProductId, tourProductIds)),
  ]);
  return {
    events: new Map(events.map(({ id, ...e }) => [id, e])),
    products: new Map(
      products.map((p) => [
        p.tourProductId,
        {
          name: p.name,
          affectsCapacity: p.affectsCapacity,
          taxes: taxRows
            .filter((t) => t.tourProductId === p.tourProductId)
            .map((t) => ({ included: t.included, percentage: Number(t.percentage) })),
          prices: prices
            .filter((x) => x.tourProductId === p.tourProductId)
            .map((x) => ({ costRateId: x.costRateId, priceCents: x.priceCents })),
        },
      ]),
    ),
  };
}

export interface SaleLine {
  productLineNo: number;
  tourProductId: number;
  costRateId: number;
  quantity: number;
  affectsCapacity: boolean;
  unitPriceCents: number;
  amounts: TaxedAmount;
  /** One per unit of quantity. */
  ticketBarcodes: string[];
}

export interface Sale {
  customerId: number;
  nodeNo: number;
  username: string | null;
  idempotencyKey: string;
  transactionDate: Date;
  totals: TaxedAmount;
  events: { tourEventId: number; barcode: string; udfValues: s.UdfValueRow[]; lines: SaleLine[] }[];
}

/**
 * Writes a sale inside the booking transaction: the transaction (receipt number), one booking
 * per event, its lines, a ticket per unit and the sold seats that reduce SeatsAvailable.
 * Returns the receipt number and booking id per event.
 */
export async function insertSale(tx: Tx, sale: Sale): Promise<{ receiptNo: number; bookingIds: Map<number, number> }> {
  const [t] = await tx
    .insert(s.transactions)
    .values({
      customerId: sale.customerId,
      nodeNo: sale.nodeNo,
      username: sale.username,
      idempotencyKey: sale.idempotencyKey,
      transactionDate: sale.transactionDate,
      totalExTaxCents: sale.totals.exTaxCents,
      totalTaxCents: sale.totals.taxCents,
      totalCents: sale.totals.totalCents,
    })
    .returning({ receiptNo: s.transactions.receiptNo });
  const receiptNo = (t as { receiptNo: number }).receiptNo;
  const bookingIds = new Map<number, number>();
  for (const e of sale.events) {
    const [b] = await tx
      .insert(s.bookings)
      .values({ receiptNo, customerId: sale.customerId, tourEventId: e.tourEventId, barcode: e.barcode, udfValues: e.udfValues })
      .returning({ bookingId: s.bookings.bookingId });
    const bookingId = (b as { bookingId: number }).bookingId;
    bookingIds.set(e.tourEventId, bookingId);
    for (const l of e.lines) {
      const [line] = await tx
        .insert(s.bookingLines)
        .values({
          bookingId,
          productLineNo: l.productLineNo,
          tourProductId: l.tourProductId,
          costRateId: l.costRateId,
          quantity: l.quantity,
          affectsCapacity: l.affectsCapacity,
          unitPriceCents: l.unitPriceCents,
          exTaxCents: l.amounts.exTaxCents,
          taxCents: l.amounts.taxCents,
          totalCents: l.amounts.totalCents,
        })
        .returning({ id: s.bookingLines.bookingLineId });
      const bookingLineId = (line as { id: number }).id;
      await tx.insert(s.tickets).values(l.ticketBarcodes.map((barcode) => ({ bookingLineId, barcode })));
      await tx
        .insert(s.soldSeats)
        .values({
          tourEventId: e.tourEventId,
          tourProductId: l.tourProductId,
          quantity: l.quantity,
          affectsCapacity: l.affectsCapacity,
          bookingLineId,
        });
    }
  }
  return { receiptNo, bookingIds };
}
