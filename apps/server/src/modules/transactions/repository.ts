/** Catalogue reads for re-pricing, and the sale write of a paid checkout (spec 01 §3 "Transaction"). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaxRate, TaxedAmount } from '@gt/domain/tax';
import type { Db, Tx } from '../../db/client';
import { products as otherProducts } from '../../db/product-schema';
import * as s from '../../db/schema';

export interface OrderCatalogue {
  events: Map<
    number,
    {
      eventName: string;
      bookingTypeId: number;
      startsAt: Date;
      endsAt: Date;
      waiverRequired: boolean;
      waiverUrl: string | null;
      /** What decides whether the event is offered online (domain isOfferedOnline). */
      cancelled: boolean;
      closed: boolean;
      tourDisplayDays: number;
      shownOnline: boolean;
    }
  >;
  products: Map<number, { name: string; affectsCapacity: boolean; taxes: TaxRate[]; prices: { costRateId: number; priceCents: number }[] }>;
}

/** Events (with booking type waiver data and what decides whether they are offered online) and products (with cents prices and taxes) of an order. */
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
        cancelled: s.tourEvents.cancelled,
        closed: s.tourEvents.closed,
        tourDisplayDays: s.tourEvents.tourDisplayDays,
        shownOnline: sql<boolean>`exists (select 1 from display_area_booking_types d join display_areas a
          on a.display_area_no = d.display_area_no where d.booking_type_id = ${s.tourEvents.bookingTypeId} and a.show_online)`,
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

/** A donation or transaction fee product: its terms in cents. */
export async function loadProduct(db: Db, productId: number, type: 'donation' | 'transactionfee') {
  const [p] = await db.select().from(otherProducts).where(and(eq(otherProducts.productId, productId), eq(otherProducts.productType, type)));
  return p;
}

/** A GA ticket or gift card for sale, with what checks and prices it (cents; venue dates). */
export interface SaleProduct {
  productId: number;
  productType: 'gaticket' | 'giftcard' | 'donation' | 'transactionfee';
  name: string;
  priceCents: number;
  maxPriceCents: number | null;
  sellFrom: string | null;
  sellTill: string | null;
  minQuantity: number;
  maxQuantity: number;
  validUntil: string | null;
  /** Sold in a display area shown online (or in none). */
  shownOnline: boolean;
  taxes: TaxRate[];
}

/** Products (GA tickets, gift cards) by id, with their taxes and whether their display area is shown online. */
export async function loadSaleProducts(db: Db, ids: number[]): Promise<Map<number, SaleProduct>> {
  const rows = (await db.execute(sql`
    select p.product_id, p.product_type, p.name, p.price_cents, p.max_price_cents, p.sell_from::text, p.sell_till::text,
      p.min_quantity, p.max_quantity, p.valid_until::text,
      coalesce((select a.show_online from display_areas a where a.display_area_no = p.display_area_no), true) as shown_online,
      coalesce((select json_agg(json_build_object('included', t.included, 'percentage', t.percentage::float8))
        from product_taxes x join taxes t on t.tax_id = x.tax_id where x.product_id = p.product_id), '[]') as taxes
    from products p where p.product_id = any(${`{${ids.join(',')}}`}::int[])`)) as unknown as {
    rows: { product_id: number; product_type: SaleProduct['productType']; name: string; price_cents: number; max_price_cents: number | null; sell_from: string | null; sell_till: string | null; min_quantity: number; max_quantity: number; valid_until: string | null; shown_online: boolean; taxes: TaxRate[] }[];
  };
  return new Map(
    rows.rows.map((r) => [
      r.product_id,
      {
        productId: r.product_id,
        productType: r.product_type,
        name: r.name,
        priceCents: r.price_cents,
        maxPriceCents: r.max_price_cents,
        sellFrom: r.sell_from,
        sellTill: r.sell_till,
        minQuantity: r.min_quantity,
        maxQuantity: r.max_quantity,
        validUntil: r.valid_until,
        shownOnline: r.shown_online,
        taxes: r.taxes,
      },
    ]),
  );
}

export interface SaleLine {
  productLineNo: number;
  tourProductId: number;
  costRateId: number;
  quantity: number;
  affectsCapacity: boolean;
  unitPriceCents: number;
  amounts: TaxedAmount;
  /** The coupon that discounted the line and by how much (off the list amount). */
  couponId: number | null;
  discountCents: number;
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
  /** Lines of products that are not tour products: donation, fee, GA tickets (with a barcode each), gift cards bought. */
  otherLines: OtherSaleLine[];
}

export interface OtherSaleLine {
  productLineNo: number;
  productId: number;
  /** The line's total, cents. */
  amountCents: number;
  quantity: number;
  unitPriceCents: number | null;
  exTaxCents: number | null;
  taxCents: number;
  couponId: number | null;
  discountCents: number;
  /** GA tickets: one per unit. */
  barcodes: string[];
}

/**
 * Writes a sale inside the booking transaction, in one statement: the transaction (receipt
 * number), one booking per event, its lines (with their coupon discounts), the lines of other
 * products (donation, fee, GA tickets with a barcode each, gift cards bought), a ticket per unit
 * and the sold seats that reduce
 * SeatsAvailable (ids drawn from the tables' sequences so that the rows can refer to each other).
 * Returns the receipt number and, per event, the booking ID a person types (`booking_no`).
 */
export async function insertSale(tx: Tx, sale: Sale): Promise<{ receiptNo: number; bookingIds: Map<number, number> }> {
  const events = sale.events.map((e, ord) => ({ ord, tour_event_id: e.tourEventId, barcode: e.barcode, udf_values: e.udfValues }));
  const lines = sale.events.flatMap((e) =>
    e.lines.map((l) => ({
      tour_event_id: e.tourEventId,
      product_line_no: l.productLineNo,
      tour_product_id: l.tourProductId,
      cost_rate_id: l.costRateId,
      quantity: l.quantity,
      affects_capacity: l.affectsCapacity,
      unit_price_cents: l.unitPriceCents,
      ex_tax_cents: l.amounts.exTaxCents,
      tax_cents: l.amounts.taxCents,
      total_cents: l.amounts.totalCents,
      coupon_id: l.couponId,
      discount_cents: l.discountCents,
      barcodes: l.ticketBarcodes,
    })),
  );
  const others = sale.otherLines.map((o) => ({
    product_line_no: o.productLineNo,
    product_id: o.productId,
    amount_cents: o.amountCents,
    quantity: o.quantity,
    unit_price_cents: o.unitPriceCents,
    ex_tax_cents: o.exTaxCents,
    tax_cents: o.taxCents,
    coupon_id: o.couponId,
    discount_cents: o.discountCents,
    barcodes: o.barcodes,
  }));
  const result = (await tx.execute(sql`
    with t as (
      insert into transactions (customer_id, node_no, username, idempotency_key, transaction_date, total_ex_tax_cents, total_tax_cents, total_cents)
      values (${sale.customerId}::int, ${sale.nodeNo}::int, ${sale.username}, ${sale.idempotencyKey}, ${sale.transactionDate.toISOString()}::timestamptz,
        ${sale.totals.exTaxCents}::int, ${sale.totals.taxCents}::int, ${sale.totals.totalCents}::int)
      returning receipt_no),
    ev as (
      select nextval(pg_get_serial_sequence('bookings', 'booking_id'))::int as booking_id, x.*
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(ord int, tour_event_id int, barcode text, udf_values jsonb)),
    b as (
      insert into bookings (booking_id, receipt_no, customer_id, tour_event_id, barcode, udf_values)
      select ev.booking_id, t.receipt_no, ${sale.customerId}::int, ev.tour_event_id, ev.barcode, ev.udf_values from ev, t order by ev.ord
      returning booking_id, booking_no),
    ln as (
      select nextval(pg_get_serial_sequence('booking_lines', 'booking_line_id'))::int as id, x.*
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(tour_event_id int, product_line_no int, tour_product_id int,
        cost_rate_id int, quantity int, affects_capacity boolean, unit_price_cents int, ex_tax_cents int, tax_cents int, total_cents int,
        coupon_id int, discount_cents int, barcodes jsonb)),
    bl as (
      insert into booking_lines (booking_line_id, booking_id, receipt_no, tour_event_id, product_line_no, tour_product_id, cost_rate_id, quantity,
        affects_capacity, unit_price_cents, ex_tax_cents, tax_cents, total_cents, coupon_id, discount_cents)
      select ln.id, ev.booking_id, t.receipt_no, ln.tour_event_id, ln.product_line_no, ln.tour_product_id, ln.cost_rate_id, ln.quantity,
        ln.affects_capacity, ln.unit_price_cents, ln.ex_tax_cents, ln.tax_cents, ln.total_cents, ln.coupon_id, ln.discount_cents
      from ln join ev using (tour_event_id) cross join t order by ln.id),
    ox as (
      select x.* from jsonb_to_recordset(${JSON.stringify(others)}::jsonb) as x(product_line_no int, product_id int, amount_cents int, quantity int,
        unit_price_cents int, ex_tax_cents int, tax_cents int, coupon_id int, discount_cents int, barcodes jsonb)),
    ol as (
      insert into transaction_product_lines (receipt_no, product_line_no, product_id, amount_cents, quantity, unit_price_cents, ex_tax_cents,
        tax_cents, coupon_id, discount_cents)
      select t.receipt_no, ox.product_line_no, ox.product_id, ox.amount_cents, ox.quantity, ox.unit_price_cents, ox.ex_tax_cents,
        ox.tax_cents, ox.coupon_id, ox.discount_cents from t, ox),
    pt as (
      insert into product_tickets (barcode, receipt_no, product_line_no)
      select code.value, t.receipt_no, ox.product_line_no from t, ox cross join lateral jsonb_array_elements_text(ox.barcodes) as code(value)),
    tk as (
      insert into tickets (booking_line_id, barcode)
      select ln.id, code.value from ln cross join lateral jsonb_array_elements_text(ln.barcodes) with ordinality as code(value, n) order by ln.id, code.n),
    ss as (
      insert into sold_seats (tour_event_id, tour_product_id, quantity, affects_capacity, booking_line_id)
      select ln.tour_event_id, ln.tour_product_id, ln.quantity, ln.affects_capacity, ln.id from ln order by ln.id)
    select (select receipt_no from t) as receipt_no,
      (select json_agg(json_build_array(ev.tour_event_id, b.booking_no)) from ev join b using (booking_id)) as bookings
  `)) as unknown as { rows: { receipt_no: number; bookings: [number, number][] | null }[] };
  const row = result.rows[0];
  if (!row) throw new Error('insertSale wrote nothing');
  // An order without timed tickets (GA tickets, gift cards) has no booking.
  return { receiptNo: Number(row.receipt_no), bookingIds: new Map((row.bookings ?? []).map(([eventId, bookingId]) => [eventId, bookingId])) };
}
