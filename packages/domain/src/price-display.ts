/**
 * What the visitor is shown for prices (spec 01 §1 "Prices are displayed ex-tax or inc-tax per
 * configuration", §2 "Cart tables": unit price, line total, subtotal, tax, total). Every place
 * that shows a price — calendar badge, list card, hybrid drop-down, drawer, cart table, receipt,
 * e-mail — takes its amounts from here, so what is shown is what is charged (issue 10 item 1).
 * All amounts are integer cents.
 */
import { priceLine, type PricedLineInput } from './pricing';
import { sumTaxed, type TaxedAmount } from './tax';

/** `extax`: amounts without any tax; `inctax`: amounts with every tax (PublicConfig.ShowPricesAs). */
export type ShowPricesAs = 'extax' | 'inctax';

/** The shown figure of a taxed amount: its ex-tax amount, or its total with tax. */
export function shownAmount(amount: TaxedAmount, showPricesAs: ShowPricesAs): number {
  return showPricesAs === 'inctax' ? amount.totalCents : amount.exTaxCents;
}

export interface ShownLine {
  /** Unit price as shown (cents). */
  unitCents: number;
  /** Line amount as shown: always unitCents × quantity (cents). */
  lineCents: number;
  /** What the line is charged: ex-tax, tax and total (cents). */
  amounts: TaxedAmount;
}

export interface ShownTotals {
  /** Sum of the shown line amounts. */
  subtotalCents: number;
  /** Tax of the order; with `inctax` it is already inside the subtotal. */
  taxCents: number;
  /** Whether the tax row is part of the subtotal (`inctax`) rather than added to it (`extax`). */
  taxIncluded: boolean;
  /** What is charged: the subtotal plus the tax (`extax`), or the subtotal (`inctax`). */
  totalCents: number;
}

/** One line's unit and line amounts to show, and what it is charged. */
export function shownLine(line: PricedLineInput, showPricesAs: ShowPricesAs): ShownLine {
  const amounts = priceLine(line);
  const unitCents = shownAmount(priceLine({ ...line, quantity: 1 }), showPricesAs);
  return { unitCents, lineCents: shownAmount(amounts, showPricesAs), amounts };
}

/** Subtotal, tax and total to show for lines made by `shownLine` under the same setting. */
export function shownTotals(lines: readonly ShownLine[], showPricesAs: ShowPricesAs): ShownTotals {
  const charged = sumTaxed(lines.map((l) => l.amounts));
  return {
    subtotalCents: shownAmount(charged, showPricesAs),
    taxCents: charged.taxCents,
    taxIncluded: showPricesAs === 'inctax',
    totalCents: charged.totalCents,
  };
}

/**
 * Prices lines (unit price before tax handling, quantity, taxes) and gives, per line, the unit
 * and line amounts to show and, for the order, subtotal / tax / total to show. Invariants
 * (property-tested): lineCents = unitCents × quantity; Σ lineCents = subtotalCents; the total is
 * the charged total of domain `priceLine`.
 */
export function shownLines(lines: readonly PricedLineInput[], showPricesAs: ShowPricesAs): { lines: ShownLine[]; totals: ShownTotals } {
  const shown = lines.map((l) => shownLine(l, showPricesAs));
  return { lines: shown, totals: shownTotals(shown, showPricesAs) };
}
