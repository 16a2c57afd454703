/**
 * Donation rules (spec 01 §3 "Donation", §5 "Donation", §9 "Donation minimum 0.1"): a preset
 * amount or an "Other" amount between the donation product's Price and MaxPrice. Integer cents.
 */

/** The smallest donation accepted (spec 01 §9), cents. */
export const DONATION_MIN_CENTS = 10;

/** The donation product: Price is the smallest Other amount, MaxPrice the largest (null: no maximum). */
export interface DonationProduct {
  priceCents: number;
  maxPriceCents: number | null;
}

/**
 * Whether a donation of `amountCents` is valid: missing, 0 or below 0.10 never is; an Other
 * amount must lie within the product's Price – MaxPrice. Returns 'invalid' (the configured
 * DonationInvalidAmount message) or null.
 */
export function donationProblem(amountCents: number | null, product: DonationProduct, other: boolean): 'invalid' | null {
  if (amountCents === null || !Number.isInteger(amountCents) || amountCents < DONATION_MIN_CENTS) return 'invalid';
  if (other && (amountCents < product.priceCents || (product.maxPriceCents !== null && amountCents > product.maxPriceCents))) return 'invalid';
  return null;
}
