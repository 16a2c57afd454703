/**
 * Card checks used by the card tokenizer (docs/architecture.md#payments): Luhn checksum, brand from the
 * number's prefix, CVV length per brand, expiry against `now` (the card is valid through the
 * last day of its expiry month, UTC).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** Digits only (spaces and dashes removed); other characters are kept so that checks fail. */
export function normalizeCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** Luhn (mod 10) checksum of a 12–19 digit number. */
export function luhnValid(number: string): boolean {
  return /^\d{12,19}$/.test(number) && luhnChecksumOk(number);
}

/** Whether a string of digits ends with its Luhn (mod 10) check digit. */
export function luhnChecksumOk(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card brand from the leading digits. */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  const first4 = Number(number.slice(0, 4));
  if (/^5[1-5]/.test(number) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** CVV format: 4 digits for American Express, 3 for other brands. */
export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** Whether month (1–12) and year (4 digits, or 2 meaning 20YY) are a valid, unexpired expiry at `now`. */
export function expiryValid(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(year)) return false;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  // Cards are not issued for more than 20 years; a later year is a typing error (or an attack).
  return (year > y && year <= y + 20) || (year === y && expMonth >= m);
}

/** Last four digits of a card number (what may be stored and shown). */
export function lastFour(number: string): string {
  return number.slice(-4);
}

/**
 * Visible labels of the card fields (spec 01 §2 "Payment form"; the storefront's former card
 * inputs), used in the "{field} is required." texts (spec 01 §8). The sandbox's hosted fields show them.
 */
export const cardFieldLabels = { number: 'Card Number', cvv: 'CVV', month: 'Month', year: 'Year', expiry: 'Expiry' } as const;
