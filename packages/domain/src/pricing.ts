/**
 * Pricing pipeline for tour product lines (docs/architecture.md#pricing): list price
 * by cost rate → (coupon stage: later issue) → tax → totals, all integer cents. The server
 * re-prices every checkout line with these functions; the storefront uses them for display.
 */
import { applyTaxes, sumTaxed, type TaxRate, type TaxedAmount } from './tax';

/** One entry of a product's price matrix, in cents. */
export interface CostRatePrice {
  costRateId: number;
  priceCents: number;
}

/** Unit list price of a product at a cost rate (cents), or undefined when the rate has no price. */
export function listPrice(prices: readonly CostRatePrice[], costRateId: number): number | undefined {
  return prices.find((p) => p.costRateId === costRateId)?.priceCents;
}

export interface PricedLineInput {
  unitPriceCents: number;
  quantity: number;
  taxes: readonly TaxRate[];
}

/**
 * Prices one line: the unit price is taxed to the cent (included taxes backed out, excluded added;
 * each tax rounded once per unit, spec 01 §9 "taxes to cents"), then ex-tax, tax and total are
 * multiplied by the quantity. So the unit amount shown times the quantity is always the line
 * amount shown and charged (docs/configuration.md), under either ShowPricesAs.
 */
export function priceLine(l: PricedLineInput): TaxedAmount {
  if (!Number.isInteger(l.quantity) || l.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  const unit = applyTaxes(l.unitPriceCents, l.taxes);
  return { exTaxCents: unit.exTaxCents * l.quantity, taxCents: unit.taxCents * l.quantity, totalCents: unit.totalCents * l.quantity };
}

/** Prices every line and sums them: `{ lines, totals }` (ex-tax, tax, total; cents). */
export function priceLines(lines: readonly PricedLineInput[]): { lines: TaxedAmount[]; totals: TaxedAmount } {
  const priced = lines.map(priceLine);
  return { lines: priced, totals: sumTaxed(priced) };
}

/** Whether two taxed amounts are equal to the cent (client totals vs server totals). */
export function sameAmounts(a: TaxedAmount, b: TaxedAmount): boolean {
  return a.exTaxCents === b.exTaxCents && a.taxCents === b.taxCents && a.totalCents === b.totalCents;
}
