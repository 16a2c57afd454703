/**
 * Pricing of food order lines (spec 02 §2.12 items 3–6, §9 "Menu total display"). A line's unit
 * is the menu product's price plus its chosen options' prices, each taxed at the product's tax
 * rates (so the option prices shown add up to the unit shown), times the quantity. Shown figures
 * follow ShowOrderItemPriceAs: 'inctax' shows amounts with tax, 'subtotal' without. Cents.
 */
import { shownAmount, shownTotals, type ShowPricesAs, type ShownLine, type ShownTotals } from './price-display';
import { applyTaxes, sumTaxed, type TaxRate, type TaxedAmount } from './tax';

export type ShowOrderItemPriceAs = 'inctax' | 'subtotal';

export interface OrderItemPriceInput {
  /** The menu product's list price (cents; included taxes inside, excluded ones added). */
  priceCents: number;
  /** The chosen options' list prices (cents). */
  optionPriceCents: readonly number[];
  /** The menu product's taxes, applied to it and to its options. */
  taxes: readonly TaxRate[];
  quantity: number;
}

const basis = (s: ShowOrderItemPriceAs): ShowPricesAs => (s === 'inctax' ? 'inctax' : 'extax');

/** One unit of a product or option at the product's taxes (ex-tax, tax, total; cents). */
export const taxedUnit = (priceCents: number, taxes: readonly TaxRate[]): TaxedAmount => applyTaxes(priceCents, taxes);

/** What a line is charged: (product + options, each taxed per unit) × quantity. */
export function priceOrderItem(i: OrderItemPriceInput): TaxedAmount {
  if (!Number.isInteger(i.quantity) || i.quantity < 0) throw new RangeError('quantity must be a non-negative integer');
  const unit = sumTaxed([taxedUnit(i.priceCents, i.taxes), ...i.optionPriceCents.map((p) => taxedUnit(p, i.taxes))]);
  return { exTaxCents: unit.exTaxCents * i.quantity, taxCents: unit.taxCents * i.quantity, totalCents: unit.totalCents * i.quantity };
}

/** A price as shown (a product's or an option's unit) under ShowOrderItemPriceAs. */
export function shownFoodPrice(priceCents: number, taxes: readonly TaxRate[], setting: ShowOrderItemPriceAs): number {
  return shownAmount(taxedUnit(priceCents, taxes), basis(setting));
}

/** A line's unit and line amounts as shown, and what it is charged. */
export function shownOrderLine(i: OrderItemPriceInput, setting: ShowOrderItemPriceAs): ShownLine {
  const amounts = priceOrderItem(i);
  return { unitCents: shownAmount(priceOrderItem({ ...i, quantity: 1 }), basis(setting)), lineCents: shownAmount(amounts, basis(setting)), amounts };
}

/**
 * Subtotal, tax and total of the food cart (review page), from lines made by shownOrderLine
 * under the same setting. The menu pages' 'Checkout {amount}' shows `checkoutAmountCents`:
 * the total with tax ('inctax') or the subtotal ('subtotal').
 */
export function orderTotals(lines: readonly ShownLine[], setting: ShowOrderItemPriceAs): ShownTotals & { checkoutAmountCents: number } {
  const t = shownTotals(lines, basis(setting));
  return { ...t, checkoutAmountCents: setting === 'inctax' ? t.totalCents : t.subtotalCents };
}
