/**
 * Tax stage of the pricing pipeline (docs/architecture.md#pricing): splits a line's list amount into
 * ex-tax, tax and total, in integer cents, for tax-included and tax-excluded tax entries
 * (spec 01 §3 "Tax entry", §9 "taxes to cents").
 */
import { mulDivRound } from './money';

export interface TaxRate {
  /** true: the price already contains this tax; false: the tax is added on top. */
  included: boolean;
  /** Percentage, e.g. 8.25 for 8.25 %; at most 2 decimals. */
  percentage: number;
}

export interface TaxedAmount {
  exTaxCents: number;
  taxCents: number;
  totalCents: number;
}

const basisPoints = (pct: number) => Math.round(pct * 100);

/**
 * Taxes a gross amount (a unit price, cents; pricing's priceLine multiplies the result by the
 * quantity). Included taxes are backed out of the amount (ex-tax = amount ÷ (1 + Σ included %));
 * excluded taxes are added on the ex-tax base. Each tax entry is rounded to the cent once.
 */
export function applyTaxes(amountCents: number, taxes: readonly TaxRate[]): TaxedAmount {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
  const includedBp = taxes.filter((t) => t.included).reduce((s, t) => s + basisPoints(t.percentage), 0);
  const exTaxCents = includedBp === 0 ? amountCents : mulDivRound(amountCents, 10_000, 10_000 + includedBp);
  const includedTax = amountCents - exTaxCents;
  const excludedTax = taxes
    .filter((t) => !t.included)
    .reduce((s, t) => s + mulDivRound(exTaxCents, basisPoints(t.percentage), 10_000), 0);
  const taxCents = includedTax + excludedTax;
  return { exTaxCents, taxCents, totalCents: exTaxCents + taxCents };
}

/** Sums taxed amounts (e.g. the lines of an event) into one. */
export function sumTaxed(amounts: readonly TaxedAmount[]): TaxedAmount {
  return amounts.reduce(
    (acc, a) => ({
      exTaxCents: acc.exTaxCents + a.exTaxCents,
      taxCents: acc.taxCents + a.taxCents,
      totalCents: acc.totalCents + a.totalCents,
    }),
    { exTaxCents: 0, taxCents: 0, totalCents: 0 },
  );
}
