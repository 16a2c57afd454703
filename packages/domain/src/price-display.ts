/**
 * What the visitor is shown for prices (spec 01 §1 "Prices are displayed ex-tax or inc-tax per
 * configuration", §2 "Cart tables": unit price, line total, subtotal, tax, total). Every place
 * that shows a price — calendar badge, list card, hybrid drop-down, drawer, cart table, receipt,
 * e-mail — takes its amounts from here, so what is shown is what is charged (docs/configuration.md).
 * All amounts are integer cents.
 */
import { formatMoney } from './money';
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
  return chargedTotals(lines.map((l) => l.amounts), showPricesAs);
}

/** Subtotal, tax and total to show for charged amounts (a booking's lines as they stand, cents): the subtotal is Σ of each amount as shown. */
export function chargedTotals(amounts: readonly TaxedAmount[], showPricesAs: ShowPricesAs): ShownTotals {
  const charged = sumTaxed(amounts);
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

/**
 * A coupon's discount on a line as shown: the line's list amount shown less its charged amount
 * shown (cents). The cart's "Coupon … on Adult −$5.99" row and every receipt use it, so a line's
 * list amount, its discount and what it is charged are in the same terms.
 */
export function shownDiscount(list: TaxedAmount, charged: TaxedAmount, showPricesAs: ShowPricesAs): number {
  return shownAmount(list, showPricesAs) - shownAmount(charged, showPricesAs);
}

/** A line as a receipt states it: what it is charged (after its coupon) and the coupon's discount, both taxed (cents; a zero discount without coupon). */
export interface ChargedLineAmounts {
  charged: TaxedAmount;
  discount: TaxedAmount;
}

/** A receipt line's figures as shown: list amount (before the coupon) − discount = charged (cents). */
export interface ShownChargedLine {
  listCents: number;
  discountCents: number;
  chargedCents: number;
}

/** The figures of a receipt line under ShowPricesAs: the same as the cart's line total, coupon row and their difference. */
export function shownChargedLine(line: ChargedLineAmounts, showPricesAs: ShowPricesAs): ShownChargedLine {
  const chargedCents = shownAmount(line.charged, showPricesAs);
  const discountCents = shownAmount(line.discount, showPricesAs);
  return { listCents: chargedCents + discountCents, discountCents, chargedCents };
}

/**
 * A receipt or e-mail line's amounts in words (spec 01 §2 "Confirmation screen"), adding up as the
 * cart's rows do: `$59.90`, or with a coupon `$59.90 (coupon SAVE10: −$5.99) = $53.91`. A returned
 * line (negative amounts) reads `−$32.42`.
 */
export function chargedLineText(line: ChargedLineAmounts & { couponCode: string | null }, showPricesAs: ShowPricesAs, currency: string): string {
  const shown = shownChargedLine(line, showPricesAs);
  const money = (cents: number) => (cents < 0 ? `−${formatMoney(-cents, currency)}` : formatMoney(cents, currency));
  if (!line.couponCode || shown.discountCents === 0) return money(shown.chargedCents);
  return `${money(shown.listCents)} (coupon ${line.couponCode}: −${money(shown.discountCents)}) = ${money(shown.chargedCents)}`;
}
