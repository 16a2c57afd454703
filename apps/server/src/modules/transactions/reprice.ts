/**
 * Server-side re-pricing of a checkout (DESIGN.md "Pricing authority and money"): every line is
 * priced again from tour_product_prices and taxes with the domain pipeline, in cents, and a
 * client price that differs by a cent is refused.
 */
import type { TransactionProductLine, TransactionRequest } from '@gt/contract/transactions';
import type { UdfValue } from '@gt/contract/holds';
import { messages } from '@gt/domain/messages';
import { toCents } from '@gt/domain/money';
import { listPrice, priceLine, sameAmounts } from '@gt/domain/pricing';
import { sumTaxed, type TaxedAmount } from '@gt/domain/tax';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { loadOrderCatalogue } from './repository';

export interface PricedLine {
  input: TransactionProductLine;
  productName: string;
  affectsCapacity: boolean;
  unitPriceCents: number;
  amounts: TaxedAmount;
}

export interface PricedEvent {
  tourEventId: number;
  eventName: string;
  bookingTypeId: number;
  startsAt: Date;
  endsAt: Date;
  waiverRequired: boolean;
  waiverUrl: string | null;
  lines: PricedLine[];
  /** BookingUDFs sent with the lines (merged), or undefined to use the hold's stored values. */
  udfs?: UdfValue[];
}

export interface PricedOrder {
  /** By event id. */
  events: PricedEvent[];
  totals: TaxedAmount;
}

/**
 * Re-prices the request's lines. Errors: 400 a cost rate other than the default (member and
 * identity-verified rates need their validation, a later issue), 404 unknown event, 400 unknown
 * product or no price at the rate, 409 "The price of X has changed, please review your cart."
 */
export async function repriceOrder(ctx: AppContext, body: z.output<typeof TransactionRequest>): Promise<PricedOrder> {
  const defaultRate = ctx.config.Public.DefaultCostRateID;
  const odd = body.Products.find((l) => l.CostRateID !== defaultRate);
  if (odd) throw new ApiError(400, messages.costRateNotAvailable(odd.CostRateID));
  const catalogue = await loadOrderCatalogue(
    ctx.db,
    [...new Set(body.Products.map((l) => l.TourEventID))],
    [...new Set(body.Products.map((l) => l.TourProductID))],
  );
  const events = new Map<number, PricedEvent>();
  for (const input of body.Products) {
    const event = catalogue.events.get(input.TourEventID);
    if (!event) throw new ApiError(404, messages.tourEventNotFound(input.TourEventID));
    const product = catalogue.products.get(input.TourProductID);
    const unitPriceCents = product && listPrice(product.prices, input.CostRateID);
    if (!product || unitPriceCents === undefined) throw new ApiError(400, messages.tourProductNotForEvent(input.TourProductID));
    const amounts = priceLine({ unitPriceCents, quantity: input.Quantity, taxes: product.taxes });
    const claimed = {
      exTaxCents: toCents(input.LinePriceExTax),
      taxCents: toCents(input.LinePriceTax),
      totalCents: toCents(input.LinePriceIncTax),
    };
    if (!sameAmounts(amounts, claimed)) throw new ApiError(409, messages.priceChanged(product.name));
    let e = events.get(input.TourEventID);
    if (!e) {
      e = { tourEventId: input.TourEventID, ...event, lines: [] };
      events.set(input.TourEventID, e);
    }
    e.lines.push({ input, productName: product.name, affectsCapacity: product.affectsCapacity, unitPriceCents, amounts });
    if (input.BookingUDFs)
      e.udfs = [...(e.udfs ?? []).filter((u) => !input.BookingUDFs?.some((v) => v.UDFID === u.UDFID)), ...input.BookingUDFs];
  }
  const sorted = [...events.values()].sort((a, b) => a.tourEventId - b.tourEventId);
  return { events: sorted, totals: sumTaxed(sorted.flatMap((e) => e.lines.map((l) => l.amounts))) };
}
