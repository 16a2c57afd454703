/**
 * Unguessable identifiers (docs/architecture.md#identity-and-secrets: ≥ 80 random bits) from the
 * operating system's CSPRNG.
 */
import { randomBytes, randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `bytes` random bytes as Crockford base32 (upper case, no I/L/O/U): 5 bits per character. */
function base32(bytes: number): string {
  const buf = randomBytes(bytes);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of buf) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += CROCKFORD[(value << (5 - bits)) & 31];
  return out;
}

/** Ticket or booking barcode: 20 characters of base32 (100 bits), Code 128 friendly. */
export const newBarcode = (): string => base32(13).slice(0, 20);

/** Gift card number: 16 characters of Crockford base32 (80 bits), letters and digits (spec 01 §9). */
export const newGiftCardNo = (): string => base32(10);

/** A unique coupon code: 16 characters of Crockford base32 (80 bits), as a gift card number. */
export const newUniqueCouponCode = (): string => base32(10);

/** A gift card PIN: 4 digits from the CSPRNG (a second factor with the number, stored hashed). */
export const newPin = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** Seat hold reference: 128 bits, base64url (22 characters). */
export const newHoldRef = (): string => randomBytes(16).toString('base64url');

/** A secret handed to the browser once (CustomerToken): 128 bits, base64url (22 characters). */
export const newSecret = (): string => randomBytes(16).toString('base64url');

/** Sandbox card token: `tok_` + 144 bits, base64url. */
export const newCardToken = (): string => `tok_${randomBytes(18).toString('base64url')}`;

/** Sandbox charge reference: `ch_` + 96 bits. */
export const newChargeId = (): string => `ch_${randomBytes(12).toString('base64url')}`;

/** Sandbox refund reference: `re_` + 96 bits. */
export const newRefundId = (): string => `re_${randomBytes(12).toString('base64url')}`;
