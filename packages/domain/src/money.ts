/**
 * Money helpers. Inside the domain and the database money is integer cents; the wire format of
 * the spec is dollars with 2 decimals, converted only at the contract boundary
 * (docs/architecture.md#money-and-the-ledger).
 */

/**
 * Dollars (number, ≤ 2 decimals) → integer cents, rounding half away from zero. The product
 * ×100 is first cut to 12 significant digits so that binary drift (10.075 × 100 =
 * 1007.4999999999999) does not turn a half cent into a round-down.
 */
export function toCents(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(12)));
  return dollars < 0 ? -cents : cents;
}

/** Integer cents → dollars as a number with 2 decimals. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** Recent texts (a listing shows the same few prices on every card); cleared when full. */
const moneyTexts = new Map<string, string>();

/** Formats cents for display in the configured currency, e.g. `formatMoney(1250, 'USD')` → `$12.50`. */
export function formatMoney(cents: number, currency: string, locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  const textKey = `${key}|${cents}`;
  const known = moneyTexts.get(textKey);
  if (known !== undefined) return known;
  let format = moneyFormats.get(key);
  // Building an Intl.NumberFormat costs far more than formatting with it: one per locale and currency.
  if (!format) moneyFormats.set(key, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
  const text = format.format(cents / 100);
  if (moneyTexts.size >= 1000) moneyTexts.clear();
  moneyTexts.set(textKey, text);
  return text;
}

/** `Math.round(a × b / c)` for non-negative integers without floating-point drift (half up). */
export function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((a * b * 2 + c) / (2 * c));
}
