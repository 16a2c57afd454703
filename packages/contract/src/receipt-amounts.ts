/**
 * Receipt lines on the wire (dollars) as the cents a receipt's figures are decided from (domain
 * price-display `shownChargedLine`, `chargedLineText`): what the line is charged and its coupon's
 * discount, each split into ex-tax, tax and total. Used by the storefront's receipts and the
 * server's e-mails alike.
 */

/** Integer cents of a wire amount (dollars with at most 2 decimals). */
const cents = (dollars: number) => Math.round(dollars * 100);

interface Taxed {
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
}

/** A wire receipt line (sale, GA ticket or booking change): its charged amounts and its coupon discount (total terms, and the ex-tax part). */
export interface WireChargedLine {
  LinePriceExTax: number;
  LinePriceTax: number;
  LinePriceIncTax: number;
  DiscountAmount: number;
  DiscountExTax: number;
}

/** A wire amount split as `{ exTax, total }` dollars, in cents with its tax the difference. */
export function taxedCents(exTaxDollars: number, totalDollars: number): Taxed {
  const exTaxCents = cents(exTaxDollars);
  const totalCents = cents(totalDollars);
  return { exTaxCents, taxCents: totalCents - exTaxCents, totalCents };
}

/** The line's charged amounts and coupon discount, cents. */
export function chargedLineAmounts(l: WireChargedLine): { charged: Taxed; discount: Taxed } {
  return {
    charged: { exTaxCents: cents(l.LinePriceExTax), taxCents: cents(l.LinePriceTax), totalCents: cents(l.LinePriceIncTax) },
    discount: taxedCents(l.DiscountExTax, l.DiscountAmount),
  };
}
