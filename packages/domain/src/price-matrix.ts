/**
 * Unit price of a tour product at a cost rate (spec 01 §3 "PriceMatrix", §4 "cost rate
 * precedence"): the entry of the requested cost rate, else the default cost rate's entry.
 * Wire dollars are converted to integer cents here.
 */
import type { TourProduct } from '@gt/contract/catalogue';
import { toCents } from './money';
import { shownAmount, type ShowPricesAs } from './price-display';
import { priceLine } from './pricing';
import type { TaxRate } from './tax';

export interface UnitPrice {
  priceCents: number;
  taxes: TaxRate[];
}

/** The product's price entry for `costRateId`, falling back to `defaultCostRateId`; null when neither is priced. */
export function unitPrice(product: Pick<TourProduct, 'PriceMatrix'>, costRateId: number, defaultCostRateId: number): UnitPrice | null {
  const entry =
    product.PriceMatrix.find((p) => p.CostRateID === costRateId) ?? product.PriceMatrix.find((p) => p.CostRateID === defaultCostRateId);
  if (!entry) return null;
  return { priceCents: toCents(entry.Price), taxes: entry.Taxes.map((t) => ({ included: t.TaxIncluded, percentage: t.TaxPercentage })) };
}

/**
 * The price shown to the visitor for one unit (spec 01 §1 "Prices are displayed ex-tax or
 * inc-tax"): 'extax' shows the amount without any tax, 'inctax' the amount with all taxes; the
 * same figure as the cart's unit column (price-display `shownLines`).
 */
export function displayPriceCents(price: UnitPrice, showPricesAs: ShowPricesAs): number {
  return shownAmount(priceLine({ unitPriceCents: price.priceCents, quantity: 1, taxes: price.taxes }), showPricesAs);
}
